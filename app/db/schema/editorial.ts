// The editorial content administrators write in the back-office: blog posts and rencontres
// (events). Both are published documents (published-documents.ts, ADR 0009) with drafts; the
// columns the spec names keep its meaning (excerpt → summary, type_evenement → category).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { documentColumns, documentConstraints, publishedFlag } from "./published-documents";
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS, EVENT_TYPES } from "./enums";

export { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS, EVENT_TYPES };

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

export const blogPosts = pgTable(
  "blog_posts",
  {
    ...documentColumns(),
    status: text("status").notNull().default("Actualité"),
    published: publishedFlag(),
    /** One of BLOG_NEIGHBORHOODS, or null for the whole Presqu’île. */
    neighborhood: text("neighborhood"),
    /** A storage key of an uploaded image (images module) or an http(s) URL. */
    image: text("image"),
    imageAlt: text("image_alt"),
    /** Set the first time the article is published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    ...documentConstraints("blog_posts", t),
    check("blog_posts_category_check", sql`${t.category} in (${inList(BLOG_CATEGORIES)})`),
    check("blog_posts_neighborhood_check", sql`${t.neighborhood} is null or ${t.neighborhood} in (${inList(BLOG_NEIGHBORHOODS)})`),
  ],
);

export const events = pgTable(
  "events",
  {
    ...documentColumns(),
    status: text("status").notNull().default("Rencontre"),
    published: publishedFlag(),
    /** Date and time of the rencontre (stored UTC, entered and shown in Europe/Paris). */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    place: text("lieu").notNull(),
    participantsInfo: text("participants_info"),
    /** Seats offered (registrations, later); null: no limit. */
    capacity: integer("capacity"),
  },
  (t) => [
    ...documentConstraints("events", t),
    index("events_starts_at_idx").on(t.startsAt),
    check("events_type_check", sql`${t.category} in (${inList(EVENT_TYPES)})`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type EventRow = typeof events.$inferSelect;
