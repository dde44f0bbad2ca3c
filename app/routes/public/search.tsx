// Recherche: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/search";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Recherche";
const intro = "Rechercher dans les pages, prises de position et propositions de l’association.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
