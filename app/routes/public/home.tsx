// Accueil: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/home";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Accueil";
const intro = "L’association des riverains et commerçants de la Presqu’île de Lyon, engagée depuis 2023 pour le développement et la préservation du centre historique.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
