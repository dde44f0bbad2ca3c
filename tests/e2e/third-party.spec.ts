// P3 (privacy): a new visitor's browser contacts no other site. Every kind of public page the
// sitemap lists is opened in a fresh browser — consent banner unanswered — and scrolled to the
// bottom so that what loads late (the neighbourhoods map) loads too; any request leaving the
// site's origin is recorded (and cut off: tests run offline). The map's background tiles come
// from other sites only once the visitor asks for them (neighbourhoods.spec.ts).
import { expect, test } from "./support/test";

/** One page per kind: "/blog/a-article" stands for every article. */
function kindOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  return segments.length > 1 ? `/${segments[0]}/*` : path;
}

test("no public page makes a new visitor's browser contact another site", async ({ page, request, baseURL }) => {
  test.slow(); // one visit per kind of public page
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const kinds = new Map<string, string>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc!);
    const path = url.pathname + url.search;
    if (!kinds.has(kindOf(url.pathname))) kinds.set(kindOf(url.pathname), path);
  }
  // The sitemap leaves sample content out (every article of the e2e site is one): an article still has its visit.
  if (!kinds.has("/blog/*")) kinds.set("/blog/*", "/blog/exemple-rue-de-la-republique-pietonne");
  // The sitemap is the list: it must hold the pages this test is about.
  expect([...kinds.keys()]).toEqual(expect.arrayContaining(["/", "/quartiers", "/galerie", "/blog/*", "/rencontres/*"]));

  const elsewhere: string[] = [];
  await page.route(
    (url) => !["data:", "blob:"].includes(url.protocol) && url.origin !== origin,
    (route) => {
      elsewhere.push(`${route.request().url()} (on ${new URL(page.url()).pathname})`);
      return route.abort("blockedbyclient");
    },
  );
  for (const path of kinds.values()) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
});
