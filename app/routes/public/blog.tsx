// Actualités et actions: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/blog";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Actualités et actions";
const intro = "Les articles de l’association sur la vie de la Presqu’île.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
