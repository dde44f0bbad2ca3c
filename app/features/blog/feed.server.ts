// /blog/rss.xml: an RSS 2.0 feed of the latest published articles (title, absolute link, permalink
// guid, RFC 822 date, excerpt, category), with its own address as atom:link rel="self". Every
// text is XML-escaped, and characters XML 1.0 forbids are dropped.
import type { PublicSiteConfig } from "~/config/association";
import { FEED_PATH, articlePath } from "./rules";
import type { FeedItem } from "./queries.server";
import { SAMPLE_LABEL } from "~/components/ui/sample-label";

export const FEED_CONTENT_TYPE = "application/rss+xml; charset=utf-8";
export const FEED_TITLE = "Actualités et actions";
export const FEED_DESCRIPTION = "Les articles de l’association sur la vie de la Presqu’île.";

/** Escapes text for XML content and attributes; drops control characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return (
    value
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** The feed document: `site` gives the channel's name and the absolute links. */
export function renderFeed(site: Pick<PublicSiteConfig, "siteUrl" | "shortName">, items: readonly FeedItem[], now: Date = new Date()): string {
  const base = site.siteUrl.replace(/\/$/, "");
  const newest = items[0] ? new Date(items[0].publishedAt) : now;
  const entries = items.map((item) => {
    const link = escapeXml(`${base}${articlePath(item.slug)}`);
    return `    <item>
      <title>${escapeXml(item.sample ? `${SAMPLE_LABEL}\u202f: ${item.title}` : item.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
      <category>${escapeXml(item.category)}</category>
      <description>${escapeXml(item.summary)}</description>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${FEED_TITLE} — ${site.shortName}`)}</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <description>${escapeXml(FEED_DESCRIPTION)}</description>
    <language>fr-FR</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${base}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
}
