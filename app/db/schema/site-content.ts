// The content of the association's own pages that volunteers edit in the back-office ("Contenus
// du site", issue 14): the board (/equipe), the testimonials (/temoignages and the home
// carousel), the home page's campaigns, and the site settings (identity and legal notice,
// membership offer, headline figures, the board page's contact block and values).
// Rows seeded as samples keep `is_sample` until an administrator saves them: the public pages
// say the people shown are fictional while a published sample remains.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { CAMPAIGN_ICONS, CONSENT_METHODS, SETTING_KEYS, TESTIMONIAL_CATEGORIES, TIMELINE_ICONS, TIMELINE_PERIOD_TYPES } from "./enums";
import { documentColumns, documentConstraints, publishedFlag } from "./published-documents";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

/** Columns of every ordered, editable item: its place in the list, the sample flag, the save version. */
function itemColumns() {
  return {
    /** Display order, ascending; the back-office moves items up and down. */
    position: integer("position").notNull().default(0),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save: a save based on an older version is refused (no lost update). */
    version: integer("version").notNull().default(1),
  };
}

export const boardMembers = pgTable(
  "board_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key: the card's anchor on /equipe and the seeds' conflict target. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    profession: text("profession").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Expertise tags, in order. */
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    /** A /medias/… path of an uploaded photo (image module), or null: the card shows initials. */
    photo: text("photo"),
    photoAlt: text("photo_alt"),
    visible: boolean("visible").notNull().default(true),
    ...itemColumns(),
  },
  (t) => [index("board_members_position_idx").on(t.position), check("board_members_photo_check", sql`${t.photo} is null or ${t.photo} like '/%'`)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    category: text("category", { enum: TESTIMONIAL_CATEGORIES }).notNull(),
    /** A neighbourhood of the Presqu'île (BLOG_NEIGHBORHOODS) or null. */
    neighbourhood: text("neighbourhood"),
    text: text("text").notNull(),
    rating: integer("rating").notNull().default(5),
    photo: text("photo"),
    photoAlt: text("photo_alt"),
    featuredOnHome: boolean("featured_on_home").notNull().default(false),
    published: publishedFlag(),
    /** The person's agreement to publication: when and how (back-office only, never public). */
    consentOn: date("consent_on", { mode: "string" }).notNull(),
    consentMethod: text("consent_method", { enum: CONSENT_METHODS }).notNull(),
    consentNote: text("consent_note"),
    ...itemColumns(),
  },
  (t) => [
    index("testimonials_published_position_idx").on(t.published, t.position),
    check("testimonials_category_check", sql`${t.category} in (${inList(TESTIMONIAL_CATEGORIES)})`),
    check("testimonials_consent_method_check", sql`${t.consentMethod} in (${inList(CONSENT_METHODS)})`),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    check("testimonials_photo_check", sql`${t.photo} is null or ${t.photo} like '/%'`),
  ],
);

/**
 * The home page's campaigns ("Nos combats du moment"): published documents (search columns,
 * colour palette, slug as the anchor on /) with title, subtitle (summary), description
 * (content), an icon from a fixed list and an image.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    ...documentColumns(),
    status: text("status").notNull().default("Campagne"),
    published: publishedFlag(),
    icon: text("icon", { enum: CAMPAIGN_ICONS }).notNull().default("megaphone"),
    image: text("image"),
    imageAlt: text("image_alt"),
    ...itemColumns(),
  },
  (t) => [
    ...documentConstraints("campaigns", t),
    index("campaigns_position_idx").on(t.position),
    check("campaigns_icon_check", sql`${t.icon} in (${inList(CAMPAIGN_ICONS)})`),
    check("campaigns_image_check", sql`${t.image} is null or ${t.image} like '/%'`),
  ],
);

/**
 * The periods of the history timeline (/histoire, issue 36): the city's history and its major
 * projects (loaded by migration 0025 into every database: public history, the site's own text)
 * and the association's milestones (samples until it tells its own). A published document:
 * `date_label` is the period's year as shown ("43 av. J.-C.", "2024–2030"), `summary` its
 * description, `content` its details; `date` is the day it was written (the order is `position`,
 * within each type).
 */
export const timelinePeriods = pgTable(
  "timeline_periods",
  {
    ...documentColumns(),
    status: text("status").notNull().default("Période"),
    published: publishedFlag(),
    periodType: text("period_type", { enum: TIMELINE_PERIOD_TYPES }).notNull(),
    icon: text("icon", { enum: TIMELINE_ICONS }).notNull().default("flag"),
    ...itemColumns(),
  },
  (t) => [
    ...documentConstraints("timeline_periods", t),
    index("timeline_periods_type_position_idx").on(t.periodType, t.position),
    check("timeline_periods_type_check", sql`${t.periodType} in (${inList(TIMELINE_PERIOD_TYPES)})`),
    check("timeline_periods_icon_check", sql`${t.icon} in (${inList(TIMELINE_ICONS)})`),
  ],
);

/**
 * One JSON document per setting (identity and legal notice, membership offer, figures, board
 * page). Absent keys and absent fields fall back to the configuration's defaults (environment).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    key: text("key", { enum: SETTING_KEYS }).primaryKey(),
    value: jsonb("value").notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("site_settings_key_check", sql`${t.key} in (${inList(SETTING_KEYS)})`)],
);

export type BoardMemberRow = typeof boardMembers.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
