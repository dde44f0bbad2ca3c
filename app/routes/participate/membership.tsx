// Adhérer à l’association: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/membership";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Adhérer à l’association";
const intro = "Rejoignez l’association : adhésion individuelle ou familiale, de 1 à 4 personnes.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
