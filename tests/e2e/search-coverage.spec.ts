// The search covers the site (issue 11): neighbourhoods and history periods are found and open
// selected on their page; a misspelled query gets "Vouliez-vous dire" links leading to results
// and links to the main sections; the overlay has one clear and one close control.
import { expect, test } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";

test("« Piétonnisation de la rue de la République » finds the history period, opened selected", async ({ page }) => {
  await page.goto(`/recherche?q=${encodeURIComponent("Piétonnisation de la rue de la République")}`);
  const period = page.getByRole("region", { name: "Histoire" }).getByRole("link", { name: /Piétonnisation de la rue de la République/ });
  await expect(period).toHaveAttribute("href", "/histoire?periode=pietonnisation-republique");
  await period.click();
  await expect(page).toHaveURL(/\/histoire\?periode=pietonnisation-republique$/);
  await expect(page.getByText(/à la faveur du chantier du métro/)).toBeVisible();
});

test("« Ainay » finds the neighbourhood in the overlay, which opens /quartiers with it selected", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Rechercher sur le site" }).fill("ainay");
  const option = page.getByRole("listbox", { name: "Résultats de recherche" }).getByRole("group", { name: "Quartiers" }).getByRole("option", { name: /^Ainay/ });
  await expect(option).toContainText("Quartier : ");
  await option.click();
  await expect(page).toHaveURL(/\/quartiers\?quartier=ainay$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the overlay has exactly one clear and one close control, with distinct names", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog");
  const field = dialog.getByRole("combobox", { name: "Rechercher sur le site" });
  // Empty field: nothing to clear, only the close control.
  await expect(dialog.getByRole("button")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Fermer la recherche" })).toBeVisible();
  await field.fill("quartiers");
  await expect(dialog.getByRole("button")).toHaveCount(2);
  const clear = dialog.getByRole("button", { name: "Effacer", exact: true });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  await expect(clear).toBeHidden();
  await dialog.getByRole("button", { name: "Fermer la recherche" }).click();
  await expect(dialog).toBeHidden();
});

test("a misspelled query suggests a close word leading to results, and the main sections", async ({ page }) => {
  await page.goto("/recherche?q=ainya");
  await expect(page.getByRole("status").filter({ hasText: "Aucun résultat" })).toHaveText('Aucun résultat trouvé pour "ainya"');
  const sections = page.getByRole("navigation", { name: /rubriques principales/ });
  for (const name of ["Prises de position", "Quartiers", "Histoire", "Remonter une idée", "Adhérer", "Contact"]) {
    await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Ainay", exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?q=Ainay$/);
  await expect(page.getByRole("region", { name: "Quartiers" }).getByRole("link", { name: /^Ainay/ })).toHaveAttribute("href", "/quartiers?quartier=ainay");
});

test("accents and doubled letters: « pietonisation » offers « piétonnisation »", async ({ page }) => {
  await page.goto("/recherche?q=pietonisation");
  await page.getByRole("link", { name: "piétonnisation", exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?q=pi%C3%A9tonnisation$/);
  await expect(page.getByRole("region", { name: "Histoire" }).getByRole("link", { name: /Piétonnisation de la rue de la République/ })).toBeVisible();
});

test("the overlay's empty state offers the close word and the main sections", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Rechercher sur le site" }).fill("belecour");
  // "belecour" is also corrected by the engine: results, and the spelling offered.
  await dialog.getByRole("link", { name: "Bellecour", exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?q=Bellecour$/);
  await expect(dialog).toBeHidden();
  // /recherche is a document: the link loaded a new page, whose shell modules take Ctrl+K once attached.
  await expect(page.locator("html[data-enhanced]")).toBeAttached();

  await page.keyboard.press("Control+k");
  await page.getByRole("dialog").getByRole("combobox", { name: "Rechercher sur le site" }).fill("ainya");
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText('Aucun résultat trouvé pour "ainya"');
  await expect(page.getByRole("dialog").getByRole("link", { name: "Ainay", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("dialog").getByRole("navigation", { name: /rubriques principales/ }).getByRole("link", { name: "Quartiers", exact: true }).click();
  await expect(page).toHaveURL(/\/quartiers$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("suggestions and the neighbourhood results work as plain links", async ({ page }) => {
    await page.goto("/recherche?q=ainya");
    await page.getByRole("link", { name: "Ainay", exact: true }).click();
    await expect(page.getByRole("region", { name: "Quartiers" }).getByRole("link", { name: /^Ainay/ })).toBeVisible();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`/recherche has no accessibility violation with and without results (${theme})`, async ({ page }) => {
    if (theme === "dark") await useDarkTheme(page);
    await page.goto("/recherche?q=ainay");
    await expect(page.getByRole("heading", { level: 2, name: "Quartiers" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/recherche?q=ainya");
    await expect(page.getByRole("link", { name: "Ainay", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/recherche?q=xyzzyq");
    await expect(page.getByText('Aucun résultat trouvé pour "xyzzyq"')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
