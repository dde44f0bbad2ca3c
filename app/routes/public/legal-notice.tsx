// /mentions-legales: publisher, association registry data, hosting, intellectual property. The
// registry data and the host come from the configuration (app/config/association.ts and the
// ASSOCIATION_* / HOSTING_* variables of .env.example).
import type { Route } from "./+types/legal-notice";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { DocumentSections } from "~/components/ui/document-sections";
import { sitePages } from "~/config/pages";
import { legalNoticePage, legalNoticeSections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { getLegalIdentity } from "~/lib/site-config.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.legalNotice.seo);

export function loader() {
  return { identity: getLegalIdentity() };
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  const email = useRootData()?.site.email ?? "";
  return (
    <>
      <PageHeader eyebrow="Informations légales" title={legalNoticePage.title} intro={legalNoticePage.intro} />
      <PageBody measure="prose">
        <DocumentSections sections={legalNoticeSections(loaderData.identity)} email={email} />
      </PageBody>
    </>
  );
}
