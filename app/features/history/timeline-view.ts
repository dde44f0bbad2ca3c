// Rules of the history timeline: which view is shown, which periods it lists, which one is selected.
import {
  defaultTimelineView,
  timelinePeriods,
  timelineViewTypes,
  type TimelinePeriod,
  type TimelineView,
} from "~/content/timeline";

/** Query-string parameters of /histoire: `?vue=adpl&periode=<id>`. */
export const TIMELINE_VIEW_PARAM = "vue";
export const TIMELINE_PERIOD_PARAM = "periode";

export const timelineViews = Object.keys(timelineViewTypes) as TimelineView[];

/** The view named in the URL, or the default ('lyon') for anything else. */
export function parseTimelineView(value: string | null | undefined): TimelineView {
  return timelineViews.find((view) => view === value) ?? defaultTimelineView;
}

/** The periods a view shows, in content order (history first, then major projects). */
export function periodsForView(view: TimelineView, periods: readonly TimelinePeriod[] = timelinePeriods): TimelinePeriod[] {
  const types = timelineViewTypes[view];
  return periods.filter((period) => types.includes(period.type));
}

/**
 * The selected period: the one named in the URL when it belongs to the view,
 * otherwise the first period of the view.
 */
export function resolveSelectedPeriod(
  view: TimelineView,
  periodId: string | null | undefined,
  periods: readonly TimelinePeriod[] = timelinePeriods,
): TimelinePeriod {
  const visible = periodsForView(view, periods);
  const first = visible[0];
  if (!first) throw new Error(`The timeline view "${view}" has no period`);
  return visible.find((period) => period.id === periodId) ?? first;
}

/** The state of the page read from its URL. */
export function readTimelineState(searchParams: URLSearchParams) {
  const view = parseTimelineView(searchParams.get(TIMELINE_VIEW_PARAM));
  const periods = periodsForView(view);
  const selected = resolveSelectedPeriod(view, searchParams.get(TIMELINE_PERIOD_PARAM));
  return { view, periods, selected };
}

/** Query string for a view and a period; the defaults are left out to keep links short. */
export function timelineSearch(view: TimelineView, periodId?: string): string {
  const params = new URLSearchParams();
  if (view !== defaultTimelineView) params.set(TIMELINE_VIEW_PARAM, view);
  if (periodId && periodId !== periodsForView(view)[0]?.id) params.set(TIMELINE_PERIOD_PARAM, periodId);
  const search = params.toString();
  return search ? `?${search}` : "";
}
