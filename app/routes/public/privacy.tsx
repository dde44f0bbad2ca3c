// /politique-confidentialite: what the site stores, why, for how long, and the visitor's rights.
import type { Route } from "./+types/privacy";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { DocumentSections } from "~/components/ui/document-sections";
import { sitePages } from "~/config/pages";
import { privacyPolicyLastUpdated, privacyPolicyPage, privacyPolicySections } from "~/content/legal";
import { loadLegalIdentity } from "~/features/association/legal-identity.server";
import { getDatabase } from "~/lib/request-context.server";
import { useRootData } from "~/lib/root-data";
import { seo } from "~/lib/seo";

/** The address for data rights the association entered (/admin/association); null: its contact address. */
export async function loader({ context }: Route.LoaderArgs) {
  return { privacyEmail: (await loadLegalIdentity(getDatabase(context))).identity.privacyEmail };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.privacy.seo);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const contact = useRootData()?.site.email ?? null;
  const email = loaderData.privacyEmail ?? contact;
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
