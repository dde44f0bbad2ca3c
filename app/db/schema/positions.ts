// The association's positions register (public page /prises-positions and site search).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { searchColumns, searchIndexes } from "./search-columns";

/** Statuses named by the spec; other values are allowed and shown with the default colour. */
export const POSITION_STATUSES = [
  "Courrier officiel",
  "Position officielle",
  "En cours",
  "Proposition",
  "Interrogations/Position officielle",
  "Lettre ouverte",
] as const;

export const POSITION_CATEGORIES = [
  "Concertation",
  "Démocratie",
  "Mobilité",
  "Enquête",
  "Patrimoine",
  "Aménagement",
  "Urbanisme",
  "Lettre ouverte",
] as const;

/** Colour of a card's top bar: a key of a fixed palette (never raw CSS from the database). */
export const POSITION_COLORS = ["brand", "ochre", "emerald", "rose", "violet", "sky", "amber", "teal"] as const;
export type PositionColor = (typeof POSITION_COLORS)[number];

export const positions = pgTable(
  "positions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable anchor: /prises-positions#<slug>. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Real date (sorting, year filter, "Nouveau" badge). */
    date: date("date", { mode: "string" }).notNull(),
    /** Shown instead of the date when the date is vaguer than a day ("Juin 2023"). */
    dateLabel: text("date_label"),
    category: text("category").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    status: text("status").notNull(),
    color: text("color", { enum: POSITION_COLORS }).notNull().default("brand"),
    urgent: boolean("urgent").notNull().default(false),
    /** Optional external questionnaire link. */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns({ title: "title", head: ["category", "summary"], body: ["content"] }),
  },
  (t) => [
    index("positions_date_idx").on(t.date),
    ...searchIndexes("positions", t),
    check("positions_color_check", sql`${t.color} in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')`),
    check("positions_link_check", sql`${t.link} is null or ${t.link} ~ '^https?://'`),
  ],
);
