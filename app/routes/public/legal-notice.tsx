// /mentions-legales: publisher, association registry data, hosting, intellectual property.
import type { Route } from "./+types/legal-notice";
import { DocumentSections } from "~/components/ui/document-sections";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { legalNoticePage, legalNoticeSections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.legalNotice.seo);

export default function LegalNoticePage() {
  const email = useRootData()?.site.email ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading as="h1" title={legalNoticePage.title} intro={legalNoticePage.intro} />
      <DocumentSections sections={legalNoticeSections} email={email} />
    </div>
  );
}
