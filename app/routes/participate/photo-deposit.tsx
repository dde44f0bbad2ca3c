// Déposer des photos: not delivered yet; shows the "page en préparation" state with real metadata.
import type { Route } from "./+types/photo-deposit";
import { PageInPreparation } from "~/components/layout/PageInPreparation";
import { sitePages } from "~/config/pages";
import { seo } from "~/lib/seo";

const page = sitePages.photoDeposit.seo;

export const meta: Route.MetaFunction = (args) => seo(args, page);

export default function Page() {
  return <PageInPreparation eyebrow="Actions" title={page.title} intro={page.description} contactSubject="autre" />;
}
