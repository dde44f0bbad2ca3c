// The timeline's table in the back-office's content editor: form ↔ columns and the list's card.
import { asc } from "drizzle-orm";
import { periodCategory, type TimelinePeriodType } from "~/content/timeline";
import { timelinePeriods } from "~/db/schema";
import type { ContentBinding } from "~/features/admin/content/binding";
import { parisIsoDate } from "~/lib/dates";

export const timelinePeriodBinding: ContentBinding = {
  table: timelinePeriods,
  order: (t) => [asc(t.position), asc(t.id)],
  toColumns: (v, now) => ({
    dateLabel: v.year,
    title: v.title,
    summary: v.description,
    content: v.details,
    periodType: v.type,
    category: periodCategory(v.type as TimelinePeriodType, String(v.year)),
    icon: v.icon,
    published: v.published === true,
    date: parisIsoDate(now),
  }),
  toForm: (r) => ({
    year: (r.dateLabel as string | null) ?? "",
    title: r.title,
    description: r.summary as string,
    details: r.content as string,
    type: r.periodType as string,
    icon: r.icon as string,
    published: r.published as boolean,
  }),
  card: (r) => ({ when: null, text: r.summary as string, category: r.category as string, neighbourhood: null }),
  keptOnUpdate: ["date"],
};
