// /manifest.webmanifest: makes the site installable as an app.
import type { Route } from "./+types/manifest";
import { loadSiteConfig } from "~/features/association/identity.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const site = await loadSiteConfig(getDatabase(context));
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: "Le site de l’association des riverains et commerçants de la Presqu’île de Lyon.",
    lang: "fr",
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
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
