// Propositions pour Lyon: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/proposals";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Propositions pour Lyon";
const intro = "Les propositions de l’association pour l’avenir de la Presqu’île.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
