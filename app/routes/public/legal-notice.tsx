// /mentions-legales: publisher, association registry data, hosting, intellectual property. The
// registry data and the host are what an administrator saved on /admin/association, else the
// configuration (app/config/association.ts and the ASSOCIATION_* / HOSTING_* variables); the
// name, postal address, phone and email are the root's site identity, saved on the same screen.
import type { Route } from "./+types/legal-notice";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { DocumentSections } from "~/components/ui/document-sections";
import { sitePages } from "~/config/pages";
import { legalNoticePage, legalNoticeSections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { loadLegalIdentity } from "~/features/association/legal-identity.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.legalNotice.seo);

export async function loader({ context }: Route.LoaderArgs) {
  return { identity: (await loadLegalIdentity(getDatabase(context))).identity };
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  return (
    <>
      <PageHeader eyebrow="Informations légales" title={legalNoticePage.title} intro={legalNoticePage.intro} />
      <PageBody measure="prose">
        <DocumentSections sections={legalNoticeSections(loaderData.identity, site)} email={site?.email ?? null} />
      </PageBody>
    </>
  );
}
