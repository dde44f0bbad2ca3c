// Nos prises de position: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/positions";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Nos prises de position";
const intro = "Les positions officielles, courriers et lettres ouvertes de l’association.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
