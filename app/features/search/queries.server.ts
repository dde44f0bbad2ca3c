// The site search engine: French full-text search (stemming) on accent-folded text, the spec's
// substring rule as a floor, typo tolerance through the search vocabulary when exact matching
// finds little, ranked by relevance, capped per result type. Every source is searched with the
// same SQL; user input is only ever a bound parameter.
import { sql, type SQL } from "drizzle-orm";
import { getDb, rows, type Database } from "~/db/client.server";
import { fuzzyWords, isSearchable, likePattern, normalizeQuery, SUGGESTION_LIMIT, tsQueryText, type SearchGroup, type SearchResponse } from "./rules";
import { searchSources, type SearchDocument, type SearchSource } from "./sources";

/** Vocabulary words at least this similar (trigrams) to an unknown query word are tried too. */
const CORRECTION_SIMILARITY = 0.45;
const CORRECTIONS_PER_WORD = 2;

interface PreparedQuery {
  /** The to_tsquery expression, or null when the query has no usable word. */
  tsQuery: SQL | null;
  /** LIKE pattern of the folded query (the substring floor). */
  pattern: SQL;
}

/**
 * Close vocabulary words for each query word that is not itself in the vocabulary
 * ("stationement" → "stationnement"). One small indexed lookup on a few thousand words.
 */
async function corrections(db: Database, query: string): Promise<Map<string, string[]>> {
  const words = fuzzyWords(query);
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const values = sql.join(
    words.map((w, i) => sql`(${i}::int, public.search_normalize(${w}))`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.i, s.word
    from (values ${values}) as q (i, w)
    cross join lateral (
      select word, similarity(word, q.w) as sim
      from search_words
      where word % q.w and word <> q.w
      order by sim desc, word
      limit ${CORRECTIONS_PER_WORD}
    ) s
    where s.sim >= ${CORRECTION_SIMILARITY}
      and not exists (select 1 from search_words known where known.word = q.w)`);
  for (const row of rows<{ i: number; word: string }>(result)) {
    const word = words[Number(row.i)];
    found.set(word, [...(found.get(word) ?? []), row.word]);
  }
  return found;
}

function prepare(query: string, fixes: Map<string, string[]>): PreparedQuery {
  const tsText = tsQueryText(query, fixes);
  return {
    tsQuery: tsText ? sql`to_tsquery('french'::regconfig, public.search_normalize(${tsText}))` : null,
    pattern: sql`public.search_normalize(${likePattern(query)})`,
  };
}

/**
 * One source's best matches, as a parenthesised SELECT for the UNION of all sources.
 * Candidates come from the indexes, at most `cap` per tier (title and short fields first, then
 * everything), so a very common word costs no more than a rare one; only the candidates are
 * ranked: full-text rank on title (A) and short fields (B), plus bonuses when the literal
 * query occurs in the title, the short fields or anywhere (so literal matches outrank typo
 * corrections); ties go to the newest.
 */
function sourceQuery(source: SearchSource, index: number, q: PreparedQuery, limit: number): SQL {
  const cap = Math.max(limit * 4, 20);
  const headMatch = q.tsQuery ? sql`(head_vector @@ ${q.tsQuery} or head_text like ${q.pattern})` : sql`head_text like ${q.pattern}`;
  const allMatch = q.tsQuery ? sql`(search_vector @@ ${q.tsQuery} or search_text like ${q.pattern})` : sql`search_text like ${q.pattern}`;
  const rank = q.tsQuery ? sql`ts_rank(d.head_vector, ${q.tsQuery}) * 2` : sql`0`;
  return sql`(
    with docs as not materialized (${source.documents()}),
    candidates as materialized (
      (select key from docs where ${headMatch} limit ${cap})
      union
      (select key from docs where ${allMatch} limit ${cap})
    )
    select ${index}::int as source, d.key, d.title, d.summary, d.url
    from candidates c join docs d on d.key = c.key
    order by
      ${rank}
        + case when public.search_normalize(d.title) like ${q.pattern} then 1.5 else 0 end
        + case when d.head_text like ${q.pattern} then 0.5 else 0 end
        + case when d.search_text like ${q.pattern} then 0.25 else 0 end desc,
      d.sort_date desc nulls last, d.title
    limit ${limit}
  )`;
}

export interface SearchOptions {
  /** Results per type (5 in the overlay, more on the results page). */
  limit?: number;
  sources?: readonly SearchSource[];
}

/** Searches every source. Under 3 characters, returns `tooShort` and no result. */
export async function searchSite(rawQuery: unknown, options: SearchOptions = {}): Promise<SearchResponse> {
  const query = normalizeQuery(rawQuery);
  if (!isSearchable(query)) return { query, tooShort: true, groups: [] };
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const sources = options.sources ?? searchSources;
  const db = getDb();
  // One statement for all sources: one round trip, results in source order then rank order.
  const run = async (fixes: Map<string, string[]>) =>
    rows<SearchDocument & { source: number }>(
      await db.execute(sql.join(sources.map((source, i) => sourceQuery(source, i, prepare(query, fixes), limit)), sql` union all `)),
    );
  let found = await run(new Map());
  // Typo tolerance is a fallback: only when exact, stemmed and substring matching leave room.
  if (found.length < limit) {
    const fixes = await corrections(db, query);
    if (fixes.size > 0) found = await run(fixes);
  }
  const bySource = new Map<number, SearchDocument[]>();
  for (const row of found) {
    const list = bySource.get(Number(row.source)) ?? [];
    list.push(row);
    bySource.set(Number(row.source), list);
  }
  const groups: SearchGroup[] = [];
  sources.forEach((source, i) => {
    const matches = bySource.get(i);
    if (!matches?.length) return;
    groups.push({
      type: source.type,
      label: source.groupLabel,
      results: matches.map((m) => ({ type: source.type, id: `${source.type}-${m.key}`, title: m.title, description: source.describe(m), url: m.url })),
    });
  });
  return { query, tooShort: false, groups };
}
