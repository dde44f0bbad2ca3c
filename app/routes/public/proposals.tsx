// /propositions-lyon: the association's published proposals for the city, filtered by theme and
// status, each opening its own page. While none is published the page says they are coming
// soon; the unveiling date is worded from the request's date (features/proposals/unveiling.ts):
// never a past date announced as future.
import { ArrowRight, CalendarClock } from "~/components/ui/icons";
import { Form, Link } from "react-router";
import type { Route } from "./+types/proposals";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { SelectField } from "~/components/ui/field";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { proposalsPage } from "~/content/proposals-page";
import { PROPOSAL_PROGRESS, PROPOSAL_THEMES } from "~/db/schema/enums";
import { ProposalBadges } from "~/features/proposals/components/ProposalBadges";
import { PROGRESS_LABELS } from "~/features/proposals/labels";
import { listPublishedProposals } from "~/features/proposals/queries.server";
import { unveilingNotice } from "~/features/proposals/unveiling";
import { requestNow } from "~/lib/clock.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.proposals.seo);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const theme = oneOf(PROPOSAL_THEMES, url.searchParams.get("theme"));
  const progress = oneOf(PROPOSAL_PROGRESS, url.searchParams.get("statut"));
  const all = await listPublishedProposals(getDatabase(context));
  const shown = theme || progress ? all.filter((p) => (!theme || p.theme === theme) && (!progress || p.progress === progress)) : all;
  return {
    proposals: shown.map(({ slug, title, summary, theme, neighbourhood, priority, progress, isSample }) => ({ slug, title, summary, theme, neighbourhood, priority, progress, isSample })),
    anyPublished: all.length > 0,
    filters: { theme: theme ?? "", statut: progress ?? "" },
    unveiling: unveilingNotice(proposalsPage.unveilingOn, requestNow(request)),
  };
}

export default function ProposalsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.anyPublished) return <PublishedProposals {...loaderData} />;
  const [primary, secondary] = proposalsPage.links;
  return (
    <>
      <PageHeader eyebrow={proposalsPage.badge} title={proposalsPage.title} intro={proposalsPage.intro}>
        <p
          data-testid="devoilement"
          className="inline-flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100"
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {loaderData.unveiling.text}
        </p>
      </PageHeader>
      <PageBody measure="wide">
        <section aria-labelledby="themes-titre">
          <SectionHeading id="themes-titre" title={proposalsPage.themesTitle} />
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {proposalsPage.themes.map((theme, i) => (
              <li key={theme.id} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
                <span aria-hidden="true" className="font-serif text-4xl font-bold text-ochre-600 dark:text-ochre-400">
                  {i + 1}
                </span>
                <h3 className="mt-2 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">{theme.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{theme.description}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-label="En attendant" className="mt-14 rounded-2xl bg-brand-800 p-8 text-white dark:bg-brand-900">
          <p className="text-lg">{proposalsPage.waitingText}</p>
          <div className="mt-6 flex flex-wrap gap-4">
            {primary ? (
              <Link to={primary.href} className="inline-flex items-center gap-2 rounded-full bg-ochre-400 px-6 py-3 font-semibold text-brand-900 hover:bg-ochre-100">
                {primary.label}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            ) : null}
            {secondary ? (
              <Link to={secondary.href} className="rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </section>
      </PageBody>
    </>
  );
}

function PublishedProposals({ proposals, filters }: Pick<Route.ComponentProps["loaderData"], "proposals" | "filters">) {
  return (
    <>
      <PageHeader eyebrow="Propositions" title={proposalsPage.title} intro={proposalsPage.publishedIntro} />
      <PageBody measure="wide">
        <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filtrer les propositions">
          <SelectField id="filtre-theme" name="theme" label="Thème" defaultValue={filters.theme} placeholder="Tous les thèmes" options={PROPOSAL_THEMES.map((t) => ({ value: t, label: t }))} className="min-w-48 flex-1" />
          <SelectField
            id="filtre-statut"
            name="statut"
            label="Statut"
            defaultValue={filters.statut}
            placeholder="Tous les statuts"
            options={PROPOSAL_PROGRESS.map((p) => ({ value: p, label: PROGRESS_LABELS[p] }))}
            className="min-w-48 flex-1"
          />
          <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900">
            Filtrer
          </button>
        </Form>
        <p role="status" className="mt-6 text-slate-700 dark:text-slate-300">
          {proposals.length === 0 ? "Aucune proposition ne correspond à ces filtres." : `${proposals.length} proposition${proposals.length > 1 ? "s" : ""}`}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {proposals.map((p) => (
            <li key={p.slug} className="flex flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
              <p className="text-sm font-semibold text-ochre-800 dark:text-ochre-300">
                {p.theme}
                {p.neighbourhood ? ` · ${p.neighbourhood}` : ""}
              </p>
              <h2 className="mt-2 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
                <Link to={`/propositions-lyon/${p.slug}`} className="hover:underline">
                  {p.title}
                </Link>
              </h2>
              <div className="mt-3 flex flex-wrap gap-2">
                <ProposalBadges priority={p.priority} progress={p.progress} sample={p.isSample} />
              </div>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{p.summary}</p>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
