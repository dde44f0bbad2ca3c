// /histoire: the lyon / adpl choice, period selection (with and without JavaScript), accessibility.
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";

/** The period buttons of the timeline (each controls its details region). */
function periodButtons(page: Page) {
  return page.getByRole("main").locator("button[aria-controls^='details-']");
}

test("the lyon view is the default: legend, 13 periods, the first one open", async ({ page }) => {
  await page.goto("/histoire");
  await expect(page.getByRole("heading", { level: 1, name: "Notre histoire" })).toBeVisible();
  const choice = page.getByRole("group", { name: "Choisir la chronologie" });
  await expect(choice.getByRole("radio", { name: "Histoire de Lyon et grands projets" })).toBeChecked();
  await expect(choice.getByRole("radio", { name: "Histoire de l’ADPL" })).not.toBeChecked();

  const legend = page.getByRole("list", { name: "Légende des périodes" });
  await expect(legend.getByRole("listitem")).toHaveText(["Histoire", "Grands Projets", "ADPL"]);

  await expect(periodButtons(page)).toHaveCount(13);
  const first = page.getByRole("button", { name: /Fondation de Lugdunum/ });
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const details = page.getByRole("region", { name: /Fondation de Lugdunum/ });
  await expect(details).toBeVisible();
  await expect(details).toContainText("capitale des Trois Gaules");
  await expect(page.getByRole("button", { name: /Réouverture du Grand Hôtel-Dieu/ })).toHaveAttribute("aria-expanded", "false");

  const panel = page.getByRole("region", { name: "La Presqu’île aujourd’hui" });
  // The home page's figures (app/content/figures.ts); the inhabitants are the neighbourhoods' sum.
  await expect(panel).toContainText(/habitants\s*42\s200/);
  await expect(panel).toContainText(/commerces et services\s*2\s000\+/);
  await expect(panel).toContainText(/monuments classés\s*30/);
});

test("choosing the ADPL radio shows the 4 association periods without a full reload", async ({ page }) => {
  await page.goto("/histoire");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("radio", { name: "Histoire de l’ADPL" }).check();
  await expect(page).toHaveURL(/\/histoire\?vue=adpl$/);
  await expect(periodButtons(page)).toHaveCount(4);
  await expect(page.getByRole("list", { name: "Légende des périodes" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Création de l’ADPL/ })).toHaveAttribute("aria-expanded", "true");
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.getByRole("radio", { name: "Histoire de Lyon et grands projets" }).check();
  await expect(periodButtons(page)).toHaveCount(13);
});

test("a period is selected with the keyboard; its details are shown and the URL remembers it", async ({ page }) => {
  await page.goto("/histoire");
  const metro = page.getByRole("button", { name: /Mise en service de la ligne A/ });
  await metro.focus();
  await page.keyboard.press("Enter");
  await expect(metro).toHaveAttribute("aria-expanded", "true");
  await expect(metro).toBeFocused();
  await expect(page).toHaveURL(/periode=metro-ligne-a/);
  await expect(page.getByRole("region", { name: /Mise en service de la ligne A/ })).toContainText("Hôtel de Ville-Louis Pradel");
  await expect(page.getByRole("button", { name: /Fondation de Lugdunum/ })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: /Fondation de Lugdunum/ })).toBeHidden();

  // The selection is a link that can be shared.
  await page.reload();
  await expect(page.getByRole("button", { name: /Mise en service de la ligne A/ })).toHaveAttribute("aria-expanded", "true");
});

test("a period of the other view in the URL falls back to the first period", async ({ page }) => {
  await page.goto("/histoire?vue=adpl&periode=unesco");
  await expect(page.getByRole("button", { name: /Création de l’ADPL/ })).toHaveAttribute("aria-expanded", "true");
  await expect(periodButtons(page)).toHaveCount(4);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the view and the period are chosen through plain GET forms", async ({ page }) => {
    await page.goto("/histoire");
    await page.getByRole("radio", { name: "Histoire de l’ADPL" }).check();
    await page.getByRole("button", { name: "Afficher" }).click();
    await expect(page).toHaveURL(/\/histoire\?vue=adpl$/);
    await expect(periodButtons(page)).toHaveCount(4);

    await page.getByRole("button", { name: /Concertation sur la zone à trafic limité/ }).click();
    await expect(page).toHaveURL(/vue=adpl&periode=concertation-ztl/);
    await expect(page.getByRole("region", { name: /Concertation sur la zone à trafic limité/ })).toContainText("Métropole de Lyon");
  });
});

test("no accessibility violation in light and dark themes", async ({ page }) => {
  test.slow(); // several full axe passes on a shared CI machine
  await page.goto("/histoire?periode=canuts");
  await expect(page.getByRole("region", { name: /La soie et la révolte des canuts/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await useDarkTheme(page);
  await page.goto("/histoire?vue=adpl");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});
