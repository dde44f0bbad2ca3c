// The page shell on every route: header, menus, mobile panel, search overlay, footer, 404.
import { expect, sharedPage, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

const specRoutes = [
  "/",
  "/histoire",
  "/equipe",
  "/quartiers",
  "/galerie",
  "/blog",
  "/rencontres",
  "/propositions-lyon",
  "/prises-positions",
  "/remontee-idees",
  "/depot-photos",
  "/adhesion",
  "/adhesion-structured",
  "/espace",
  "/admin",
  "/temoignages",
  "/mentions-legales",
  "/politique-confidentialite",
];

test.describe("every page of the spec", () => {
  const shared = sharedPage();
  for (const path of specRoutes) {
    test(`${path} answers 200 in French with the header and footer`, async () => {
      const page = shared();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("footer#pied-de-page")).toBeVisible();
      await expect(page.locator("footer#pied-de-page").getByRole("link", { name: "Mentions légales" }).first()).toBeVisible();
      await expect(page).toHaveTitle(/ADPL/);
    });
  }
});

test("the admin area sends anonymous visitors to the sign-in page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/espace\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Espace membre" })).toBeVisible();
});

test("desktop menus open on click and on hover, navigate, and highlight the current section", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await nav.getByRole("button", { name: "À propos" }).click();
  await expect(nav.getByRole("link", { name: "Notre Histoire" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Notre Équipe" })).toBeVisible();
  await nav.getByRole("link", { name: "Nos Quartiers" }).click();
  await expect(page).toHaveURL(/\/quartiers$/);
  await expect(nav.getByRole("button", { name: "À propos" })).toHaveAttribute("data-active", "true");
  await expect(nav.getByRole("button", { name: "Actions" })).not.toHaveAttribute("data-active", "true");

  await nav.getByRole("button", { name: "Médias" }).hover();
  await expect(nav.getByRole("link", { name: "Galerie Photos" })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(nav.getByRole("link", { name: "Galerie Photos" })).toBeHidden();

  // Hover opens after the 200 ms delay (a click right after would toggle it closed again).
  await nav.getByRole("button", { name: "Actions" }).hover();
  await expect(nav.getByRole("link", { name: "Adhérer" })).toHaveAttribute("href", "/adhesion-structured");
});

test("menus work with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await nav.getByRole("button", { name: "Médias" }).focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Blog" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);
});

test("the header shows the press space in a new tab and the membership and sign-in links", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const press = header.getByRole("link", { name: /Espace Presse/ });
  await expect(press).toHaveAttribute("target", "_blank");
  await expect(press).toHaveAttribute("rel", /noopener/);
  await expect(header.getByRole("link", { name: "Adhérer" })).toHaveAttribute("href", "/adhesion");
  await expect(header.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/espace");
});

test("the header shrinks after 20 px of scroll and the back-to-top button appears after 160 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto("/mentions-legales");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-shrunk", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-shrunk", "true");
  const backToTop = page.getByRole("button", { name: "Revenir en haut de la page" });
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute("data-shrunk", "false");
});

test("on a page barely taller than the window, scrolling to its end leaves the header as it is and the page still", async ({ page }) => {
  // Shrinking there used to shorten the page under the scroll, which fell back under 20 px, and
  // the header grew again: it flickered for as long as anything scrolled.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/mentions-legales");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: height - 40 });
  await page.evaluate(() => window.scrollTo(0, 40));
  const header = page.getByRole("banner");
  const positions = await page.evaluate(async () => {
    const seen: number[] = [];
    for (let frame = 0; frame < 20; frame += 1) {
      await new Promise(requestAnimationFrame);
      seen.push(window.scrollY);
    }
    return seen;
  });
  expect(new Set(positions)).toEqual(new Set([40]));
  await expect(header).toHaveAttribute("data-shrunk", "false");
});

test("Ctrl+K opens the search overlay with focus in the field; Escape closes it", async ({ page }) => {
  await page.goto("/");
  const control = page.getByRole("button", { name: "Rechercher (Ctrl+K)" });
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Control+k");
  const field = page.getByPlaceholder("Rechercher sur le site ADPL...");
  await expect(field).toBeFocused();
  await expect(control).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Tapez au moins 3 caractères pour rechercher")).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(field).toBeHidden();
  await expect(control).toHaveAttribute("aria-expanded", "false");
  await control.click();
  await expect(field).toBeFocused();
  await page.getByRole("button", { name: "Fermer la recherche" }).click();
  await expect(field).toBeHidden();
  await expect(control).toBeFocused();
  // Cmd+K (macOS) too, from anywhere on the page.
  await page.getByRole("contentinfo").getByRole("link").first().focus();
  await page.keyboard.press("Meta+k");
  await expect(field).toBeFocused();
});

test("the offline banner follows the browser's connection state", async ({ page, context }) => {
  await page.goto("/");
  await context.setOffline(true);
  await expect(page.getByText("Mode hors ligne")).toBeVisible();
  await expect(page.getByText("Certaines fonctionnalités peuvent être limitées")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Mode hors ligne")).toBeHidden();
});

test("an unknown path shows the 404 page with status 404 and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes("/cette-page-n-existe-pas"))).toBe(true);
  await page.getByRole("link", { name: "Retour à l’accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the theme choice is applied on the server render, without a flash", async ({ page, request }) => {
  const response = await request.post("/preferences/theme", { form: { theme: "dark", redirectTo: "/" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const cookie = response.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/^adpl_theme=/);
  const html = await (await request.get("/", { headers: { Cookie: cookie.split(";")[0]! } })).text();
  expect(html).toMatch(/<html lang="fr" class="dark"/);
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("system");
  await page.getByRole("button", { name: "Sombre" }).click();
  await expect(page.locator("html")).toHaveClass("dark");
  await expect(page.getByRole("button", { name: "Sombre" })).toHaveAttribute("aria-pressed", "true");
});

test("metadata: fr_FR locale, Organization data, noindex on private pages; no canonical URL on a server without its public address", async ({ page }) => {
  await page.goto("/histoire");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Organization");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto("/espace");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("sitemap.xml lists public pages and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/histoire", "/prises-positions", "/adhesion"]) expect(xml).toContain(`${path}</loc>`);
  expect(xml).not.toContain("/admin");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/espace/);
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("axe finds no violations on the home page and the 404 page", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
  await page.goto("/page-inconnue");
  await expectNoAxeViolations(page);
});

test("@mobile the side panel lists its items in order, traps focus and closes on a link or the backdrop", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  const items = panel.getByTestId("mobile-menu-items").locator(":scope > li");
  await expect(items).toHaveText([
    "Rechercher",
    "Espace Presse (nouvel onglet)",
    "Connexion",
    "Accueil",
    "Quartiers",
    "Nos prises de positions",
    "Propositions pour Lyon",
    "Remontez vos idées",
    "Rencontres",
    "Galerie",
    "Témoignages",
    "Notre équipe",
    "Notre histoire",
    "Adhérer",
    // What is shown: the fallback link beside the search button is hidden once scripts run.
  ], { useInnerText: true });
  await expect(panel.getByRole("link", { name: "Adhérer à l’ADPL" })).toHaveAttribute("href", "/adhesion");
  for (let i = 0; i < 25; i += 1) await page.keyboard.press("Tab");
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await panel.getByRole("link", { name: "Notre histoire" }).click();
  await expect(page).toHaveURL(/\/histoire$/);
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(panel).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await panel.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByPlaceholder("Rechercher sur le site ADPL...")).toBeFocused();
});

test("@mobile axe finds no violations on the home page with the panel open", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoAxeViolations(page);
});

