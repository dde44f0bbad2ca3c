// The "published document" shape shared by the content types administrators edit (positions,
// proposals; blog posts and rencontres next): a stable slug, a title, a real date with an
// optional vaguer label, a category, summary and content, a card colour, the urgent flag, an
// optional external link, timestamps and the generated search columns. A table spreads
// documentColumns(), adds its status (and the published flag when it has drafts) and its own
// columns, and takes documentConstraints(); the query, search and seed helpers then work on it
// unchanged (ADR 0009, and ../published-documents.server.ts for the reads).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgTable,
} from "drizzle-orm/pg-core";
import { searchColumns, searchIndexes } from "./search-columns";
import { DOCUMENT_COLORS } from "./enums";

export { DOCUMENT_COLORS };
export type DocumentColor = (typeof DOCUMENT_COLORS)[number];

/** The columns every published document has, in this order before the type's own. */
export function documentColumns() {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key: the public anchor or address, and the seeds' conflict target. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Real date (sorting, year filter, "Nouveau" badge). */
    date: date("date", { mode: "string" }).notNull(),
    /** Shown instead of the date when the date is vaguer than a day ("Juin 2023"). */
    dateLabel: text("date_label"),
    category: text("category").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    color: text("color", { enum: DOCUMENT_COLORS }).notNull().default("brand"),
    urgent: boolean("urgent").notNull().default(false),
    /**
     * Loaded with the site as an example (db/seeds): fictional, labelled « Exemple » wherever it
     * shows, never counted in a figure, removed with the others in one act (features/samples).
     */
    isSample: boolean("is_sample").notNull().default(false),
    /** Optional external link (a questionnaire, a petition). */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every back-office save: a save based on an older version is refused (no lost update). */
    version: integer("version").notNull().default(1),
    ...searchColumns({ title: "title", head: ["category", "summary"], body: ["content"] }),
  };
}

/** The flag of document types that have drafts: only published rows are public (and searched). */
export function publishedFlag() {
  return boolean("published").notNull().default(false);
}

type ConstraintColumns = {
  date: ExtraConfigColumn;
  color: ExtraConfigColumn;
  link: ExtraConfigColumn;
  headText: ExtraConfigColumn;
  searchText: ExtraConfigColumn;
  headVector: ExtraConfigColumn;
  searchVector: ExtraConfigColumn;
  published?: ExtraConfigColumn;
};

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * Indexes and checks of a document table: the public list's order (behind the published flag
 * when there is one), the search indexes, the colour palette and http(s)-only links.
 */
export function documentConstraints(table: string, t: ConstraintColumns) {
  return [
    t.published ? index(`${table}_published_date_idx`).on(t.published, t.date) : index(`${table}_date_idx`).on(t.date),
    ...searchIndexes(table, t),
    check(`${table}_color_check`, sql`${t.color} in (${inList(DOCUMENT_COLORS)})`),
    check(`${table}_link_check`, sql`${t.link} is null or ${t.link} ~ '^https?://'`),
  ];
}

/** A table declared with documentColumns() and a status column. */
export type DocumentTable = PgTable & Record<keyof ReturnType<typeof documentColumns> | "status", AnyPgColumn> & { published?: AnyPgColumn };

/** What a card shows of any published document: its public fields. */
export interface DocumentCard {
  slug: string;
  title: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  dateLabel: string | null;
  category: string;
  summary: string;
  content: string;
  status: string;
  color: string;
  urgent: boolean;
  link: string | null;
  /** Loaded with the site as an example: labelled « Exemple » (features/samples). */
  isSample: boolean;
}
