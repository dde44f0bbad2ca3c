// /mentions-legales: publisher, association registry data, hosting, intellectual property.
import type { Route } from "./+types/legal-notice";
import { DocumentSections } from "~/components/ui/document-sections";
import { SectionHeading } from "~/components/ui/section-heading";
import { legalNoticePage, legalNoticeSections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Mentions légales",
    description: "Mentions légales du site de l’ADPL : association loi 1901 créée le 07/06/2023, siège à Lyon 2e, éditeur, hébergeur et propriété intellectuelle.",
  });

export default function LegalNoticePage() {
  const email = useRootData()?.site.email ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading as="h1" title={legalNoticePage.title} intro={legalNoticePage.intro} />
      <DocumentSections sections={legalNoticeSections} email={email} />
    </div>
  );
}
