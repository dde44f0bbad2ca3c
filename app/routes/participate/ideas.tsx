// Remontez vos idées: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/ideas";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Remontez vos idées";
const intro = "Partagez une idée, signalez un problème ou proposez une amélioration pour la Presqu’île.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
