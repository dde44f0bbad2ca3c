// Nos quartiers: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/neighbourhoods";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Nos quartiers";
const intro = "Bellecour, Terreaux, Cordeliers, Jacobins, Ainay, Confluence, Perrache et les pentes de la Croix-Rousse.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
