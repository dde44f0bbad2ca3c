// /admin/association (issue 14): an administrator edits the association's public identity and
// completes the legal notice's registry data without a developer. The short name, contact
// email and phone typed there show in the footer and on /contact, and the RNA number on
// /mentions-legales, at the next page view; a malformed value is refused in French with
// everything typed kept; the screen warns while a field the notice needs is empty; other roles
// get 403. These saves change what every visitor sees, so the spec runs in the site-edits
// project (after the others), its tests one after the other, each putting the defaults back.
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, fieldLabel as field, test, type Page } from "./support/test";

test.describe.configure({ mode: "default" });


test.describe("as an administrator", () => {
  test.use(signedInAs("admin"));

  test("the RNA number saved in the back-office shows on the legal notice, then its removal leaves the line out again", async ({ page }) => {
    const notice = page.getByRole("region", { name: "L’association", exact: true });
    await page.goto("/mentions-legales");
    await expect(notice).not.toContainText("Numéro RNA");

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
    await expect(notice).not.toContainText("Numéro RNA");
  });

  test("the short name, contact email and phone saved in the back-office show in the footer and on /contact, then the defaults come back", async ({ page }) => {
    const footer = page.locator("footer#pied-de-page");
    const others = page.getByRole("complementary").filter({ hasText: "Autres moyens de nous joindre" });
    await page.goto("/contact");
    await expect(footer).toContainText("ADPL");
    await expect(footer.getByRole("link", { name: TEST_ASSOCIATION_EMAIL })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^Instagram/ })).toBeVisible();
    const defaults = await identityFields(page);
    expect(defaults).toMatchObject({ short: "ADPL", email: TEST_ASSOCIATION_EMAIL, phone: "" });

    try {
      // A bad email and a link that is not a web address: refused in French, what was typed stays.
      await page.getByLabel(field("Nom court (sigle)")).fill("ADPL-E2E");
      await page.getByLabel(field("Adresse e-mail de contact")).fill("bureau@");
      await page.getByLabel(field("Lien Instagram")).fill("instagram.com/adpl");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Adresse e-mail de contact invalide\u202f: saisissez une adresse comme contact@exemple.fr.")).toBeVisible();
      await expect(page.getByText("Lien Instagram\u202f: indiquez une adresse web complète, commençant par https://.")).toBeVisible();
      await expect(page.getByLabel(field("Nom court (sigle)"))).toHaveValue("ADPL-E2E");

      await page.getByLabel(field("Adresse e-mail de contact")).fill("bureau-e2e@adpl.example");
      await page.getByLabel(field("Téléphone")).fill("04 12 34 56 78");
      // An empty link: the network is no longer shown; a new one is.
      await page.getByLabel(field("Lien Instagram")).fill("");
      await page.getByLabel(field("Lien Facebook")).fill("https://www.facebook.com/adpl-e2e");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Informations enregistrées" })).toBeVisible();

      await page.goto("/contact");
      await expect(footer).toContainText("ADPL-E2E");
      await expect(footer.getByRole("link", { name: "bureau-e2e@adpl.example" })).toHaveAttribute("href", "mailto:bureau-e2e@adpl.example");
      await expect(footer.getByRole("link", { name: "04 12 34 56 78" })).toHaveAttribute("href", "tel:+33412345678");
      await expect(footer.getByRole("link", { name: /^Instagram/ })).toHaveCount(0);
      await expect(footer.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/adpl-e2e");
      await expect(others.getByRole("link", { name: "bureau-e2e@adpl.example" })).toBeVisible();
      await expect(others.getByRole("link", { name: "04 12 34 56 78" })).toBeVisible();
      await expect(page).toHaveTitle(/\| ADPL-E2E$/);
      await page.goto("/mentions-legales");
      await expect(page.getByRole("region", { name: "L’association", exact: true })).toContainText("Téléphone : 04 12 34 56 78");

      // The journal names the identity's changed fields.
      await page.goto("/admin/journal");
      await expect(page.getByRole("main")).toContainText("Identité de l’association");
      await expect(page.getByRole("main")).toContainText("Nom court (sigle)");
    } finally {
      // Back to the environment's values for the other suites.
      await page.goto("/admin/association");
      await page.getByLabel(field("Nom court (sigle)")).fill(defaults.short);
      await page.getByLabel(field("Adresse e-mail de contact")).fill(defaults.email);
      await page.getByLabel(field("Téléphone")).fill(defaults.phone);
      await page.getByLabel(field("Lien Instagram")).fill(defaults.instagram);
      await page.getByLabel(field("Lien Facebook")).fill(defaults.facebook);
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Informations enregistrées" })).toBeVisible();
    }
    await page.goto("/contact");
    await expect(footer.getByRole("link", { name: TEST_ASSOCIATION_EMAIL })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^Instagram/ })).toBeVisible();
    // No network the association did not enter (a new install links to none: the suite's server sets Instagram's).
    await expect(footer.getByRole("link", { name: /^Facebook/ })).toHaveCount(0);
    await expect(footer).not.toContainText("04 12 34 56 78");
    await expect(page).toHaveTitle(/\| ADPL$/);
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

/** The identity fields' values on /admin/association (opened by this helper). */
async function identityFields(page: Page) {
  await page.goto("/admin/association");
  return {
    short: await page.getByLabel(field("Nom court (sigle)")).inputValue(),
    email: await page.getByLabel(field("Adresse e-mail de contact")).inputValue(),
    phone: await page.getByLabel(field("Téléphone")).inputValue(),
    instagram: await page.getByLabel(field("Lien Instagram")).inputValue(),
    facebook: await page.getByLabel(field("Lien Facebook")).inputValue(),
  };
}
