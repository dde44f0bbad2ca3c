// Formulaire d’adhésion: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/membership-structured";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Formulaire d’adhésion";
const intro = "Adhésion à l’association pour un foyer de 1 à 4 personnes.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
