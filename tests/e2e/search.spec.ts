// Site search in Chromium: the overlay's live results and keyboard navigation, the results
// page with and without JavaScript, and accessibility of both.
import { expect, test } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";

test("overlay: hint under 3 characters, live results, arrows and Enter open a position's card", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const field = page.getByRole("combobox", { name: "Rechercher sur le site" });
  await expect(field).toBeFocused();
  await field.pressSequentially("st");
  await expect(page.getByText("Tapez au moins 3 caractères pour rechercher")).toBeVisible();
  await field.pressSequentially("ationement");
  const listbox = page.getByRole("listbox", { name: "Résultats de recherche" });
  const option = listbox.getByRole("option", { name: /Consultation sur le stationnement/ });
  await expect(option).toBeVisible();
  await expect(option.locator("mark").first()).toHaveText("stationnement");
  await expect(option).toContainText("Prise de position : ");
  await field.press("ArrowDown");
  await expect(field).toBeFocused();
  const activeId = await field.getAttribute("aria-activedescendant");
  expect(activeId).toBeTruthy();
  await expect(listbox.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/prises-positions#consultation-stationnement-residentiel$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  const opened = page.locator("article#consultation-stationnement-residentiel");
  await expect(opened.getByRole("button", { name: "Réduire" })).toBeVisible();
});

test("overlay: at most 5 results per type, pages entries, no-result message and the full results link", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const field = page.getByRole("combobox", { name: "Rechercher sur le site" });
  await field.fill("quartiers");
  const listbox = page.getByRole("listbox", { name: "Résultats de recherche" });
  await expect(listbox.getByRole("group", { name: "Pages" }).getByRole("option", { name: /^Quartiers/ })).toBeVisible();
  await field.fill("presqu’île");
  await expect(listbox.getByRole("group", { name: "Prises de position" }).getByRole("option")).toHaveCount(5);
  await field.fill("wxyzqv");
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText('Aucun résultat trouvé pour "wxyzqv"');
  await field.fill("navettes");
  await expect(listbox.getByRole("group", { name: "Propositions" }).getByRole("option", { name: /navettes électriques/ })).toBeVisible();
  await page.getByRole("link", { name: "Voir tous les résultats" }).click();
  await expect(page).toHaveURL(/\/recherche\?q=navettes/);
  await expect(page.getByRole("heading", { level: 1, name: "Recherche" })).toBeVisible();
});

test("overlay: the combobox's arrows wrap around, Home and End, the hint again under 3 characters", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const field = page.getByRole("combobox", { name: "Rechercher sur le site" });
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.fill("quartiers");
  const options = page.getByRole("listbox", { name: "Résultats de recherche" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(field).toHaveAttribute("aria-controls", "recherche-options");
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText(`${count} résultats`);
  await field.press("ArrowUp");
  await expect(field).toHaveAttribute("aria-activedescendant", `recherche-option-${count - 1}`);
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", "recherche-option-0");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "false");
  await field.press("End");
  await expect(field).toHaveAttribute("aria-activedescendant", `recherche-option-${count - 1}`);
  await field.press("Home");
  await expect(field).toHaveAttribute("aria-activedescendant", "recherche-option-0");
  await field.fill("qu");
  await expect(page.getByText("Tapez au moins 3 caractères pour rechercher")).toBeVisible();
  await expect(options.first()).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).not.toHaveAttribute("aria-activedescendant");
});

test("overlay: a failing search says so in the status line", async ({ page }) => {
  await page.route("**/recherche/apercu?**", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Rechercher sur le site" }).fill("quartiers");
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("La recherche est momentanément indisponible.");
});

test("the live results fragment is HTML, privately cached, and answers any query", async ({ request }) => {
  const long = "stationnement ".repeat(40);
  for (const q of ["stationnement", "", "ab", "pa\u0000rc", "<script>alert(1)</script>", long, "' OR 1=1--"]) {
    const response = await request.get(`/recherche/apercu?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("private, max-age=30");
    expect(response.headers()["vary"]).toMatch(/Cookie/);
    const html = await response.text();
    expect(html, q).not.toContain("<script>");
    if (q === "stationnement") {
      expect(html).toContain('id="recherche-options"');
      expect(html).toContain('id="recherche-option-0"');
      expect(html).toContain("<mark");
    }
  }
});

test("overlay has no accessibility violation while showing results", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Rechercher sur le site" }).fill("commerces");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Rechercher sur le site" }).press("ArrowDown");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the results page searches with stemming, accents and typos", async ({ page }) => {
    await page.goto("/recherche");
    await page.getByRole("searchbox", { name: "Rechercher sur le site" }).fill("delegation");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\?q=delegation/);
    await expect(page.getByRole("link", { name: /Consultation sur le stationnement/ })).toHaveAttribute("href", "/prises-positions#consultation-stationnement-residentiel");
    await page.goto("/recherche?q=commerces");
    await expect(page.getByRole("region", { name: "Propositions" }).getByRole("link", { name: /commerces indépendants/ })).toBeVisible();
    await page.goto("/recherche?q=patrimone");
    await expect(page.getByRole("link", { name: /périmètre UNESCO/ })).toBeVisible();
    await page.goto("/recherche?q=ab");
    await expect(page.getByRole("main").getByText("Tapez au moins 3 caractères pour rechercher")).toBeVisible();
    await page.goto(`/recherche?q=${encodeURIComponent("' OR 1=1--")}`);
    await expect(page.getByText(`Aucun résultat trouvé pour "' OR 1=1--"`)).toBeVisible();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`results page has no accessibility violation (${theme})`, async ({ page }) => {
    if (theme === "dark") await useDarkTheme(page);
    await page.goto("/recherche?q=commerces");
    await expect(page.getByRole("heading", { name: "Prises de position" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
