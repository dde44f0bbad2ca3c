// Rencontres: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/events";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Rencontres";
const intro = "Assemblées générales, réunions publiques et visites culturelles de l’association.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
