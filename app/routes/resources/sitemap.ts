// /sitemap.xml: the public pages of the page registry, then the published content with its last
// change. Each content type adds its own entries through one function below.
import type { Route } from "./+types/sitemap";
import { sitemapPaths } from "~/config/pages";
import type { Database } from "~/db/client.server";
import { publishedPostsForSitemap } from "~/features/blog/queries.server";
import { articlePath } from "~/features/blog/rules";
import { eventPath } from "~/features/events/paths";
import { listEventSitemapEntries } from "~/features/events/queries.server";
import { getDatabase } from "~/lib/request-context.server";
import { getSiteConfig } from "~/lib/site-config.server";

interface SitemapEntry {
  /** Path on this site, starting with "/". */
  path: string;
  lastmod?: Date;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function urlElement(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`;
}

/** Blog: every published article, with its last change. */
async function blogEntries(db: Database): Promise<SitemapEntry[]> {
  return (await publishedPostsForSitemap(db)).map((post) => ({ path: articlePath(post.slug), lastmod: post.updatedAt }));
}

/** Rencontres: every published rencontre, with its last change. */
async function eventEntries(db: Database): Promise<SitemapEntry[]> {
  return (await listEventSitemapEntries(db)).map((event) => ({ path: eventPath(event.slug), lastmod: event.updatedAt }));
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const { siteUrl } = getSiteConfig();
  const entries: SitemapEntry[] = [...sitemapPaths().map((path) => ({ path })), ...(await blogEntries(db)), ...(await eventEntries(db))];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => urlElement(siteUrl, entry)).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
