// The blog's rules shared by the server and the browser: the page size, the public address of an
// article, the reading time, the query string of a filter state and the result line's wording.
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS } from "~/db/schema/enums";

export { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS };
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogNeighbourhood = (typeof BLOG_NEIGHBORHOODS)[number];

/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 12;
/** Items of /blog/rss.xml. */
export const FEED_SIZE = 20;
/** Related articles under an article. */
export const RELATED_COUNT = 3;
/** Reading speed for "{n} min de lecture". */
export const WORDS_PER_MINUTE = 200;

export const BLOG_PATH = "/blog";
export const FEED_PATH = "/blog/rss.xml";

/** The public address of an article. */
export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** Minutes to read a Markdown text at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The filters of /blog as the page shows them (empty string: "Tous"). */
export interface BlogFilters {
  theme: string;
  quartier: string;
  q: string;
}

/** The query string of a filter state, empty filters left out (shareable addresses). */
export function blogSearch(filters: Partial<BlogFilters>, page = 1): string {
  const params = new URLSearchParams();
  if (filters.theme) params.set("theme", filters.theme);
  if (filters.quartier) params.set("quartier", filters.quartier);
  if (filters.q) params.set("q", filters.q);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** "3 articles trouvés pour «\u202fpatrimoine\u202f»" (spec: "{n} article(s) trouvé(s)" plus the search). */
export function resultLine(total: number, search: string): string {
  const plural = total > 1 ? "s" : "";
  const count = `${total} article${plural} trouvé${plural}`;
  return search ? `${count} pour «\u202f${search}\u202f»` : count;
}
