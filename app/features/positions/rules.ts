// The positions register's rules from the spec: displayed summary, badges, keyword search,
// filters, option lists and grouping. Pure functions, shared by the server and the browser.
import type { DocumentCard } from "~/db/schema/published-documents";
import { lazy } from "~/lib/lazy";
import { foldText } from "~/lib/text-folding";

export const SUMMARY_FALLBACK_LENGTH = 220;
export const RECENT_DAYS = 60;
const DAY_MS = 86_400_000;

/** What a card needs from a position: the public fields of a published document. */
export type PositionCard = DocumentCard;

/**
 * A card as the page shows it: its date already written out by the server (the editor's label,
 * else the French date), so the browser never builds a date formatter to hydrate the list.
 */
export type ShownPosition = PositionCard & { dateLabel: string };

export interface PositionFilters {
  q?: string;
  year?: string;
  status?: string;
  category?: string;
}

/** The summary if non-empty; else the first 220 characters of content + "..." when longer; else empty. */
export function displayedSummary(position: Pick<PositionCard, "summary" | "content">): string {
  if (position.summary.trim()) return position.summary;
  const content = position.content;
  if (!content) return "";
  return content.length > SUMMARY_FALLBACK_LENGTH ? `${content.slice(0, SUMMARY_FALLBACK_LENGTH)}...` : content;
}

export type PositionBadge = "urgent" | "recent" | null;

/** URGENT wins; "Nouveau" when not urgent and dated less than 60 days before now. */
export function positionBadge(position: Pick<PositionCard, "urgent" | "date">, now: Date = new Date()): PositionBadge {
  if (position.urgent) return "urgent";
  const age = now.getTime() - Date.parse(`${position.date}T00:00:00Z`);
  return age >= 0 && age < RECENT_DAYS * DAY_MS ? "recent" : null;
}

/** Keyword words: trimmed, lower-cased, accent-folded, split on whitespace. */
export function keywordWords(query: string): string[] {
  return foldText(query.trim()).split(/\s+/).filter(Boolean);
}

/** True when every word occurs in title + category + summary + content (accent-insensitive). */
export function matchesKeywords(position: Pick<PositionCard, "title" | "category" | "summary" | "content">, query: string): boolean {
  const words = keywordWords(query);
  if (words.length === 0) return true;
  const haystack = foldText(`${position.title} ${position.category} ${position.summary} ${position.content}`);
  return words.every((word) => haystack.includes(word));
}

export function positionYear(position: Pick<PositionCard, "date">): string {
  return position.date.slice(0, 4);
}

/** All filters combine with AND; an empty filter lets everything through. */
export function filterPositions<T extends PositionCard>(list: readonly T[], filters: PositionFilters): T[] {
  return list.filter(
    (p) =>
      (!filters.year || positionYear(p) === filters.year) &&
      (!filters.status || p.status === filters.status) &&
      (!filters.category || p.category === filters.category) &&
      (!filters.q || matchesKeywords(p, filters.q)),
  );
}

const collator = lazy(() => new Intl.Collator("fr", { sensitivity: "base" }));
export const compareFrench = (a: string, b: string) => a.localeCompare(b, "fr");

export interface PositionOptions {
  years: string[];
  statuses: string[];
  categories: string[];
}

/** Options derived from the data: years descending, statuses and categories ascending (French order). */
export function deriveOptions(list: readonly Pick<PositionCard, "date" | "status" | "category">[]): PositionOptions {
  const years = [...new Set(list.map(positionYear))].sort((a, b) => b.localeCompare(a));
  const statuses = [...new Set(list.map((p) => p.status))].sort(compareFrench);
  const categories = [...new Set(list.map((p) => p.category))].sort(compareFrench);
  return { years, statuses, categories };
}

export interface PositionGroup<T> {
  category: string;
  positions: T[];
}

/** Grouped by category (alphabetical, French collation); urgent first, then newest first. */
export function groupByCategory<T extends Pick<PositionCard, "category" | "urgent" | "date" | "title">>(list: readonly T[]): PositionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const p of list) {
    const group = groups.get(p.category);
    if (group) group.push(p);
    else groups.set(p.category, [p]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareFrench(a, b))
    .map(([category, items]) => ({
      category,
      positions: [...items].sort(
        (a, b) => Number(b.urgent) - Number(a.urgent) || b.date.localeCompare(a.date) || collator().compare(a.title, b.title),
      ),
    }));
}

export type StatusTone = "green" | "orange" | "blue" | "red";

/** Status badge colours of the spec; any other status is blue. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case "Position officielle":
      return "green";
    case "En cours":
      return "orange";
    case "Interrogations/Position officielle":
      return "red";
    default:
      return "blue";
  }
}

/** The stable public link of a position. */
export function positionPath(slug: string): string {
  return `/prises-positions#${slug}`;
}
