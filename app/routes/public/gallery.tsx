// Galerie photos: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/gallery";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Galerie photos";
const intro = "La Presqu’île en images : architecture, événements, vie quotidienne, patrimoine et saisons.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
