// /sitemap.xml: the public routes.
import type { Route } from "./+types/sitemap";
import { publicPages } from "~/config/navigation";
import { getSiteConfig } from "~/lib/site-config.server";

export function loader(_: Route.LoaderArgs) {
  const { siteUrl } = getSiteConfig();
  const paths = [...new Set([...publicPages.map((p) => p.to), "/adhesion-structured"])];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${siteUrl}${p === "/" ? "/" : p}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
