// Reads of the blog for the public side: the filtered, paginated list of /blog, one article with
// its neighbours and related articles, and the latest articles of the feed and the sitemap. Only
// published articles are public; an article's draft is read only for someone who may edit it
// (the route decides). The search text is matched in SQL on the accent- and case-folded title
// and excerpt (search_normalize, as the site search folds), always as a bound parameter.
import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { publishCounts, type PublishCounts } from "~/lib/counts.server";
import { blogPosts } from "~/db/schema";
import { countRows, defineList, escapeLike, paginate, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import { formatDate } from "~/lib/dates";
import { renderMarkdown } from "~/lib/markdown.server";
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS, BLOG_PAGE_SIZE, FEED_SIZE, RELATED_COUNT, readingMinutes } from "./rules";

/** The URL parameters of /blog: ?theme=&quartier=&q=&page=; any other value is ignored. */
export const blogList = defineList({
  filters: {
    theme: { param: "theme", values: BLOG_CATEGORIES },
    neighbourhood: { param: "quartier", values: BLOG_NEIGHBORHOODS },
  },
  sorts: ["recent"],
  defaultPageSize: BLOG_PAGE_SIZE,
  maxPageSize: BLOG_PAGE_SIZE,
});

export type BlogListQuery = ListQueryOf<typeof blogList>;

/** The query of a /blog address; the page size is fixed (a ?par_page= is ignored). */
export function parseBlogQuery(url: URL): BlogListQuery {
  return { ...blogList.fromUrl(url), pageSize: BLOG_PAGE_SIZE };
}

/** What a card shows of an article. */
export interface BlogCard {
  slug: string;
  title: string;
  summary: string;
  category: string;
  neighbourhood: string | null;
  image: string | null;
  imageAlt: string | null;
  /** When it was published (ISO instant): the shown date and the list's order. */
  publishedAt: string;
  /** That date as shown ("7 juin 2023"), written by the server: the browser builds no date formatter. */
  dateLabel: string;
  /** Loaded with the site as an example: labelled « Exemple » (features/samples). */
  sample: boolean;
}

/**
 * The publication instant: published_at (set the first time the article is published), else the
 * article's date at midnight UTC (rows written before published_at existed). The list, the feed
 * and previous / next all order by it, newest first, the id breaking ties.
 */
const publicationInstant = sql<Date>`coalesce(${blogPosts.publishedAt}, (${blogPosts.date}::timestamp at time zone 'UTC'))`;
const newestFirst = [desc(publicationInstant), desc(blogPosts.id)];

const cardColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  neighbourhood: blogPosts.neighborhood,
  image: blogPosts.image,
  imageAlt: blogPosts.imageAlt,
  sample: blogPosts.isSample,
  publishedAt: sql<string>`${publicationInstant}`.mapWith((v: unknown) => toInstant(v).toISOString()),
};

/** A card as the pages receive it, its date written out. */
const toCard = <Row extends Omit<BlogCard, "dateLabel">>(row: Row): Row & { dateLabel: string } => ({ ...row, dateLabel: formatDate(row.publishedAt) });

function toInstant(value: unknown): Date {
  if (value instanceof Date) return value;
  // pg and PGlite return timestamptz as text in a raw expression; PostgreSQL's "+00" offset is ISO-compatible once padded.
  const text = String(value).replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  return new Date(text);
}

const isPublished = eq(blogPosts.published, true);

/** Folded substring of the title or the excerpt: "eglise" finds "Église", "FÊTE" finds "fête". */
function searchMatch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = sql`public.search_normalize(${`%${escapeLike(search)}%`})`;
  return or(sql`public.search_normalize(${blogPosts.title}) like ${pattern}`, sql`public.search_normalize(${blogPosts.summary}) like ${pattern}`);
}

/** The WHERE clause of /blog: published, and every filter given (theme, neighbourhood, text). */
function listWhere(query: BlogListQuery): SQL | undefined {
  return and(
    isPublished,
    query.theme ? eq(blogPosts.category, query.theme) : undefined,
    query.neighbourhood ? eq(blogPosts.neighborhood, query.neighbourhood) : undefined,
    searchMatch(query.search),
  );
}

/** One page of published articles matching the filters, newest first, with the total. */
export async function listPublishedPosts(db: Database, query: BlogListQuery): Promise<ListPage<BlogCard>> {
  const where = listWhere(query);
  return paginate(
    query,
    async (limit, offset) => (await db.select(cardColumns).from(blogPosts).where(where).orderBy(...newestFirst).limit(limit).offset(offset)).map(toCard),
    () => countRows(db, blogPosts, where),
  );
}

/** A neighbouring article (previous or next by publication date). */
export interface ArticleLink {
  slug: string;
  title: string;
}

export interface Article extends BlogCard {
  published: boolean;
  /** The body rendered by the one sanitising Markdown renderer. */
  html: string;
  readingMinutes: number;
  updatedAt: string;
  /** The article published just before this one, and just after. */
  previous: ArticleLink | null;
  next: ArticleLink | null;
  related: BlogCard[];
}

/**
 * The article at this address with its neighbours and related articles, or null. A draft is
 * returned only when `includeDrafts` (someone who may edit the blog); its neighbours and
 * related articles are still published ones only.
 */
export async function getArticle(db: Database, slug: string, { includeDrafts = false }: { includeDrafts?: boolean } = {}): Promise<Article | null> {
  const [row] = await db
    .select({ ...cardColumns, id: blogPosts.id, content: blogPosts.content, published: blogPosts.published, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), includeDrafts ? undefined : isPublished))
    .limit(1);
  if (!row) return null;
  // Compared in the database, at its own precision: (instant, id) of a row against this article's.
  const position = sql`(${publicationInstant}, ${blogPosts.id})`;
  const key = sql`(select ${publicationInstant}, ${blogPosts.id} from ${blogPosts} where ${blogPosts.id} = ${row.id})`;
  const link = { slug: blogPosts.slug, title: blogPosts.title };
  const others = and(isPublished, ne(blogPosts.id, row.id));
  const sameTopic = row.neighbourhood ? or(eq(blogPosts.category, row.category), eq(blogPosts.neighborhood, row.neighbourhood)) : eq(blogPosts.category, row.category);
  const [[previous], [next], related] = await Promise.all([
    db.select(link).from(blogPosts).where(and(others, sql`${position} < ${key}`)).orderBy(...newestFirst).limit(1),
    db.select(link).from(blogPosts).where(and(others, sql`${position} > ${key}`)).orderBy(asc(publicationInstant), asc(blogPosts.id)).limit(1),
    db.select(cardColumns).from(blogPosts).where(and(others, sameTopic)).orderBy(...newestFirst).limit(RELATED_COUNT),
  ]);
  const { id: _id, content, updatedAt, ...card } = row;
  return {
    ...toCard(card),
    html: renderMarkdown(content),
    readingMinutes: readingMinutes(content),
    updatedAt: updatedAt.toISOString(),
    previous: previous ?? null,
    next: next ?? null,
    related: related.map(toCard),
  };
}

/** What the feed says of an article. */
export interface FeedItem {
  slug: string;
  title: string;
  summary: string;
  category: string;
  publishedAt: string;
  /** A sample: its title says « Exemple » in feed readers too. */
  sample: boolean;
}

/** The latest published articles, newest first (RSS: the 20 latest). */
export async function latestPublishedPosts(db: Database, limit = FEED_SIZE): Promise<FeedItem[]> {
  const { slug, title, summary, category, publishedAt, sample } = cardColumns;
  return db.select({ slug, title, summary, category, publishedAt, sample }).from(blogPosts).where(isPublished).orderBy(...newestFirst).limit(limit);
}

/** Every published article's address and last change (sitemap.xml), samples left out: nothing fictional is offered to search engines. */
export async function publishedPostsForSitemap(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.isSample, false)))
    .orderBy(...newestFirst);
}

/** The back-office dashboard's card: every article, the published ones and the drafts. */
export function blogPostCounts(db: Database): Promise<PublishCounts> {
  return publishCounts(db, blogPosts);
}
