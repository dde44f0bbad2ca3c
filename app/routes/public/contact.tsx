// Contact page: not delivered yet.
import type { Route } from "./+types/contact";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Nous contacter";
const intro = "Écrivez à l’association : adhésion, quartier, prise de position, événement ou autre sujet.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
