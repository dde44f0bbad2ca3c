// /quartiers: selection by link and by URL, the static plan that asks first (nothing from Leaflet
// nor from another site before « Afficher la carte interactive »), the Leaflet map offline
// (markers, the background from other sites only on request, base layers, geolocation), sharing,
// the page without JavaScript and accessibility.
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";

/** Tests run offline: make the tile servers fail the same way everywhere, and record the calls. */
async function blockTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/tile\.openstreetmap\.org|arcgisonline\.com/, (route) => {
    requested.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return requested;
}

function map(page: Page) {
  return page.getByRole("region", { name: "Carte des quartiers de la Presqu’île" });
}

function markers(page: Page) {
  return map(page).locator(".leaflet-marker-icon[role='button']");
}

/** The static plan the server draws: a link per neighbourhood. */
function plan(page: Page) {
  return page.getByRole("navigation", { name: "Quartiers sur le plan" });
}

function openButton(page: Page) {
  return page.getByRole("button", { name: "Afficher la carte interactive" });
}

/** Asks for the interactive map and waits for its markers. */
async function openMap(page: Page): Promise<void> {
  await openButton(page).click();
  await expect(markers(page)).toHaveCount(8);
}

/**
 * Leaflet's files (its script, its CSS, the markers' CSS loaded with it) and requests to any other
 * host than this site, from the page or from the service worker on its behalf.
 */
function watchRequests(page: Page): { leaflet: string[]; elsewhere: string[] } {
  const seen = { leaflet: [] as string[], elsewhere: [] as string[] };
  page.context().on("request", (request) => {
    const url = new URL(request.url());
    if (["data:", "blob:"].includes(url.protocol)) return;
    if (url.hostname !== "localhost") seen.elsewhere.push(url.href);
    else if (/^\/assets\/(leaflet[^/]*\.(js|css)|map-[^/]*\.css)$/.test(url.pathname)) seen.leaflet.push(url.pathname);
  });
  return seen;
}

test("Bellecour is shown by default with its figures and five points of interest", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/quartiers");
  await expect(page.getByRole("heading", { level: 1, name: "Nos quartiers" })).toBeVisible();
  const detail = page.getByRole("article", { name: "Bellecour" });
  await expect(detail.getByRole("heading", { level: 2, name: "Bellecour" })).toBeVisible();
  // Each figure is a term ("habitants") followed by its value.
  await expect(detail).toContainText(/habitants\s*2\s500/);
  await expect(detail).toContainText(/commerces\s*180/);
  await expect(detail).toContainText(/monuments\s*12/);
  await expect(detail.getByRole("heading", { name: "À découvrir" }).locator("xpath=following-sibling::ul[1]").getByRole("listitem")).toHaveCount(5);
  await expect(detail.getByRole("img", { name: /place Bellecour/ })).toBeVisible();
  await expect(detail.getByRole("link", { name: /Explorer en détail/ })).toHaveAttribute("href", "#carte");
  const selector = page.getByRole("navigation", { name: "Choisir un quartier" });
  await expect(selector.getByRole("link")).toHaveCount(8);
  await expect(selector.getByRole("link", { name: "Bellecour" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("region", { name: "Un patrimoine mondial" }).getByRole("listitem")).toHaveCount(5);
});

test("choosing a neighbourhood updates the page and the URL, then scrolls back to the top", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/quartiers");
  await page.getByRole("navigation", { name: "Choisir un quartier" }).getByRole("link", { name: "Terreaux" }).click();
  await expect(page).toHaveURL(/\/quartiers\?quartier=terreaux$/);
  await expect(page.getByRole("heading", { level: 2, name: "Terreaux" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Choisir un quartier" }).getByRole("link", { name: "Terreaux" })).toHaveAttribute("aria-current", "true");

  // From the map further down, a marker selects and the page returns to the top.
  await openMap(page);
  await page.getByRole("region", { name: "Un patrimoine mondial" }).scrollIntoViewIfNeeded();
  await markers(page).filter({ hasText: "Cordeliers" }).click();
  await expect(page).toHaveURL(/quartier=cordeliers/);
  await expect(page.getByRole("heading", { level: 2, name: "Cordeliers" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the plan asks first: nothing from Leaflet or another site before « Afficher la carte interactive », then the map takes its place and the focus", async ({ page }) => {
  const tileRequests = await blockTiles(page);
  const requests = watchRequests(page);
  await page.goto("/quartiers?quartier=terreaux");
  await expect(page.getByRole("img", { name: "Plan simplifié de la Presqu’île, entre la Saône à l’ouest et le Rhône à l’est" })).toBeVisible();
  await expect(plan(page).getByRole("link")).toHaveCount(8);
  await expect(plan(page).getByRole("link", { name: "Terreaux" })).toHaveAttribute("aria-current", "true");
  await expect(plan(page).getByRole("link", { name: "Terreaux" })).toHaveAttribute("href", "/quartiers?quartier=terreaux");
  await expect(plan(page).getByRole("link", { name: "Bellecour" })).toHaveAttribute("href", "/quartiers");
  await expect(map(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Ma position" })).toBeHidden();

  // A link of the plan shows its neighbourhood in place; the plan marks it.
  await plan(page).getByRole("link", { name: "Ainay" }).click();
  await expect(page).toHaveURL(/\/quartiers\?quartier=ainay$/);
  await expect(page.getByRole("heading", { level: 2, name: "Ainay" })).toBeVisible();
  await expect(plan(page).getByRole("link", { name: "Ainay" })).toHaveAttribute("aria-current", "true");
  await expect(plan(page).getByRole("link", { name: "Terreaux" })).not.toHaveAttribute("aria-current");
  await page.waitForLoadState("networkidle");
  expect(requests.leaflet).toEqual([]);
  expect(requests.elsewhere).toEqual([]);

  // Asked for: Leaflet and its CSS load, the map replaces the plan with the neighbourhood shown
  // selected, and the focus goes to the map (the button is gone with the plan).
  await openButton(page).click();
  await expect(markers(page)).toHaveCount(8);
  await expect(map(page)).toBeFocused();
  await expect(plan(page)).toBeHidden();
  await expect(openButton(page)).toBeHidden();
  await expect(map(page).getByRole("button", { name: "Ainay", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(requests.leaflet.some((file) => /^\/assets\/leaflet[^/]*\.js$/.test(file)), requests.leaflet.join(", ")).toBe(true);
  expect(requests.leaflet.some((file) => /^\/assets\/leaflet[^/]*\.css$/.test(file)), requests.leaflet.join(", ")).toBe(true);
  await expect(page.getByRole("button", { name: "Ma position" })).toBeVisible();
  // From the map, the keyboard goes on to its controls and markers.
  await page.keyboard.press("Tab");
  await expect.poll(() => map(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  // The background still waits to be asked for.
  await page.waitForLoadState("networkidle");
  expect(tileRequests).toEqual([]);
  expect(requests.elsewhere.filter((url) => !/tile\.openstreetmap\.org|arcgisonline\.com/.test(url))).toEqual([]);
});

test("when the interactive map cannot load (offline), the plan stays and the button can be pressed again", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/quartiers?quartier=jacobins");
  // Leaflet's script fails to arrive (the context's route: the service worker's fetches too).
  const leafletFiles = /\/assets\/leaflet[^/]*\.js$/;
  await page.context().route(leafletFiles, (route) => route.abort("internetdisconnected"));
  await openButton(page).click();
  await expect(page.getByText("La carte interactive n’a pas pu être chargée\u202f: le plan ci-dessus reste utilisable.")).toBeVisible();
  await expect(plan(page).getByRole("link", { name: "Jacobins" })).toHaveAttribute("aria-current", "true");
  await expect(openButton(page)).toBeFocused();
  await expect(openButton(page)).not.toHaveAttribute("aria-disabled");
  await expect(map(page)).toBeHidden();

  await page.context().unroute(leafletFiles);
  await openMap(page);
  await expect(page.getByText("La carte interactive n’a pas pu être chargée")).toBeHidden();
});

test("a neighbourhood can be linked by URL; an unknown one falls back to Bellecour", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/quartiers?quartier=terreaux");
  await expect(page.getByRole("heading", { level: 2, name: "Terreaux" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Terreaux" })).toContainText("Fontaine Bartholdi");
  await expect(page).toHaveTitle("Terreaux · Nos quartiers | ADPL");
  await page.goto("/quartiers?quartier=vieux-lyon");
  await expect(page.getByRole("heading", { level: 2, name: "Bellecour" })).toBeVisible();
});

test("the map works offline: 8 keyboard-usable markers and a street / satellite toggle", async ({ page }) => {
  const tileRequests = await blockTiles(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/quartiers?quartier=ainay");
  await openMap(page);
  for (const name of ["Bellecour", "Terreaux", "Cordeliers", "Jacobins", "Ainay", "Confluence", "Perrache", "Pentes de la Croix-Rousse"]) {
    await expect(map(page).getByRole("button", { name, exact: true })).toHaveCount(1);
  }
  await expect(map(page).getByRole("button", { name: "Ainay", exact: true })).toHaveAttribute("aria-pressed", "true");

  const perrache = map(page).getByRole("button", { name: "Perrache", exact: true });
  await perrache.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/quartier=perrache/);
  await expect(page.getByRole("heading", { level: 2, name: "Perrache" })).toBeVisible();
  await expect(perrache).toHaveAttribute("aria-pressed", "true");
  // A chosen neighbourhood takes the page back to its top (swap.ts, 100 ms after, smoothly): a
  // click while the page moves lands beside its button. Wait for the top, as a visitor would.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("button", { name: "Afficher le fond de carte" }).click();
  await expect(page.getByText("Fond de carte indisponible pour le moment")).toBeVisible();
  const layers = page.getByRole("group", { name: "Fond de carte" });
  await expect(layers.getByRole("button", { name: "Plan" })).toHaveAttribute("aria-pressed", "true");
  expect(tileRequests.some((url) => url.includes("tile.openstreetmap.org"))).toBe(true);
  await layers.getByRole("button", { name: "Satellite" }).click();
  await expect(layers.getByRole("button", { name: "Satellite" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => tileRequests.some((url) => url.includes("server.arcgisonline.com/ArcGIS/rest/services/World_Imagery"))).toBe(true);
  await expect(markers(page)).toHaveCount(8);
  expect(errors).toEqual([]);
});

test("the background comes from other sites only when asked, and the choice, kept on the device, opens the map at once", async ({ page }) => {
  const tileRequests = await blockTiles(page);
  const requests = watchRequests(page);
  await page.goto("/quartiers?quartier=cordeliers");
  await openMap(page);
  // Markers over the site's own drawing; the visitor is told where the background would come from.
  const ask = page.getByRole("button", { name: "Afficher le fond de carte" });
  await expect(ask).toHaveAccessibleDescription(/vient d’autres sites \(tile\.openstreetmap\.org et server\.arcgisonline\.com\).*adresse IP/);
  await expect(page.getByRole("group", { name: "Fond de carte" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(tileRequests).toEqual([]);

  await ask.click();
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(page.getByText("Le fond de carte vient de tile.openstreetmap.org et server.arcgisonline.com.")).toBeVisible();

  // Remembered: the next visit opens the interactive map at once, without the button, and loads
  // its background; the map does not take the focus the visitor did not give it.
  const before = tileRequests.length;
  await page.reload();
  await expect(markers(page)).toHaveCount(8);
  await expect(page.getByRole("group", { name: "Fond de carte" })).toBeVisible();
  await expect(openButton(page)).toBeHidden();
  await expect(plan(page)).toBeHidden();
  await expect(map(page)).not.toBeFocused();
  await expect.poll(() => tileRequests.length).toBeGreaterThan(before);

  // Withdrawn: back to the drawing under the markers, and the next visit starts from the plan
  // again, loading nothing from Leaflet nor from another site until asked.
  await page.getByRole("button", { name: "Ne plus l’afficher" }).click();
  await expect(ask).toBeVisible();
  requests.leaflet.length = 0;
  requests.elsewhere.length = 0;
  await page.reload();
  await expect(openButton(page)).toBeVisible();
  await expect(plan(page).getByRole("link")).toHaveCount(8);
  await expect(markers(page)).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(requests.leaflet).toEqual([]);
  expect(requests.elsewhere).toEqual([]);
  await openMap(page);
  await expect(ask).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests.elsewhere).toEqual([]);
});

test.describe("geolocation refused", () => {
  test.use({ permissions: [] });

  test("shows the yellow notice with the French message", async ({ page, context }) => {
    await context.clearPermissions();
    await blockTiles(page);
    await page.goto("/quartiers");
    await openMap(page);
    await page.getByRole("button", { name: "Ma position" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Géolocalisation" })).toHaveText("Géolocalisation : Permission refusée");
  });
});

test.describe("geolocation granted", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 45.7601, longitude: 4.8339 } });

  test("places a “Vous êtes ici” marker", async ({ page }) => {
    await blockTiles(page);
    await page.goto("/quartiers");
    await openMap(page);
    await page.getByRole("button", { name: "Ma position" }).click();
    await expect(map(page).getByText("Vous êtes ici")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Géolocalisation" })).toHaveCount(0);
  });
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("“Partager ce quartier” copies the neighbourhood’s link and says so", async ({ page }) => {
    await blockTiles(page);
    await page.goto("/quartiers?quartier=jacobins");
    await page.getByRole("button", { name: "Partager ce quartier" }).click();
    await expect(page.getByTestId("toast")).toContainText("Lien copié dans le presse-papiers !");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname + new URL(copied).search).toBe("/quartiers?quartier=jacobins");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the static plan and its links are the whole map, and no inert button is shown", async ({ page }) => {
    await page.goto("/quartiers");
    await expect(page.getByRole("img", { name: /^Plan simplifié de la Presqu’île/ })).toBeVisible();
    await expect(plan(page).getByRole("link")).toHaveCount(8);
    await expect(plan(page).getByRole("link", { name: "Bellecour" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Partager ce quartier" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ma position" })).toHaveCount(0);
    await expect(openButton(page)).toHaveCount(0);
    await plan(page).getByRole("link", { name: "Confluence" }).click();
    await expect(page).toHaveURL(/quartier=confluence/);
    await expect(page.getByRole("heading", { level: 2, name: "Confluence" })).toBeVisible();
    await expect(plan(page).getByRole("link", { name: "Confluence" })).toHaveAttribute("aria-current", "true");
  });
});

test("no accessibility violation in light and dark themes", async ({ page }) => {
  test.slow(); // several full axe passes on a shared CI machine
  await blockTiles(page);
  await page.goto("/quartiers?quartier=pentes");
  // The static plan, then the interactive map.
  await expect(plan(page).getByRole("link")).toHaveCount(8);
  await expectNoAxeViolations(page);
  await openMap(page);
  await expectNoAxeViolations(page);
  await useDarkTheme(page);
  await page.goto("/quartiers?quartier=confluence");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(plan(page).getByRole("link")).toHaveCount(8);
  await expectNoAxeViolations(page);
  await openMap(page);
  // This pass with the background asked for: the base-layer toggle and its note.
  await page.getByRole("button", { name: "Afficher le fond de carte" }).click();
  await expect(page.getByRole("group", { name: "Fond de carte" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("no accessibility violation at mobile width @mobile", async ({ page }) => {
  test.slow(); // several full axe passes on a shared CI machine
  await blockTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quartiers?quartier=perrache");
  // On a phone the plan sits below the card, each of its names whole inside it.
  const drawing = page.getByRole("img", { name: /^Plan simplifié de la Presqu’île/ });
  await drawing.scrollIntoViewIfNeeded();
  const frame = (await drawing.boundingBox())!;
  expect(frame.width).toBeGreaterThan(300);
  for (const link of await plan(page).getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(24); // WCAG 2.5.8 target size
  }
  await expect(page.getByRole("navigation", { name: "Choisir un quartier" }).getByRole("link", { name: "Perrache" })).toBeVisible();
  await expectNoAxeViolations(page);
  await openMap(page);
  await expectNoAxeViolations(page);
});
