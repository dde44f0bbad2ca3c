// /histoire: the city's history and major projects, or the association's milestones, as an
// interactive timeline. The view and the selected period live in the URL (?vue=adpl&periode=<id>);
// the periods are content (features/history/queries.server.ts, edited on /admin/contenus/frise).
// The closing panel's figures are the site's figures (features/figures), read on every view.
import { useSearchParams } from "react-router";
import type { Route } from "./+types/history";
import { sitePages } from "~/config/pages";
import { timelinePage, type TimelineView } from "~/content/timeline";
import { loadFigures } from "~/features/figures/figures.server";
import { ClosingPanel } from "~/features/history/components/ClosingPanel";
import { Timeline } from "~/features/history/components/Timeline";
import { TimelineLegend } from "~/features/history/components/TimelineLegend";
import { TimelineViewChoice } from "~/features/history/components/TimelineViewChoice";
import { listTimelinePeriods } from "~/features/history/queries.server";
import { readTimelineState } from "~/features/history/timeline-view";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { EmptyState } from "~/components/ui/empty-state";

export async function loader({ context }: Route.LoaderArgs) {
  const [figures, periods] = await Promise.all([loadFigures(getDatabase(context)), listTimelinePeriods(getDatabase(context))]);
  return { closingFigures: figures.history, periods };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.history.seo);

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { view, periods, selected } = readTimelineState(searchParams, loaderData.periods);
  return (
    <>
      <PageHeader eyebrow="À propos" title={timelinePage.title} intro={timelinePage.intro} />
      <PageBody measure="prose">
      {/* The view and the period change in place (enhance/modules/swap.ts). */}
      <div id="frise" data-module="swap">
        <TimelineViewChoice view={view} />
        {view !== "adpl" ? <TimelineLegend /> : null}
        <section aria-labelledby="chronologie">
          <h2 id="chronologie" className="sr-only">
            {timelinePage.viewLabels[view]}
          </h2>
          {selected ? <Timeline view={view} periods={periods} selectedId={selected.id} /> : <EmptyView view={view} />}
        </section>
      </div>
      <ClosingPanel figures={loaderData.closingFigures} />
      </PageBody>
    </>
  );
}

/** A view with no period on the site says what will appear there; an editor gets the screen that fills it. */
function EmptyView({ view }: { view: TimelineView }) {
  return <EmptyState title={timelinePage.emptyView[view]} className="mt-10" editor={{ permission: "site:write", href: "/admin/contenus/frise/nouveau", label: "Ajouter une étape à la frise" }} />;
}
