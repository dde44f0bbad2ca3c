// The periods of the /histoire timeline as search items: found by their year, title,
// description and details; each opens the page on the view that lists it (lyon or adpl) with
// the period selected (`?vue=adpl&periode=<id>`, the page's own URL state, see timelineSearch).
import { timelinePeriods, timelineViewTypes, type TimelinePeriod, type TimelineView } from "~/content/timeline";
import { timelineSearch, timelineViews } from "~/features/history/timeline-view";
import { sitePages } from "~/config/pages";
import { shortDescription } from "../rules";
import { staticSource, type StaticEntry } from "./static.server";

/** The view of the timeline that lists a period. */
export function viewOfPeriod(period: TimelinePeriod): TimelineView {
  const view = timelineViews.find((v) => timelineViewTypes[v].includes(period.type));
  if (!view) throw new Error(`No timeline view lists the period type "${period.type}"`);
  return view;
}

export function periodEntries(list: readonly TimelinePeriod[] = timelinePeriods): StaticEntry[] {
  return list.map((period) => ({
    key: period.id,
    title: period.title,
    // The year leads the description: "1976, La rue de la République…".
    summary: `${period.year}, ${period.description}`,
    body: period.details,
    url: `${sitePages.history.path}${timelineSearch(viewOfPeriod(period), period.id)}`,
  }));
}

export const timelineSource = staticSource({
  type: "periode",
  label: "Histoire",
  groupLabel: "Histoire",
  entries: periodEntries(),
  describe: (document) => shortDescription("Histoire", document.summary),
});
