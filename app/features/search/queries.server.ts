// The site search engine: French full-text search (stemming) on accent-folded text, the spec's
// substring rule as a floor, typo tolerance through the search vocabulary when exact matching
// finds little, ranked by relevance, capped per result type; "did you mean" suggestions when
// the query matches nothing as typed. Every source is searched with the
// same SQL; user input is only ever a bound parameter.
import { sql, type SQL } from "drizzle-orm";
import { rows, type Database } from "~/db/client.server";
import { foldText } from "~/lib/text-folding";
import {
  fuzzyWords,
  isSearchable,
  likePattern,
  normalizeQuery,
  queryWords,
  SUGGESTION_LIMIT,
  tsQueryText,
  type SearchGroup,
  type SearchResponse,
  type SearchSuggestion,
} from "./rules";
import { searchSources, type SearchDocument, type SearchSource } from "./sources/index.server";
import { closeWords, displayForms, suggestedQueries } from "./suggestions";

/** Vocabulary words at least this similar (trigrams) to an unknown query word are tried too. */
const CORRECTION_SIMILARITY = 0.45;
const CORRECTIONS_PER_WORD = 2;

/**
 * How a source is searched. "exact": stemmed full text plus the literal substring (the spec's
 * floor). "corrections": stemmed full text only, with the typo corrections as alternatives;
 * the literal part is already known to match little, and skipping it keeps the typo path off
 * the trigram scans of long texts.
 */
type Mode = "exact" | "corrections";

interface PreparedQuery {
  /** The to_tsquery expression, or null when the query has no usable word. */
  tsQuery: SQL | null;
  /** LIKE pattern of the folded query (the substring floor). */
  pattern: SQL;
}

function prepare(query: string, fixes: ReadonlyMap<string, readonly string[]>): PreparedQuery {
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
 * ranked: full-text rank on title (A) and short fields (B), plus bonuses when the literal query
 * occurs in the title, the short fields or anywhere (so literal matches outrank stemmed ones);
 * ties go to the newest.
 */
function sourceQuery(source: SearchSource, index: number, q: PreparedQuery, limit: number, mode: Mode): SQL {
  const cap = Math.max(limit * 4, 20);
  // Two tiers, each one index-driven scan: the title and short fields, then everything.
  const tier = (vector: SQL, text: SQL) => {
    const ways: SQL[] = [];
    if (q.tsQuery) ways.push(sql`${vector} @@ ${q.tsQuery}`);
    if (mode === "exact") ways.push(sql`${text} like ${q.pattern}`);
    return ways.length ? sql`(select key from docs where ${sql.join(ways, sql` or `)} limit ${cap})` : null;
  };
  const head = tier(sql`head_vector`, sql`head_text`);
  const all = tier(sql`search_vector`, sql`search_text`);
  if (!head || !all) return sql`(select ${index}::int as source, ''::text as key, ''::text as title, ''::text as summary, ''::text as url, false as sample where false)`;
  const candidates = sql`${head} union ${all}`;
  const rank = q.tsQuery ? sql`ts_rank(d.head_vector, ${q.tsQuery}) * 2` : sql`0`;
  return sql`(
    with docs as not materialized (${source.documents()}),
    candidates as materialized (${candidates})
    select ${index}::int as source, d.key, d.title, d.summary, d.url, d.sample
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

type FoundRow = SearchDocument & { source: number };

/**
 * The exact search of every source in one statement, which also returns, as rows of source
 * -1 (key = index of the query word, title = vocabulary word), spelling corrections for the
 * query words that are not in the vocabulary, looked up only when the exact search found fewer
 * than `limit` results ("stationement" → "stationnement"). GiST nearest-neighbour lookups on
 * the vocabulary's trigrams, so one correction costs well under a millisecond.
 */
function exactStatement(query: string, sources: readonly SearchSource[], limit: number): SQL {
  const exact = prepare(query, new Map());
  const search = sql.join(
    sources.map((source, i) => sourceQuery(source, i, exact, limit, "exact")),
    sql` union all `,
  );
  const words = fuzzyWords(query);
  if (words.length === 0) return search;
  const values = sql.join(
    words.map((w, i) => sql`(${i}::int, public.search_normalize(${w}))`),
    sql`, `,
  );
  return sql`
    with found as materialized (${search})
    select source, key, title, summary, url, sample from found
    union all
    select -1, q.i::text, s.word, '', '', false
    from (values ${values}) as q (i, w)
    cross join lateral (
      select word from search_words
      where word <> q.w
      order by word <-> q.w, word
      limit ${CORRECTIONS_PER_WORD}
    ) s
    where (select count(*) from found) < ${limit}
      and not exists (select 1 from search_words known where known.word = q.w)
      and similarity(s.word, q.w) >= ${CORRECTION_SIMILARITY}`;
}

function correctionsOf(query: string, found: FoundRow[]): Map<string, string[]> {
  const words = fuzzyWords(query);
  const fixes = new Map<string, string[]>();
  for (const row of found) {
    if (Number(row.source) !== -1) continue;
    const word = words[Number(row.key)];
    fixes.set(word, [...(fixes.get(word) ?? []), row.title]);
  }
  return fixes;
}

export interface SearchOptions {
  /** Results per type (5 in the overlay, more on the results page). */
  limit?: number;
  sources?: readonly SearchSource[];
}

/** Searches every source. Under 3 characters, returns `tooShort` and no result. */
export async function searchSite(db: Database, rawQuery: unknown, options: SearchOptions = {}): Promise<SearchResponse> {
  const query = normalizeQuery(rawQuery);
  if (!isSearchable(query)) return { query, tooShort: true, groups: [], suggestions: [] };
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const sources = options.sources ?? searchSources;
  await Promise.all(sources.map((source) => source.prepare?.(db)));
  const { groups, exactCount } = await runSearch(db, query, sources, limit);
  // Nothing matched as typed (no result, or only typo corrections): offer close spellings.
  const suggestions = exactCount === 0 ? await didYouMean(db, query, sources) : [];
  return { query, tooShort: false, groups, suggestions };
}

/** The search proper: the exact statement, then the corrected one when it is needed. */
async function runSearch(db: Database, query: string, sources: readonly SearchSource[], limit: number) {
  // One statement: every source, and the typo corrections when they are needed.
  const first = rows<FoundRow>(await db.execute(exactStatement(query, sources, limit)));
  const fixes = correctionsOf(query, first);
  const bySource = new Map<number, SearchDocument[]>();
  const add = (row: FoundRow) => {
    const list = bySource.get(Number(row.source)) ?? [];
    if (list.length < limit && !list.some((m) => m.key === row.key)) list.push(row);
    bySource.set(Number(row.source), list);
  };
  let exactCount = 0;
  for (const row of first) {
    if (Number(row.source) < 0) continue;
    exactCount += 1;
    add(row);
  }
  // Typo tolerance is a fallback: corrected matches come after every exact one.
  if (fixes.size > 0) {
    const corrected = prepare(query, fixes);
    const statement = sql.join(sources.map((source, i) => sourceQuery(source, i, corrected, limit, "corrections")), sql` union all `);
    for (const row of rows<FoundRow>(await db.execute(statement))) add(row);
  }
  const groups: SearchGroup[] = [];
  sources.forEach((source, i) => {
    const matches = bySource.get(i);
    if (!matches?.length) return;
    groups.push({
      type: source.type,
      label: source.groupLabel,
      results: matches.map((m) => ({ type: source.type, id: `${source.type}-${m.key}`, title: m.title, description: source.describe(m), url: m.url, sample: m.sample === true })),
    });
  });
  return { groups, exactCount };
}

/** Vocabulary words tried per unknown query word (nearest by trigrams), then filtered by edit distance. */
const DID_YOU_MEAN_CANDIDATES = 30;
/** The vocabulary holds words of 4 letters or more (search_words_collect). */
const VOCABULARY_MIN_LENGTH = 4;

/**
 * "Did you mean": for each query word missing from the vocabulary, the vocabulary words within
 * a small edit distance (accent-insensitive: both sides folded), written as the texts write
 * them; the suggested queries are kept only if they find something.
 */
async function didYouMean(db: Database, query: string, sources: readonly SearchSource[]): Promise<SearchSuggestion[]> {
  const words = queryWords(query);
  const checked = words.flatMap((word, i) => (foldText(word).length >= VOCABULARY_MIN_LENGTH ? [{ i, word: foldText(word) }] : []));
  if (checked.length === 0) return [];
  const values = sql.join(
    checked.map(({ i, word }) => sql`(${i}::int, public.search_normalize(${word}))`),
    sql`, `,
  );
  const candidates = rows<{ i: number; word: string }>(
    await db.execute(sql`
      select q.i, s.word
      from (values ${values}) as q (i, w)
      cross join lateral (
        select word from search_words where word <> q.w order by word <-> q.w, word limit ${DID_YOU_MEAN_CANDIDATES}
      ) s
      where not exists (select 1 from search_words known where known.word = q.w)`),
  );
  const corrections = new Map<number, string[]>();
  for (const { i } of checked) {
    const close = closeWords(
      words[i],
      candidates.filter((c) => Number(c.i) === i).map((c) => c.word),
    );
    if (close.length) corrections.set(i, close);
  }
  if (corrections.size === 0) return [];
  const forms = displayForms(await textsHolding(db, [...new Set([...corrections.values()].flat())], sources), [...corrections.values()].flat());
  const suggestions: SearchSuggestion[] = [];
  for (const suggestion of suggestedQueries(words, corrections, forms)) {
    const { groups } = await runSearch(db, suggestion, sources, 1);
    if (groups.length > 0) suggestions.push({ query: suggestion });
  }
  return suggestions;
}

/** Titles and summaries of a few documents holding these folded words, to read how they are written. */
async function textsHolding(db: Database, words: string[], sources: readonly SearchSource[]): Promise<string[]> {
  if (words.length === 0) return [];
  const holds = sql.join(
    words.map((w) => sql`d.search_text like ${likePattern(w)}`),
    sql` or `,
  );
  const statement = sql.join(
    sources.map((source) => sql`(with docs as not materialized (${source.documents()}) select d.title, d.summary from docs d where ${holds} limit 20)`),
    sql` union all `,
  );
  return rows<{ title: string; summary: string }>(await db.execute(statement)).flatMap((r) => [r.title, r.summary]);
}
