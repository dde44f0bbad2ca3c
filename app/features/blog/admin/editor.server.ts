// The blog's table in the back-office's content editor: form ↔ columns, the list's card, and
// the article's author and first publication date.
import { desc, sql } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { type ContentBinding, text } from "~/features/admin/content/binding";
import { parisIsoDate } from "~/lib/dates";

export const blogBinding: ContentBinding = {
  table: blogPosts,
  order: (t) => [desc(t.createdAt), desc(t.id)],
  toColumns: (v, now) => ({
    title: v.title,
    summary: v.excerpt,
    content: v.content,
    category: v.category,
    neighborhood: text(v.neighborhood),
    image: text(v.image),
    imageAlt: text(v.image) ? text(v.image_alt) : null,
    published: v.published === true,
    date: parisIsoDate(now),
  }),
  toForm: (r) => ({
    title: r.title,
    slug: r.slug,
    excerpt: r.summary as string,
    content: r.content as string,
    category: r.category as string,
    neighborhood: (r.neighborhood as string | null) ?? "",
    image: (r.image as string | null) ?? "",
    image_alt: (r.imageAlt as string | null) ?? "",
    published: r.published as boolean,
  }),
  card: (r) => ({ when: null, text: r.summary as string, category: r.category as string, neighbourhood: r.neighborhood as string | null }),
  onCreate: (v, actor, now) => ({ authorId: actor.id, publishedAt: v.published === true ? now : null }),
  keptOnUpdate: ["date"],
  onUpdate: (v, before, now) => (v.published === true && !before.publishedAt ? { publishedAt: now } : {}),
  onToggle: (t, now) => ({ publishedAt: sql`coalesce(${t.publishedAt}, case when ${t.published} then null else ${now.toISOString()}::timestamptz end)` }),
};
