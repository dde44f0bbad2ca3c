// /politique-confidentialite: what the site stores, why, for how long, and the visitor's rights.
import type { Route } from "./+types/privacy";
import { DocumentSections } from "~/components/ui/document-sections";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { privacyPolicyLastUpdated, privacyPolicyPage, privacyPolicySections } from "~/content/legal";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.privacy.seo);

export default function PrivacyPage() {
  const email = useRootData()?.site.email ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading as="h1" title={privacyPolicyPage.title} intro={privacyPolicyPage.intro} />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {privacyPolicyPage.lastUpdatedLabel} {privacyPolicyLastUpdated}
      </p>
      <DocumentSections sections={privacyPolicySections} email={email} />
    </div>
  );
}
