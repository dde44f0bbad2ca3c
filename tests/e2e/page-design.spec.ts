// One page design (issue 11, docs/design.md): at 1440 px every public and member page has one
// h1, starting at the same x, in the same size and the self-hosted serif; the home hero's title
// is larger but starts at the same x. Both self-hosted fonts are loaded.
import { sitePages } from "../../app/config/pages";
import { expect, test, type Page } from "./support/test";
import { signedInAs } from "./support/auth";

test.use({ viewport: { width: 1440, height: 900 } });

const paths = [...new Set([...Object.values(sitePages).map((page) => page.path), "/newsletter", "/contact", "/recherche", "/espace?onglet=inscription"])];

async function titleGeometry(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1")).toHaveCount(1);
  return page.locator("h1").evaluate((h1) => {
    const style = getComputedStyle(h1);
    return { x: Math.round(h1.getBoundingClientRect().x), size: style.fontSize, family: style.fontFamily };
  });
}

test("every page's title starts at the same x, in the same size and serif", async ({ page }) => {
  // A walk over every page, each waited for until hydrated: longer than one page's budget.
  test.slow();
  const reference = await titleGeometry(page, "/histoire");
  expect(reference.family).toMatch(/^"?Source Serif 4/);
  for (const path of paths) {
    const title = await titleGeometry(page, path);
    expect(title.x, `title x on ${path}`).toBe(reference.x);
    expect(title.family, `title font on ${path}`).toBe(reference.family);
    if (path !== "/") expect(title.size, `title size on ${path}`).toBe(reference.size);
  }
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family.replaceAll('"', ""));
  });
  expect(fonts).toEqual(expect.arrayContaining(["Source Serif 4", "Source Sans 3"]));
});

test.describe("member space", () => {
  test.use(signedInAs("membre"));
  test("/espace has the same title geometry", async ({ page }) => {
    const reference = await titleGeometry(page, "/histoire");
    const title = await titleGeometry(page, "/espace");
    expect(title).toEqual(reference);
  });
});
