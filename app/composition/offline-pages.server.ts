// The public pages kept on the device for offline reading (ADR 0018): the home page, the
// history, the neighbourhoods, the positions, the blog and the rencontres, with the latest
// articles and the next rencontres. The service worker keeps them after a first visit
// (/api/hors-ligne) and the offline page lists them.
import { sitePages } from "~/config/pages";
import type { Database } from "~/db/client.server";
import { latestPublishedPosts } from "~/features/blog/queries.server";
import { listUpcomingEvents } from "~/features/events/queries.server";

export interface OfflinePage {
  url: string;
  title: string;
}

/** How many of the latest articles and of the next rencontres are kept. */
export const OFFLINE_LATEST = 3;

/** Named as in the footer's site map. */
const KEY_PAGES: readonly OfflinePage[] = [sitePages.home, sitePages.history, sitePages.neighbourhoods, sitePages.positions, sitePages.blog, sitePages.events].map(
  (page) => ({ url: page.path, title: page.siteMap }),
);

export async function offlinePages(db: Database, now: Date): Promise<{ pages: OfflinePage[]; articles: OfflinePage[]; events: OfflinePage[] }> {
  const [posts, upcoming] = await Promise.all([latestPublishedPosts(db, OFFLINE_LATEST), listUpcomingEvents(db, now)]);
  return {
    pages: [...KEY_PAGES],
    articles: posts.map((post) => ({ url: `/blog/${post.slug}`, title: post.title })),
    events: upcoming.slice(0, OFFLINE_LATEST).map((event) => ({ url: `/rencontres/${event.slug}`, title: event.title })),
  };
}
