// /manifest.webmanifest: makes the site installable as an app.
import type { Route } from "./+types/manifest";
import { sitePages } from "~/config/pages";
import { loadSiteConfig } from "~/features/association/identity.server";
import { getDatabase } from "~/lib/request-context.server";

const SHORTCUT_ICONS = [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }];

export async function loader({ context }: Route.LoaderArgs) {
  const site = await loadSiteConfig(getDatabase(context));
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: "Le site de l’association des riverains et commerçants de la Presqu’île de Lyon.",
    id: "/",
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#152e52",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    // The actions a resident comes back for, offered from the installed app's icon (named as in
    // the footer's site map).
    shortcuts: [
      { name: sitePages.ideas.siteMap, short_name: "Une idée", description: "Signaler un problème ou proposer une idée pour la Presqu’île", url: sitePages.ideas.path, icons: SHORTCUT_ICONS },
      { name: sitePages.events.siteMap, description: "Les prochaines rencontres de l’association", url: sitePages.events.path, icons: SHORTCUT_ICONS },
      { name: sitePages.membership.siteMap, description: "Adhérer à l’association pour l’année", url: sitePages.membership.path, icons: SHORTCUT_ICONS },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
