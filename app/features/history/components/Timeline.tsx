// The vertical timeline of /histoire. Each period is an accordion button in a GET form
// (`?periode=<id>`), so selecting works without JavaScript; exactly one period is open.
import { ContentIcon } from "~/components/ui/content-icon";
import { SampleLabel } from "~/components/ui/sample-label";
import { defaultTimelineView, timelinePage, type TimelinePeriod, type TimelineView } from "~/content/timeline";
import { TIMELINE_PERIOD_PARAM, TIMELINE_VIEW_PARAM } from "../timeline-view";
import { periodTypeBadge, periodTypeDot } from "./period-types";

export function Timeline({
  view,
  periods,
  selectedId,
}: {
  view: TimelineView;
  periods: readonly TimelinePeriod[];
  selectedId: string;
}) {
  return (
    <form method="get" data-replace="" className="mt-10">
      {view !== defaultTimelineView ? <input type="hidden" name={TIMELINE_VIEW_PARAM} value={view} /> : null}
      <p className="mb-6 text-slate-700 dark:text-slate-300">{timelinePage.detailsHint}</p>
      <ol className="relative space-y-6 before:absolute before:bottom-2 before:left-5 before:top-2 before:w-0.5 before:bg-slate-300 dark:before:bg-slate-700">
        {periods.map((period) => (
          <TimelineItem key={period.id} period={period} selected={period.id === selectedId} />
        ))}
      </ol>
    </form>
  );
}

function TimelineItem({ period, selected }: { period: TimelinePeriod; selected: boolean }) {
  const buttonId = `periode-${period.id}`;
  const detailsId = `details-${period.id}`;
  return (
    <li className="relative pl-14">
      <span
        aria-hidden="true"
        className={`absolute left-0 top-3 flex h-10 w-10 items-center justify-center rounded-full ring-4 ${periodTypeDot[period.type]}`}
      >
        <ContentIcon icon={period.icon} className="h-5 w-5" />
      </span>
      <article
        className={`rounded-2xl border bg-white p-5 shadow-sm transition-shadow dark:bg-slate-900 ${
          selected ? "border-brand-700 shadow-md dark:border-brand-200" : "border-slate-200 hover:shadow-md dark:border-slate-700"
        }`}
      >
        <h3 className="font-serif text-xl font-semibold">
          <button
            type="submit"
            id={buttonId}
            name={TIMELINE_PERIOD_PARAM}
            value={period.id}
            aria-expanded={selected}
            aria-controls={detailsId}
            className="group flex w-full flex-col items-start gap-2 rounded-lg text-left"
          >
            <span className="flex flex-wrap items-center gap-2 font-sans text-sm font-semibold">
              <span className="text-ochre-700 dark:text-ochre-400">{period.year}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs ${periodTypeBadge[period.type]}`}>{timelinePage.typeLabels[period.type]}</span>
              {period.sample ? <SampleLabel /> : null}
            </span>
            <span className="text-brand-800 group-hover:underline dark:text-brand-100">{period.title}</span>
          </button>
        </h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{period.description}</p>
        <div
          id={detailsId}
          role="region"
          aria-labelledby={buttonId}
          hidden={!selected}
          className="mt-4 border-t border-slate-200 pt-4 text-slate-800 dark:border-slate-700 dark:text-slate-200"
        >
          <p>{period.details}</p>
        </div>
      </article>
    </li>
  );
}
