// The campaigns' table in the back-office's content editor: form ↔ columns and the list's card.
import { asc } from "drizzle-orm";
import { campaigns } from "~/db/schema";
import { type ContentBinding, text } from "~/features/admin/content/binding";
import { parisIsoDate } from "~/lib/dates";

export const campaignBinding: ContentBinding = {
  table: campaigns,
  order: (t) => [asc(t.position), asc(t.id)],
  toColumns: (v, now) => ({
    title: v.title,
    summary: v.subtitle,
    content: v.description,
    icon: v.icon,
    color: v.color,
    image: text(v.image),
    imageAlt: text(v.image) ? text(v.image_alt) : null,
    published: v.published === true,
    category: "Campagne",
    date: parisIsoDate(now),
  }),
  toForm: (r) => ({
    title: r.title,
    subtitle: r.summary as string,
    description: r.content as string,
    icon: r.icon as string,
    color: r.color as string,
    image: (r.image as string | null) ?? "",
    image_alt: (r.imageAlt as string | null) ?? "",
    published: r.published as boolean,
  }),
  card: (r) => ({ when: null, text: r.content as string, category: r.summary as string, neighbourhood: null }),
  keptOnUpdate: ["date"],
};
