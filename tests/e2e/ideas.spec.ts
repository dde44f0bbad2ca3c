// /remontee-idees in Chromium: errors then corrected with values kept, the success toast and reset,
// the follow-up link from the email, the same journey without JavaScript, and accessibility.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { waitForMail } from "./support/mail";

const uniqueEmail = () => `idee-${randomBytes(4).toString("hex")}@example.org`;

function followUpLink(text: string): string {
  const match = /https?:\/\/\S+\/remontee-idees\/suivi\/[A-Za-z0-9_-]{43}/.exec(text);
  if (!match) throw new Error("No follow-up link in the email");
  return new URL(match[0]).pathname;
}

async function fillValidIdea(page: Page, email: string, titre: string) {
  await page.getByLabel("Nom complet").fill("Camille Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Téléphone (facultatif)").fill("06 12 34 56 78");
  await page.getByLabel("Quartier (facultatif)").selectOption({ label: "Grande côte / Trois Gaules" });
  await page.getByRole("radio", { name: /Problème/ }).check();
  await page.getByLabel("Niveau d’urgence").selectOption({ label: "Élevée" });
  await page.getByLabel("Titre").fill(titre);
  await page.getByLabel("Description").fill("Les escaliers de la montée de la Grande Côte sont glissants quand il pleut.");
  await page.getByLabel("Localisation (facultatif)").fill("Montée de la Grande Côte");
}

test("the page shows the hero, three value cards, the form in three numbered sections and how it works", async ({ page }) => {
  await page.goto("/remontee-idees");
  await expect(page.getByRole("heading", { level: 1, name: "Remontez vos idées" })).toBeVisible();
  for (const card of ["Votre voix compte", "Suivi personnalisé", "Action collective"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  for (const section of ["Vos informations", "Type de soumission", "Détails"]) {
    await expect(page.getByRole("group", { name: new RegExp(section) })).toBeVisible();
  }
  await expect(page.getByRole("radio", { name: /Idée/ })).toBeChecked();
  await expect(page.getByLabel("Niveau d’urgence")).toHaveValue("normale");
  await expect(page.getByLabel("Quartier (facultatif)").locator("option")).toHaveCount(17);
  await expect(page.getByText("De 20 à 3000 caractères", { exact: false })).toBeVisible();
  for (const step of ["1. Partagez", "2. Nous analysons", "3. Action"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
});

test("errors are shown in French, values are kept, and once corrected the idea is sent and the form resets", async ({ page }) => {
  test.slow(); // a whole journey, an email and an accessibility scan
  const email = uniqueEmail();
  await page.goto("/remontee-idees");
  await fillValidIdea(page, email, "Abc");
  await page.getByLabel("Nom complet").fill("A");
  await page.getByLabel("Téléphone (facultatif)").fill("12 34");
  await page.getByRole("button", { name: "Envoyer ma soumission" }).click();

  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expect(page.getByText("Le titre doit contenir au moins 5 caractères")).toBeVisible();
  await expect(page.getByText(/Numéro de téléphone invalide/)).toBeVisible();
  await expect(page.getByLabel("Titre")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);
  await expect(page.getByLabel("Description")).toHaveValue(/escaliers/);

  await page.getByLabel("Nom complet").fill("Camille Martin");
  await page.getByLabel("Téléphone (facultatif)").fill("+33 6 12 34 56 78");
  await page.getByLabel("Titre").fill("Escaliers glissants");
  await expect(page.getByText("Le titre doit contenir au moins 5 caractères")).toBeHidden();
  await page.getByRole("button", { name: "Envoyer ma soumission" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Soumission réussie !");
  await expect(toast).toContainText("Votre idée/problème a été transmis avec succès. Nous l’examinerons dans les plus brefs délais.");
  await expect(page.getByLabel("Titre")).toHaveValue("");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("");
  await expect(page.getByRole("radio", { name: /Idée/ })).toBeChecked();

  // The acknowledgement carries the private link; it shows this submission and its status.
  const mail = await waitForMail(email, /bien été reçue/);
  await page.goto(followUpLink(mail.text));
  await expect(page.getByRole("heading", { level: 1, name: "Escaliers glissants" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "État actuel : Nouveau" })).toBeVisible();
  await expect(page.getByText("Grande côte / Trois Gaules")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a wrong follow-up token says the link is invalid, with status 404", async ({ page }) => {
  const response = await page.goto(`/remontee-idees/suivi/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien de suivi n’est pas valide" })).toBeVisible();
});

test("the error messages are accessible (axe, with errors shown)", async ({ page }) => {
  await page.goto("/remontee-idees");
  await page.getByRole("button", { name: "Envoyer ma soumission" }).click();
  await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violation on /remontee-idees (light)", async ({ page }) => {
  await page.goto("/remontee-idees");
  await expectNoAxeViolations(page);
});

test("axe finds no violation on /remontee-idees (dark)", async ({ page }) => {
  await useDarkTheme(page);
  await page.goto("/remontee-idees");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});

test("@mobile the idea page is usable and accessible at mobile width", async ({ page }) => {
  await page.goto("/remontee-idees");
  await expect(page.getByRole("button", { name: "Envoyer ma soumission" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server reports the errors with the values kept, then stores the corrected idea", async ({ page }) => {
    test.slow(); // two full-page form posts and an email
    const email = uniqueEmail();
    await page.goto("/remontee-idees");
    await fillValidIdea(page, email, "Abc");
    await page.getByLabel("Description").fill("Trop court");
    await page.getByRole("button", { name: "Envoyer ma soumission" }).click();

    await expect(page.getByText("Le titre doit contenir au moins 5 caractères")).toBeVisible();
    await expect(page.getByText("La description doit contenir au moins 20 caractères")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);
    await expect(page.getByLabel("Titre")).toHaveValue("Abc");
    await expect(page.getByLabel("Quartier (facultatif)")).toHaveValue("grande_cote_trois_gaules");
    await expect(page.getByRole("radio", { name: /Problème/ })).toBeChecked();

    await page.getByLabel("Titre").fill("Escaliers glissants sans JavaScript");
    await page.getByLabel("Description").fill("Les marches sont glissantes et l’éclairage est insuffisant le soir.");
    await page.getByRole("button", { name: "Envoyer ma soumission" }).click();

    await expect(page).toHaveURL(/\/remontee-idees$/);
    await expect(page.getByTestId("toast")).toContainText("Soumission réussie !");
    await expect(page.getByLabel("Titre")).toHaveValue("");

    const mail = await waitForMail(email, /bien été reçue/);
    await page.goto(followUpLink(mail.text));
    await expect(page.getByRole("heading", { level: 1, name: "Escaliers glissants sans JavaScript" })).toBeVisible();
  });
});
