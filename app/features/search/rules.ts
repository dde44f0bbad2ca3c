// Site search rules from the spec (minimum length, per-type limit, excerpt format) and the
// parsing of a raw query into what the database search needs. Pure, shared client/server.
import { cleanText } from "~/lib/form-fields";

export const MIN_QUERY_LENGTH = 3;
/** At most 5 position results and 5 proposal results (overlay). */
export const SUGGESTION_LIMIT = 5;
/** The full results page shows more per type. */
export const PAGE_LIMIT = 20;
export const EXCERPT_LENGTH = 80;
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;

/** Spec 01 §3 types, plus the history periods of /histoire, the home page's campaigns, the blog's articles and the rencontres. */
export type SearchResultType = "page" | "quartier" | "position" | "proposition" | "periode" | "campagne" | "article" | "rencontre";

export interface SearchResult {
  type: SearchResultType;
  id: string;
  title: string;
  description: string;
  url: string;
  /** Sample content: labelled « Exemple » (features/samples). */
  sample: boolean;
}

export interface SearchGroup {
  type: SearchResultType;
  label: string;
  results: SearchResult[];
}

/** A close query to try instead ("Vouliez-vous dire…"): the text shown and searched. */
export interface SearchSuggestion {
  query: string;
}

export interface SearchResponse {
  query: string;
  tooShort: boolean;
  groups: SearchGroup[];
  /**
   * Close spellings of the query, found in the index vocabulary, that give results; only
   * when the query itself matched nothing literally (no result, or only typo corrections).
   */
  suggestions: SearchSuggestion[];
}

/**
 * The `q` parameter: trimmed, inner whitespace collapsed, capped; anything that is not a string
 * becomes "". Plain code, not a schema: the search dialog's browser code uses it.
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  // Trimmed again after the cut, which may fall just after a space.
  return cleanText(raw).replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trimEnd();
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

/** "Prise de position : " + the first 80 characters of the summary + "…". */
export function excerpt(typeLabel: string, summary: string): string {
  const text = summary.replace(/[^\S\u00a0\u202f]+/g, " ").trim().slice(0, EXCERPT_LENGTH).trimEnd();
  return `${typeLabel}\u202f: ${text}…`;
}

/**
 * The same label and 80-character cut for the items the spec does not describe (neighbourhoods,
 * history periods), with the ellipsis only when the text is cut: "Quartier : Quartier résidentiel…".
 */
export function shortDescription(typeLabel: string, text: string): string {
  const clean = text.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
  if (clean.length <= EXCERPT_LENGTH) return `${typeLabel}\u202f: ${clean}`;
  return `${typeLabel}\u202f: ${clean.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

/** Letters and digits of the query, lower-cased, at least 2 characters, at most 8 words. */
export function queryWords(query: string): string[] {
  return query
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .slice(0, MAX_WORDS);
}

/**
 * A to_tsquery expression: every word required, the last one as a prefix (the user may still
 * be typing it); a word with spelling corrections matches either. Words hold only letters and
 * digits (corrections are filtered the same way), so the expression is always valid.
 */
export function tsQueryText(query: string, corrections: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const words = queryWords(query);
  return words
    .map((w, i) => {
      const term = i === words.length - 1 && w.length >= 3 ? `${w}:*` : w;
      const alternatives = (corrections.get(w) ?? []).filter((c) => /^[\p{L}\p{N}]+$/u.test(c));
      return alternatives.length ? `(${[term, ...alternatives].join(" | ")})` : term;
    })
    .join(" & ");
}

/** Words long enough for typo correction (trigram similarity is noise on shorter ones). */
export function fuzzyWords(query: string): string[] {
  return queryWords(query).filter((w) => w.length >= 4);
}

/** Escapes LIKE wildcards so the query is matched literally. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
