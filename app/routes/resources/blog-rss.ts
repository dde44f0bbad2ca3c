// /blog/rss.xml: the RSS 2.0 feed of the 20 latest published articles (features/blog/feed.server.ts).
import type { Route } from "./+types/blog-rss";
import { loadSiteConfig } from "~/features/association/identity.server";
import { FEED_CONTENT_TYPE, renderFeed } from "~/features/blog/feed.server";
import { latestPublishedPosts } from "~/features/blog/queries.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const [site, items] = await Promise.all([loadSiteConfig(db), latestPublishedPosts(db)]);
  return new Response(renderFeed(site, items), {
    headers: { "Content-Type": FEED_CONTENT_TYPE, "Cache-Control": "public, max-age=900" },
  });
}
