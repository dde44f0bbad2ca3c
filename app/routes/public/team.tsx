// Notre équipe: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/team";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Notre équipe";
const intro = "Le bureau de l’association : des bénévoles au service de la Presqu’île.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
