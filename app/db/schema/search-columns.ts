// Generated search columns shared by every searchable table: accent- and case-folded text for
// substring and trigram matching, and weighted French tsvectors for full-text search. PostgreSQL
// computes them from the row's own text columns (search_normalize comes from migration 0002).
import { sql } from "drizzle-orm";
import { customType, index, text, type ExtraConfigColumn } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

/** Names of the text columns a table indexes: title (weight A), head (B) and body (C). Columns must be NOT NULL. */
export interface SearchFields {
  title: string;
  head: string[];
  body: string[];
}

const joined = (columns: string[]) => columns.map((c) => `"${c}"`).join(` || ' ' || `);
const normalized = (columns: string[]) => `public.search_normalize(${joined(columns)})`;
const vector = (columns: string[], weight: "A" | "B" | "C") =>
  `setweight(to_tsvector('french'::regconfig, ${normalized(columns)}), '${weight}')`;

/**
 * The four generated columns. head_* covers title and short fields (ranked, typo-tolerant);
 * search_* covers everything (stemmed matching and the substring floor).
 */
export function searchColumns(fields: SearchFields) {
  const head = [fields.title, ...fields.head];
  const all = [...head, ...fields.body];
  const headVector = `${vector([fields.title], "A")} || ${vector(fields.head, "B")}`;
  return {
    headText: text("head_text").generatedAlwaysAs(sql.raw(normalized(head))),
    searchText: text("search_text").generatedAlwaysAs(sql.raw(normalized(all))),
    headVector: tsvector("head_vector").generatedAlwaysAs(sql.raw(headVector)),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql.raw(`${headVector} || ${vector(fields.body, "C")}`)),
  };
}

/** GIN indexes over the generated columns: tsvector for full-text, trigrams for substrings and typos. */
export function searchIndexes(
  table: string,
  columns: { headText: ExtraConfigColumn; searchText: ExtraConfigColumn; headVector: ExtraConfigColumn; searchVector: ExtraConfigColumn },
) {
  return [
    index(`${table}_head_vector_idx`).using("gin", columns.headVector),
    index(`${table}_search_vector_idx`).using("gin", columns.searchVector),
    index(`${table}_head_text_trgm_idx`).using("gin", columns.headText.op("gin_trgm_ops")),
    index(`${table}_search_text_trgm_idx`).using("gin", columns.searchText.op("gin_trgm_ops")),
  ];
}
