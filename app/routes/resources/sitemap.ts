// /sitemap.xml: the public pages of the page registry.
import type { Route } from "./+types/sitemap";
import { sitemapPaths } from "~/config/pages";
import { getSiteConfig } from "~/lib/site-config.server";

export function loader(_: Route.LoaderArgs) {
  const { siteUrl } = getSiteConfig();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemapPaths()
  .map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`)
  .join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
