// Notre histoire: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/history";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { seo } from "~/lib/seo";

const title = "Notre histoire";
const intro = "De Lugdunum à l’inscription au patrimoine mondial de l’UNESCO, et la naissance de l’association en 2023.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro });

export default function Page() {
  return <PageInPreparation title={title} intro={intro} />;
}
