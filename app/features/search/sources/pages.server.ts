// The site search's page entries: the pages of the registry (app/config/pages.ts) that declare
// a search title and description. No table: the documents are computed from a VALUES list by the
// same expressions as the tables' columns, once per process.
import { sql, type SQL } from "drizzle-orm";
import { allPages } from "~/config/pages";
import { rows } from "~/db/client.server";
import type { SearchSource } from "./types";

/** The searchable pages; the key (the path without its slash) makes the result's id. */
const pageEntries = allPages.flatMap((page) =>
  page.search ? [{ key: page.path.replace(/^\//, ""), title: page.search.title, description: page.search.description, url: page.path }] : [],
);

/** The page documents with their search columns computed by SQL from the entries above. */
function computedDocuments() {
  const rows = sql.join(
    pageEntries.map((p) => sql`(${p.key}::text, ${p.title}::text, ${p.description}::text, ${p.url}::text)`),
    sql`, `,
  );
  return sql`
    select key, title, summary, url, null::date as sort_date,
      public.search_normalize(title || ' ' || summary) as head_text,
      public.search_normalize(title || ' ' || summary) as search_text,
      setweight(to_tsvector('french'::regconfig, public.search_normalize(title)), 'A')
        || setweight(to_tsvector('french'::regconfig, public.search_normalize(summary)), 'B') as head_vector,
      setweight(to_tsvector('french'::regconfig, public.search_normalize(title)), 'A')
        || setweight(to_tsvector('french'::regconfig, public.search_normalize(summary)), 'B') as search_vector
    from (values ${rows}) as pages (key, title, summary, url)`;
}

interface PageRow {
  key: string;
  title: string;
  summary: string;
  url: string;
  head_text: string;
  head_vector: string;
}

/**
 * The same documents with their columns computed once per process and inlined as literals:
 * stemming the entries on every search cost several milliseconds of each query.
 */
let precomputed: SQL | null = null;

export const pagesSource: SearchSource = {
  type: "page",
  label: "Page",
  groupLabel: "Pages",
  async prepare(db) {
    if (precomputed) return;
    const result = rows<PageRow>(
      await db.execute(sql`select key, title, summary, url, head_text, head_vector::text as head_vector from (${computedDocuments()}) d`),
    );
    const values = sql.join(
      result.map((r) => sql`(${r.key}::text, ${r.title}::text, ${r.summary}::text, ${r.url}::text, ${r.head_text}::text, ${r.head_vector}::tsvector)`),
      sql`, `,
    );
    precomputed = sql`
      select key, title, summary, url, null::date as sort_date,
        head_text, head_text as search_text, head_vector, head_vector as search_vector
      from (values ${values}) as pages (key, title, summary, url, head_text, head_vector)`;
  },
  documents: () => precomputed ?? computedDocuments(),
  describe: (document) => document.summary,
};
