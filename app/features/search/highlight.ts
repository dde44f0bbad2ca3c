// Splits a text into plain and highlighted segments for the words of a query (accent- and
// case-insensitive, tolerant of plural endings and one-letter typos). Rendered with <mark>
// elements by React, so the text is never injected as HTML.
import { foldText } from "~/lib/text-folding";

export interface Segment {
  text: string;
  match: boolean;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/** Does a word of the text match a query term? Substring, same stem, or a small typo. */
export function wordMatches(word: string, term: string): boolean {
  if (word.includes(term)) return true;
  if (term.length < 4 || word.length < 4) return false;
  const shorter = Math.min(word.length, term.length);
  if (commonPrefix(word, term) >= Math.max(4, shorter - 2)) return true;
  return term.length >= 5 && withinOneEdit(word, term);
}

export function highlightTerms(query: string): string[] {
  return [...new Set(foldText(query).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3))];
}

export function highlight(text: string, query: string): Segment[] {
  const terms = highlightTerms(query);
  if (!text || terms.length === 0) return text ? [{ text, match: false }] : [];
  const segments: Segment[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  };
  const wordPattern = /[\p{L}\p{N}]+/gu;
  let cursor = 0;
  for (const found of text.matchAll(wordPattern)) {
    const start = found.index ?? 0;
    const word = found[0];
    const folded = foldText(word);
    const match = terms.some((term) => wordMatches(folded, term));
    push(text.slice(cursor, start), false);
    push(word, match);
    cursor = start + word.length;
  }
  push(text.slice(cursor), false);
  return segments;
}
