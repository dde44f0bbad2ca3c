// Proposals for the city: public fields (like a position) plus the back-office fields of
// spec 02 (theme, quartier, priorité, statut, published). Only published rows are public.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { POSITION_COLORS } from "./positions";
import { searchColumns, searchIndexes } from "./search-columns";

export const PROPOSAL_THEMES = [
  "Patrimoine & Culture",
  "Mobilité & Transport",
  "Commerce & Économie",
  "Qualité de vie",
  "Environnement",
  "Sécurité",
] as const;
export const PROPOSAL_PRIORITIES = ["haute", "moyenne", "basse"] as const;
export const PROPOSAL_STATES = ["en_cours", "realise", "abandonne"] as const;

export const proposals = pgTable(
  "proposals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key (seeding, links). */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    dateLabel: text("date_label"),
    /** Public category (e.g. Mobilité, Économie locale). */
    category: text("category").notNull(),
    summary: text("summary").notNull().default(""),
    /** The back-office "description" (optional long text). */
    content: text("content").notNull().default(""),
    status: text("status").notNull().default("Proposition"),
    color: text("color", { enum: POSITION_COLORS }).notNull().default("brand"),
    urgent: boolean("urgent").notNull().default(false),
    link: text("link"),
    theme: text("theme").notNull(),
    quartier: text("quartier"),
    priorite: text("priorite", { enum: PROPOSAL_PRIORITIES }).notNull().default("moyenne"),
    statut: text("statut", { enum: PROPOSAL_STATES }).notNull().default("en_cours"),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns({ title: "title", head: ["category", "summary"], body: ["content"] }),
  },
  (t) => [
    index("proposals_published_date_idx").on(t.published, t.date),
    ...searchIndexes("proposals", t),
    check("proposals_priorite_check", sql`${t.priorite} in ('haute', 'moyenne', 'basse')`),
    check("proposals_statut_check", sql`${t.statut} in ('en_cours', 'realise', 'abandonne')`),
    check("proposals_color_check", sql`${t.color} in ('brand', 'ochre', 'emerald', 'rose', 'violet', 'sky', 'amber', 'teal')`),
    check("proposals_link_check", sql`${t.link} is null or ${t.link} ~ '^https?://'`),
  ],
);
