// /galerie: category filter, the photo viewer with the keyboard, share and download, the
// no-JavaScript photo page, the image placeholder and accessibility.
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";

function thumbnails(page: Page) {
  return page.getByRole("main").getByRole("list").last().getByRole("link");
}

function viewer(page: Page) {
  return page.getByRole("dialog");
}

test("shows the 8 photos and filters them by category through the URL", async ({ page }) => {
  await page.goto("/galerie");
  await expect(page.getByRole("heading", { level: 1, name: "Galerie photos" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filtrer par catégorie" });
  await expect(filters.getByRole("link")).toHaveText(["Tous", "Architecture", "Événements", "Vie quotidienne", "Patrimoine", "Saisons"]);
  await expect(filters.getByRole("link", { name: "Tous" })).toHaveAttribute("aria-current", "true");
  await expect(thumbnails(page)).toHaveCount(8);

  await filters.getByRole("link", { name: "Architecture" }).click();
  await expect(page).toHaveURL(/\/galerie\?categorie=architecture$/);
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Le palais de la Bourse" })).toBeVisible();
  await expect(filters.getByRole("link", { name: "Architecture" })).toHaveAttribute("aria-current", "true");

  await filters.getByRole("link", { name: "Saisons" }).click();
  await expect(thumbnails(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Bellecour en automne" })).toBeVisible();
});

test("the viewer opens with Enter, moves with the arrows, closes with Escape and returns focus", async ({ page }) => {
  await page.goto("/galerie");
  await page.getByRole("link", { name: "Le palais de la Bourse" }).focus();
  await page.keyboard.press("Enter");
  await expect(viewer(page)).toBeVisible();
  await expect(page).toHaveURL(/\/galerie\?photo=palais-bourse$/);
  await expect(viewer(page).getByRole("heading", { name: "Le palais de la Bourse" })).toBeVisible();
  await expect(viewer(page)).toContainText("Photo : Camille Rey");
  await expect(viewer(page)).toContainText(/142\s*J’aime/);
  await expect(viewer(page)).toContainText("Photo 1 sur 8");
  await expect(viewer(page).getByRole("link", { name: /Fermer/ })).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).getByRole("heading", { name: "Façades de la rue de la République" })).toBeVisible();
  await expect(page).toHaveURL(/photo=facades-republique/);
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page).getByRole("heading", { name: "Le palais de la Bourse" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page).getByRole("heading", { name: "Bellecour en automne" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/galerie$/);
  await expect(page.getByRole("link", { name: "Bellecour en automne" })).toBeFocused();
});

test("previous / next buttons follow the active filter", async ({ page }) => {
  await page.goto("/galerie?categorie=evenements");
  await page.getByRole("link", { name: "Fête des Lumières" }).click();
  await expect(viewer(page)).toContainText("Photo 1 sur 2");
  await viewer(page).getByRole("link", { name: "Photo suivante" }).click();
  await expect(viewer(page).getByRole("heading", { name: "Assemblée générale de l’association" })).toBeVisible();
  await viewer(page).getByRole("link", { name: "Photo suivante" }).click();
  await expect(viewer(page).getByRole("heading", { name: "Fête des Lumières" })).toBeVisible();
  await viewer(page).getByRole("link", { name: /Fermer/ }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/galerie\?categorie=evenements$/);
});

test("Download is a real link to the full-size image", async ({ page, request }) => {
  await page.goto("/galerie?photo=saint-nizier");
  const download = viewer(page).getByRole("link", { name: /Télécharger/ });
  await expect(download).toHaveAttribute("download", "adpl-saint-nizier.jpg");
  const href = await download.getAttribute("href");
  expect(href).toBe("/images/gallery/saint-nizier-1600.jpg");
  const response = await request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/jpeg/);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("adpl-saint-nizier.jpg");
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Share copies the photo’s own link and confirms with a toast", async ({ page }) => {
    await page.goto("/galerie?categorie=patrimoine&photo=saint-nizier");
    await viewer(page).getByRole("button", { name: "Partager" }).click();
    await expect(page.getByTestId("toast")).toContainText("Lien copié dans le presse-papiers !");
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname + copied.search).toBe("/galerie?photo=saint-nizier");
  });
});

test("an image that fails to load is replaced by the neutral placeholder", async ({ page }) => {
  await page.route(/\/images\/gallery\/palais-bourse-/, (route) => route.abort("failed"));
  await page.goto("/galerie");
  const card = page.getByRole("link", { name: "Le palais de la Bourse" });
  const placeholder = card.getByRole("img", { name: /palais de la Bourse/ });
  await expect(placeholder).toHaveAttribute("src", "/images/placeholder.svg");
  await expect(placeholder).toHaveAttribute("data-placeholder", "true");
  await expect(placeholder).toBeVisible();
  // The other photos are unaffected.
  await expect(page.getByRole("link", { name: "Fête des Lumières" }).locator("img")).not.toHaveAttribute("data-placeholder", "true");
});

test("an unknown photo answers 404", async ({ page }) => {
  const response = await page.goto("/galerie?photo=inconnue");
  expect(response?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each photo has its own page state with working previous, next and close links", async ({ page }) => {
    await page.goto("/galerie?photo=saint-nizier");
    await expect(viewer(page).getByRole("heading", { name: "L’église Saint-Nizier" })).toBeVisible();
    await viewer(page).getByRole("link", { name: "Photo suivante" }).click();
    await expect(page).toHaveURL(/photo=bellecour-automne/);
    await expect(viewer(page).getByRole("heading", { name: "Bellecour en automne" })).toBeVisible();
    await expect(viewer(page).getByRole("button", { name: "Partager" })).toHaveCount(0);
    await viewer(page).getByRole("link", { name: /Fermer/ }).click();
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(viewer(page)).toHaveCount(0);

    await page.getByRole("navigation", { name: "Filtrer par catégorie" }).getByRole("link", { name: "Patrimoine" }).click();
    await expect(thumbnails(page)).toHaveCount(1);
  });
});

test("no accessibility violation in light and dark themes, viewer included", async ({ page }) => {
  test.slow(); // several full axe passes on a shared CI machine
  await page.goto("/galerie");
  await expect(thumbnails(page)).toHaveCount(8);
  await expectNoAxeViolations(page);
  await page.goto("/galerie?photo=fete-des-lumieres");
  await expect(viewer(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await useDarkTheme(page);
  await page.goto("/galerie?categorie=vie-quotidienne");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});
