// /robots.txt: everything public is indexable; the back-office and member space are not.
import type { Route } from "./+types/robots";
import { getSiteConfig } from "~/lib/site-config.server";

export function loader(_: Route.LoaderArgs) {
  const { siteUrl } = getSiteConfig();
  const body = `User-agent: *
Allow: /
Disallow: /admin
Disallow: /espace

Sitemap: ${siteUrl}/sitemap.xml
`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
