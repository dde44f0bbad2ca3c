// The blog in Chromium, on the seeded sample articles: filtering /blog with and without
// JavaScript, opening an article (reading time, share, previous / next), the empty state, a
// draft (404 for visitors, shown with its banner to the editorial team), the RSS feed and its
// autodiscovery link, and axe on /blog and an article in both themes.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, test } from "./support/test";

const TRABOULES = "Les traboules de la Presqu’île, un patrimoine à ouvrir";
const DRAFT = "/blog/exemple-brouillon-plan-lumiere";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const resultLine = (page: Page) => page.getByRole("main").getByRole("status");

test("/blog lists the published articles, newest first, never the draft", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités et actions");
  await expect(resultLine(page)).toHaveText(/^\d+ articles trouvés$/);
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.indexOf("Fête des Lumières\u202f: nos conseils aux habitants de la Presqu’île")).toBeLessThan(titles.indexOf(TRABOULES));
  expect(titles.join("\n")).not.toContain("(brouillon)");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("with JavaScript: a theme applies at once, the text on Enter; an article opens from « Lire la suite » and shares its link", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Thème").selectOption("Patrimoine");
    await expect(page).toHaveURL(/\/blog\?theme=Patrimoine$/);
    await page.getByLabel("Quartier").selectOption("Cordeliers");
    await expect(page).toHaveURL(/theme=Patrimoine&quartier=Cordeliers/);
    await page.getByLabel("Rechercher un article").fill("TRABOULES");
    await page.getByLabel("Rechercher un article").press("Enter");
    await expect(page).toHaveURL(/q=TRABOULES/);
    await expect(resultLine(page)).toHaveText("1 article trouvé pour «\u202fTRABOULES\u202f»");
    await expect(cards(page)).toHaveCount(1);

    await cards(page).getByRole("link", { name: /Lire la suite/ }).click();
    await expect(page).toHaveURL(/\/blog\/exemple-patrimoine-traboules$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TRABOULES);
    await expect(page.getByText("1 min de lecture")).toBeVisible();
    await expect(page.getByText("30 septembre 2026")).toBeVisible();
    await expect(page.getByRole("link", { name: /Article précédent/ })).toHaveAttribute("href", "/blog/exemple-commerces-independants");
    await expect(page.getByRole("link", { name: /Article suivant/ })).toHaveAttribute("href", "/blog/exemple-rue-de-la-republique-pietonne");
    await page.getByRole("button", { name: "Partager" }).click();
    await expect(page.getByTestId("toast")).toContainText("Lien copié dans le presse-papiers !");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/exemple-patrimoine-traboules$/);
  });
});

test("nothing found: the empty state resets the filters", async ({ page }) => {
  await page.goto("/blog?q=zzzintrouvable");
  await expect(resultLine(page)).toHaveText("0 article trouvé pour «\u202fzzzintrouvable\u202f»");
  await expect(page.getByRole("heading", { name: "Aucun article trouvé" })).toBeVisible();
  await expect(page.getByText("Aucun article ne correspond à vos critères de recherche.")).toBeVisible();
  await page.getByRole("link", { name: "Réinitialiser les filtres" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByLabel("Rechercher un article")).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters apply with « Filtrer » and « Lire la suite » opens the article", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Thème").selectOption("Patrimoine");
    await page.getByLabel("Rechercher un article").fill("traboules");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/theme=Patrimoine/);
    await expect(page).toHaveURL(/q=traboules/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(TRABOULES);
    await cards(page).getByRole("link", { name: /Lire la suite/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TRABOULES);
  });

  test("a draft or an unknown article is the site’s 404 page", async ({ page }) => {
    expect((await page.goto(DRAFT))?.status()).toBe(404);
    expect((await page.goto("/blog/nulle-part"))?.status()).toBe(404);
    await expect(page).toHaveTitle("Page introuvable | ADPL");
  });
});

test.describe("the editorial team", () => {
  test.use(signedInAs("redaction"));

  test("sees a draft with its banner, not indexed", async ({ page }) => {
    const response = await page.goto(DRAFT);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Brouillon — non publié")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test("the RSS feed is served as RSS with absolute links", async ({ request, baseURL }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain(`<link>${baseURL}/blog/exemple-patrimoine-traboules</link>`);
  expect(xml).not.toContain("exemple-brouillon-plan-lumiere");
});

test("an article has its metadata: og:type article, JSON-LD Article", async ({ page }) => {
  await page.goto("/blog/exemple-patrimoine-traboules");
  // The test server has no public https address: no canonical URL (lib/seo.test.ts gives it with one).
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((text) => JSON.parse(text) as { "@type": string; headline?: string }).find((d) => d["@type"] === "Article");
  expect(article?.headline).toBe(TRABOULES);
});

test("the site search finds an article, which opens its page", async ({ page }) => {
  await page.goto("/recherche?q=traboules");
  const result = page.getByRole("region", { name: "Actualités" }).getByRole("link", { name: new RegExp(TRABOULES) });
  await expect(result).toHaveAttribute("href", "/blog/exemple-patrimoine-traboules");
  await result.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TRABOULES);
});

for (const theme of ["light", "dark"] as const) {
  test(`no accessibility violation on /blog and an article (${theme})`, async ({ page }) => {
    if (theme === "dark") await useDarkTheme(page);
    await page.goto("/blog");
    await expectNoAxeViolations(page);
    await page.goto("/blog/exemple-rue-de-la-republique-pietonne");
    await expectNoAxeViolations(page);
  });
}
