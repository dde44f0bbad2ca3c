// Reads shared by every published-document type (see schema/published-documents.ts): the
// public list, so that no feature can forget the published flag of a type with drafts.
import { asc, desc, eq, type GetColumnData } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";
import type { DocumentTable } from "./schema/published-documents";

/** The columns of a card (DocumentCard): the public fields of every document type. */
const CARD_FIELDS = ["slug", "title", "date", "dateLabel", "category", "summary", "content", "status", "color", "urgent", "link", "isSample"] as const;

type CardColumns<T extends DocumentTable> = Pick<T, (typeof CARD_FIELDS)[number]>;
type Row<Fields extends Record<string, AnyPgColumn>> = { [K in keyof Fields]: GetColumnData<Fields[K]> };

function cardColumns<T extends DocumentTable>(table: T): CardColumns<T> {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, table[field]])) as CardColumns<T>;
}

/** The public documents of a table, newest first: the card's fields plus `extra` columns. */
export async function listPublicDocuments<T extends DocumentTable, E extends Record<string, AnyPgColumn> = Record<never, never>>(
  db: Database,
  table: T,
  extra?: E,
): Promise<Row<CardColumns<T> & E>[]> {
  const rows = await db
    .select({ ...cardColumns(table), ...extra })
    // Widened: drizzle cannot check a generic table against its subquery rules.
    .from(table as PgTable)
    // Types with drafts show only their published rows; the others have no flag.
    .where(table.published ? eq(table.published, true) : undefined)
    .orderBy(desc(table.date), asc(table.title));
  // The selection is exactly these columns; drizzle's inference only loses them to the generic.
  return rows as Row<CardColumns<T> & E>[];
}
