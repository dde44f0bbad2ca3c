// The periods of the /histoire timeline as search results (a table of published documents, issue
// 36): found by their title, description and details; each opens the page on the view that lists
// it (lyon or adpl) with the period selected (`?vue=adpl&periode=<slug>`, the page's own URL
// state, features/history/timeline-view.ts).
import { sql } from "drizzle-orm";
import { sitePages } from "~/config/pages";
import { timelineViewTypes } from "~/content/timeline";
import { timelinePeriods } from "~/db/schema";
import { TIMELINE_PERIOD_PARAM, TIMELINE_VIEW_PARAM } from "~/features/history/timeline-view";
import { documentSource } from "./documents.server";

const adplTypes = timelineViewTypes.adpl.map((type) => sql`${type}`);

export const timelineSource = documentSource(timelinePeriods, {
  type: "periode",
  label: "Histoire",
  groupLabel: "Histoire",
  link: { page: sitePages.history.path },
  url: sql`case when ${timelinePeriods.periodType} in (${sql.join(adplTypes, sql`, `)})
    then ${`${sitePages.history.path}?${TIMELINE_VIEW_PARAM}=adpl&${TIMELINE_PERIOD_PARAM}=`}::text || ${timelinePeriods.slug}
    else ${`${sitePages.history.path}?${TIMELINE_PERIOD_PARAM}=`}::text || ${timelinePeriods.slug} end`,
});
