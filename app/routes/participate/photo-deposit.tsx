// Déposer des photos: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/photo-deposit";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Déposer des photos";
const intro = "Les membres peuvent proposer leurs photos de la Presqu’île, publiées après modération.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
