// /politique-confidentialite: what the site stores, why, for how long, and the visitor's rights.
import type { Route } from "./+types/privacy";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { DocumentSections } from "~/components/ui/document-sections";
import { sitePages } from "~/config/pages";
import { privacyPolicyLastUpdated, privacyPolicyPage, privacyPolicySections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.privacy.seo);

export default function PrivacyPage() {
  const email = useRootData()?.site.email ?? "";
  return (
    <>
      <PageHeader eyebrow="Informations légales" title={privacyPolicyPage.title} intro={privacyPolicyPage.intro}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {privacyPolicyPage.lastUpdatedLabel} {privacyPolicyLastUpdated}
        </p>
      </PageHeader>
      <PageBody measure="prose">
        <DocumentSections sections={privacyPolicySections} email={email} />
      </PageBody>
    </>
  );
}
