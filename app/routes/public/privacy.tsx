// Politique de confidentialité: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/privacy";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Politique de confidentialité";
const intro = "Comment l’association traite vos données personnelles.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
