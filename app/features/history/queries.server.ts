// The periods of the history timeline on the site (/histoire): the published rows of
// timeline_periods, the city's history, then its major projects, then the association's
// milestones, each type in its back-office order.
import { asc, eq, sql } from "drizzle-orm";
import type { TimelinePeriod } from "~/content/timeline";
import type { Database } from "~/db/client.server";
import { timelinePeriods } from "~/db/schema";
import { TIMELINE_PERIOD_TYPES } from "~/db/schema/enums";

const TYPE_ORDER = sql`array_position(array[${sql.join(
  TIMELINE_PERIOD_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${timelinePeriods.periodType})`;

export async function listTimelinePeriods(db: Database): Promise<TimelinePeriod[]> {
  const rows = await db
    .select({
      id: timelinePeriods.slug,
      year: timelinePeriods.dateLabel,
      title: timelinePeriods.title,
      description: timelinePeriods.summary,
      details: timelinePeriods.content,
      icon: timelinePeriods.icon,
      type: timelinePeriods.periodType,
      sample: timelinePeriods.isSample,
    })
    .from(timelinePeriods)
    .where(eq(timelinePeriods.published, true))
    .orderBy(TYPE_ORDER, asc(timelinePeriods.position), asc(timelinePeriods.id));
  return rows.map((row) => ({ ...row, year: row.year ?? "" }));
}
