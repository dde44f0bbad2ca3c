// The prises de position's table in the back-office's content editor: form ↔ columns and the
// list's card.
import { desc } from "drizzle-orm";
import { positions } from "~/db/schema";
import { type ContentBinding, text } from "~/features/admin/content/binding";

export const positionBinding: ContentBinding = {
  table: positions,
  order: (t) => [desc(t.date), desc(t.id)],
  toColumns: (v) => ({
    title: v.title,
    date: v.date,
    dateLabel: text(v.date_label),
    category: v.category,
    status: v.status,
    summary: v.summary,
    content: (v.content as string | undefined) ?? "",
    color: v.color,
    urgent: v.urgent === true,
    link: text(v.link),
  }),
  toForm: (r) => ({
    title: r.title,
    slug: r.slug,
    date: r.date as string,
    date_label: (r.dateLabel as string | null) ?? "",
    category: r.category as string,
    status: r.status as string,
    summary: r.summary as string,
    content: r.content as string,
    color: r.color as string,
    urgent: r.urgent as boolean,
    link: (r.link as string | null) ?? "",
  }),
  card: (r) => ({ when: { iso: String(r.date), withTime: false }, text: r.summary as string, category: `${r.category as string} · ${r.status as string}`, neighbourhood: null }),
};
