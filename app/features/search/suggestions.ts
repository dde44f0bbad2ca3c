// "Did you mean": close spellings of the query's words among the index vocabulary (folded words,
// see search_words), chosen by edit distance, shown with their accents and capitals as the
// texts write them; and the main sections offered when a search finds nothing. Pure, shared
// client/server (the engine gathers the vocabulary candidates and the texts).
import { sitePages } from "~/config/pages";
import { foldText } from "~/lib/text-folding";

/** At most this many suggested queries. */
export const MAX_SUGGESTIONS = 3;

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "ainya" → "ainay" is
 * one edit, as are a missing, extra or wrong letter.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** How many edits a word of this length may be away from a suggestion: 1 up to 5 letters, then 2. */
export function maxEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * The vocabulary words close to a query word (both compared folded), nearest first; ties go to
 * the closest length, then alphabetical order. The word itself is never its own suggestion.
 */
export function closeWords(word: string, vocabulary: readonly string[], limit = MAX_SUGGESTIONS): string[] {
  const folded = foldText(word);
  const limitEdits = maxEdits(folded);
  const scored = [...new Set(vocabulary.map(foldText))]
    .filter((candidate) => candidate !== folded && Math.abs(candidate.length - folded.length) <= limitEdits)
    .map((candidate) => ({ candidate, distance: editDistance(folded, candidate) }))
    .filter(({ distance }) => distance <= limitEdits);
  scored.sort(
    (x, y) =>
      x.distance - y.distance ||
      Math.abs(x.candidate.length - folded.length) - Math.abs(y.candidate.length - folded.length) ||
      x.candidate.localeCompare(y.candidate),
  );
  return scored.slice(0, limit).map((s) => s.candidate);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * How the texts write each folded word: "bellecour" → "Bellecour", "pietonnisation" →
 * "piétonnisation". A word written with a capital only at the start of a text or a sentence is
 * an ordinary word and is given in lower case; one capitalised elsewhere is a name and keeps
 * it. Words the texts do not hold are left out (the caller falls back to the folded word).
 */
export function displayForms(texts: readonly string[], words: Iterable<string>): Map<string, string> {
  const wanted = new Set(words);
  const seen = new Map<string, { inner: Map<string, number>; initial: Map<string, number> }>();
  for (const text of texts) {
    for (const match of text.matchAll(WORD)) {
      const form = match[0];
      const folded = foldText(form);
      if (!wanted.has(folded)) continue;
      const before = text.slice(0, match.index).trimEnd();
      const initial = before === "" || /[.!?:«"(]$/.test(before);
      const entry = seen.get(folded) ?? { inner: new Map(), initial: new Map() };
      const bucket = initial ? entry.initial : entry.inner;
      bucket.set(form, (bucket.get(form) ?? 0) + 1);
      seen.set(folded, entry);
    }
  }
  const forms = new Map<string, string>();
  const mostFrequent = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  for (const [folded, entry] of seen) {
    const inner = mostFrequent(entry.inner);
    const form = inner ?? mostFrequent(entry.initial)?.toLocaleLowerCase("fr");
    if (form) forms.set(folded, form);
  }
  return forms;
}

/**
 * The queries to suggest: each unknown word replaced by its closest spelling (and, for the first
 * unknown word, by its next closest ones too, one query each); known words are kept as typed.
 * `corrections` maps the index of a query word to its close words, nearest first.
 */
export function suggestedQueries(
  words: readonly string[],
  corrections: ReadonlyMap<number, readonly string[]>,
  forms: ReadonlyMap<string, string> = new Map(),
  limit = MAX_SUGGESTIONS,
): string[] {
  const fixed = [...corrections.keys()].filter((i) => (corrections.get(i)?.length ?? 0) > 0).sort((a, b) => a - b);
  if (fixed.length === 0) return [];
  const show = (word: string) => forms.get(word) ?? word;
  const [first] = fixed;
  const queries = (corrections.get(first) ?? []).map((alternative) =>
    words.map((word, i) => (i === first ? show(alternative) : corrections.get(i)?.length ? show(corrections.get(i)![0]) : word)).join(" "),
  );
  return [...new Set(queries)].slice(0, limit);
}

/** The main sections offered when a search finds nothing, in the order of the site's menus. */
export const mainSections: readonly { label: string; path: string }[] = [
  { label: "Prises de position", path: sitePages.positions.path },
  { label: "Quartiers", path: sitePages.neighbourhoods.path },
  { label: "Histoire", path: sitePages.history.path },
  { label: "Remonter une idée", path: sitePages.ideas.path },
  { label: "Adhérer", path: sitePages.membershipForm.path },
  { label: "Contact", path: sitePages.contact.path },
];

/** The results page of a query. */
export function searchHref(query: string): string {
  return `${sitePages.search.path}?q=${encodeURIComponent(query)}`;
}
