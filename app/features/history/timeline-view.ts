// Rules of the history timeline: which view is shown, which periods it lists, which one is
// selected, over the periods on the site (queries.server.ts). Client-safe.
import { defaultTimelineView, timelineViewTypes, type TimelinePeriod, type TimelineView } from "~/content/timeline";

/** Query-string parameters of /histoire: `?vue=adpl&periode=<id>`. */
export const TIMELINE_VIEW_PARAM = "vue";
export const TIMELINE_PERIOD_PARAM = "periode";

export const timelineViews = Object.keys(timelineViewTypes) as TimelineView[];

/** The view named in the URL, or the default ('lyon') for anything else. */
export function parseTimelineView(value: string | null | undefined): TimelineView {
  return timelineViews.find((view) => view === value) ?? defaultTimelineView;
}

/** The periods a view shows, in the order given (history first, then major projects). */
export function periodsForView(view: TimelineView, periods: readonly TimelinePeriod[]): TimelinePeriod[] {
  const types = timelineViewTypes[view];
  return periods.filter((period) => types.includes(period.type));
}

/**
 * The selected period: the one named in the URL when it belongs to the view, otherwise the
 * first period of the view; null when the view has none.
 */
export function resolveSelectedPeriod(view: TimelineView, periodId: string | null | undefined, periods: readonly TimelinePeriod[]): TimelinePeriod | null {
  const visible = periodsForView(view, periods);
  return visible.find((period) => period.id === periodId) ?? visible[0] ?? null;
}

/** The state of the page read from its URL, over the periods on the site. */
export function readTimelineState(searchParams: URLSearchParams, periods: readonly TimelinePeriod[]) {
  const view = parseTimelineView(searchParams.get(TIMELINE_VIEW_PARAM));
  const selected = resolveSelectedPeriod(view, searchParams.get(TIMELINE_PERIOD_PARAM), periods);
  return { view, periods: periodsForView(view, periods), selected };
}
