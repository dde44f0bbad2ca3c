// The public pages kept on the device for offline reading (ADR 0018): the home page, the
// history, the neighbourhoods, the positions, the blog and the rencontres, with the latest
// articles and the next rencontres. The service worker keeps them after a first visit
// (/api/hors-ligne) and the offline page lists them.
import { sitePages } from "~/config/pages";
import { latestPublishedPosts } from "~/features/blog/queries.server";
import { listUpcomingEvents } from "~/features/events/queries.server";

export interface OfflinePage {
  url: string;
  title: string;
}

/** How many of the latest articles and of the next rencontres are kept. */
export const OFFLINE_LATEST = 3;

const KEY_PAGES: readonly OfflinePage[] = [
  { url: sitePages.home.path, title: "Accueil" },
  { url: sitePages.history.path, title: "Notre histoire" },
  { url: sitePages.neighbourhoods.path, title: "Nos quartiers" },
  { url: sitePages.positions.path, title: "Prises de position" },
  { url: sitePages.blog.path, title: "Blog" },
  { url: sitePages.events.path, title: "Rencontres" },
];

export async function offlinePages(now: Date): Promise<{ pages: OfflinePage[]; articles: OfflinePage[]; events: OfflinePage[] }> {
  const [posts, upcoming] = await Promise.all([latestPublishedPosts(OFFLINE_LATEST), listUpcomingEvents(now)]);
  return {
    pages: [...KEY_PAGES],
    articles: posts.map((post) => ({ url: `/blog/${post.slug}`, title: post.title })),
    events: upcoming.slice(0, OFFLINE_LATEST).map((event) => ({ url: `/rencontres/${event.slug}`, title: event.title })),
  };
}
