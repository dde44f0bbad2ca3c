// /admin/association (issue 14): an administrator completes the legal notice's registry data
// without a developer. The RNA number typed there shows on /mentions-legales at the next page
// view; a malformed one is refused in French with everything typed kept; the screen warns
// while a field the notice needs is empty; other roles get 403.
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, test } from "./support/test";

const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);

test.describe("as an administrator", () => {
  test.use(signedInAs("admin"));

  test("the RNA number saved in the back-office shows on the legal notice, then its removal brings the placeholder back", async ({ page }) => {
    const notice = page.getByRole("region", { name: "L’association", exact: true });
    await page.goto("/mentions-legales");
    await expect(notice).toContainText("Numéro RNA : à compléter par l’association");

    await page.goto("/admin/association");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Association et mentions légales");
    const warning = page.getByRole("alert").filter({ hasText: "Les mentions légales sont incomplètes" });
    await expect(warning).toContainText("Numéro RNA");
    await expect(warning).toContainText("Hébergeur");

    // A malformed number: refused in French, what was typed stays.
    await page.getByLabel(field("Numéro RNA")).fill("691234567");
    await page.getByLabel(field("Siège social")).fill("Lyon 2e arrondissement");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Le numéro RNA s’écrit W suivi de 9 chiffres (par exemple W691234567).")).toBeVisible();
    await expect(page.getByLabel(field("Siège social"))).toHaveValue("Lyon 2e arrondissement");

    await page.getByLabel(field("Numéro RNA")).fill("W691234567");
    await page.getByLabel(field("Siège social")).fill("Lyon 2e");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Informations enregistrées")).toBeVisible();
    await expect(warning).not.toContainText("Numéro RNA");

    await page.goto("/mentions-legales");
    await expect(notice).toContainText("Numéro RNA : W691234567");

    // The journal says who changed what.
    await page.goto("/admin/journal");
    await expect(page.getByRole("main")).toContainText("Mentions légales");
    await expect(page.getByRole("main")).toContainText("Numéro RNA");

    // Back to the environment's state for the other suites: the RNA number emptied.
    await page.goto("/admin/association");
    await page.getByLabel(field("Numéro RNA")).fill("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Informations enregistrées")).toBeVisible();
    await page.goto("/mentions-legales");
    await expect(notice).toContainText("Numéro RNA : à compléter par l’association");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain post is validated by the server, which keeps what was typed", async ({ page }) => {
      await page.goto("/admin/association");
      await page.getByLabel(field("Numéro RNA")).fill("W69");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Le numéro RNA s’écrit W suivi de 9 chiffres (par exemple W691234567).")).toBeVisible();
      await expect(page.getByLabel(field("Numéro RNA"))).toHaveValue("W69");
    });
  });

  test("axe: no violations on the screen, light and dark", async ({ page }) => {
    await page.goto("/admin/association");
    await expectNoAxeViolations(page);
    await useDarkTheme(page);
    await page.goto("/admin/association");
    await expectNoAxeViolations(page);
  });
});

test.describe("as the editorial team", () => {
  test.use(signedInAs("redaction"));

  test("the screen and its save are refused, and the navigation does not offer it", async ({ page }) => {
    const response = await page.goto("/admin/association");
    expect(response?.status()).toBe(403);
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Association", exact: true })).toHaveCount(0);
  });
});
