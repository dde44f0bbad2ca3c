// /propositions-lyon: the association's proposals for the city are coming soon. The unveiling
// date is worded from the request's date (features/proposals/unveiling.ts): never a past date
// announced as future.
import { ArrowRight, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/proposals";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { SectionHeading } from "~/components/ui/section-heading";
import { sitePages } from "~/config/pages";
import { proposalsPage } from "~/content/proposals-page";
import { unveilingNotice } from "~/features/proposals/unveiling";
import { requestNow } from "~/lib/clock.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.proposals.seo);

export function loader({ request }: Route.LoaderArgs) {
  return { unveiling: unveilingNotice(proposalsPage.unveilingOn, requestNow(request)) };
}

export default function ProposalsPage({ loaderData }: Route.ComponentProps) {
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
