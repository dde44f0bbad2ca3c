// Mentions légales: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/legal-notice";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Mentions légales";
const intro = "Informations légales sur l’association et l’éditeur du site.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
