// The search source of entries that live in code rather than in a table (the page registry,
// the neighbourhoods). Their documents are a VALUES list whose search
// columns are computed by the same SQL expressions as the tables' columns, once per process
// (stemming them on every query cost several milliseconds), then inlined as literals. The first
// search also adds their words to the search vocabulary (search_words), which the tables fill
// by trigger, so typo correction and "did you mean" know them too.
import { sql, type SQL } from "drizzle-orm";
import { rows, type Database } from "~/db/client.server";
import type { SearchResultType } from "../rules";
import type { SearchDocument, SearchSource } from "./types";

export interface StaticEntry {
  /** Unique within the source; the result's id is `${type}-${key}`. */
  key: string;
  title: string;
  /** The short text shown and weighted after the title (description). */
  summary: string;
  /** Further searched text, weighted least (history, details, points of interest). */
  body?: string;
  url: string;
}

export interface StaticSourceDeclaration {
  type: SearchResultType;
  label: string;
  groupLabel: string;
  entries: readonly StaticEntry[];
  describe(document: SearchDocument): string;
}

/** The entries with their search columns computed by SQL (what a table's generated columns hold). */
function computedDocuments(entries: readonly StaticEntry[]): SQL {
  const values = sql.join(
    entries.map((e) => sql`(${e.key}::text, ${e.title}::text, ${e.summary}::text, ${e.body ?? ""}::text, ${e.url}::text)`),
    sql`, `,
  );
  const head = sql`setweight(to_tsvector('french'::regconfig, public.search_normalize(title)), 'A')
        || setweight(to_tsvector('french'::regconfig, public.search_normalize(summary)), 'B')`;
  return sql`
    select key, title, summary, url, null::date as sort_date, false as sample,
      public.search_normalize(title || ' ' || summary) as head_text,
      public.search_normalize(title || ' ' || summary || ' ' || body) as search_text,
      ${head} as head_vector,
      ${head} || setweight(to_tsvector('french'::regconfig, public.search_normalize(body)), 'C') as search_vector
    from (values ${values}) as entries (key, title, summary, body, url)`;
}

interface ComputedRow {
  key: string;
  title: string;
  summary: string;
  url: string;
  head_text: string;
  search_text: string;
  head_vector: string;
  search_vector: string;
}

export function staticSource(declaration: StaticSourceDeclaration): SearchSource {
  const { entries } = declaration;
  let precomputed: SQL | null = null;
  return {
    type: declaration.type,
    label: declaration.label,
    groupLabel: declaration.groupLabel,
    async prepare(db: Database) {
      if (precomputed || entries.length === 0) return;
      const result = rows<ComputedRow>(
        await db.execute(
          sql`select key, title, summary, url, head_text, search_text, head_vector::text as head_vector, search_vector::text as search_vector
              from (${computedDocuments(entries)}) d`,
        ),
      );
      // The vocabulary rule of the tables' trigger (search_words_collect).
      await db.execute(sql`
        insert into search_words (word)
        select distinct w from (values ${sql.join(
          result.map((r) => sql`(${r.search_text}::text)`),
          sql`, `,
        )}) as t (text), regexp_split_to_table(t.text, '[^[:alnum:]]+') as w
        where length(w) between 4 and 40
        on conflict do nothing`);
      const values = sql.join(
        result.map(
          (r) =>
            sql`(${r.key}::text, ${r.title}::text, ${r.summary}::text, ${r.url}::text, ${r.head_text}::text, ${r.search_text}::text, ${r.head_vector}::tsvector, ${r.search_vector}::tsvector)`,
        ),
        sql`, `,
      );
      precomputed = sql`
        select key, title, summary, url, null::date as sort_date, false as sample, head_text, search_text, head_vector, search_vector
        from (values ${values}) as entries (key, title, summary, url, head_text, search_text, head_vector, search_vector)`;
    },
    documents: () => {
      if (precomputed) return precomputed;
      if (entries.length === 0) {
        return sql`select ''::text as key, ''::text as title, ''::text as summary, ''::text as url, null::date as sort_date, false as sample,
          ''::text as head_text, ''::text as search_text, ''::tsvector as head_vector, ''::tsvector as search_vector where false`;
      }
      return computedDocuments(entries);
    },
    describe: declaration.describe,
  };
}
