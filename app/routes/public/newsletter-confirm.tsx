// Newsletter (newsletter-confirm): not delivered yet.
import type { Route } from "./+types/newsletter-confirm";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Lettre d’information";
const intro = "La lettre d’information mensuelle de l’association.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
