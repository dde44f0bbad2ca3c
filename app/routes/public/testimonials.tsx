// Témoignages: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/testimonials";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Témoignages";
const intro = "Résidents, commerçants, visiteurs et artistes racontent leur Presqu’île.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
