// Accounts through the real forms: sign up, sign in, the admin area, sign out.
import { expect, test } from "./support/test";
import { ADMIN } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

test("a visitor creates an account, signs in, sees the profile, is refused the admin area, and signs out", async ({ page }) => {
  const email = `membre-${Date.now()}@example.org`;
  await page.goto("/espace");
  await page.getByRole("link", { name: "Inscription" }).click();
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("azerty123");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Ce mot de passe est trop courant")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);

  await page.getByLabel("Mot de passe").fill("les traboules de Lyon");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  // The same answer whether or not the address had an account: nobody is signed in by a sign-up.
  await expect(page).toHaveURL(/\/espace\/connexion\?onglet=connexion$/);
  await expect(page.getByText("Inscription enregistrée")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("les traboules de Lyon");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon espace" })).toBeVisible();

  const admin = await page.goto("/admin");
  expect(admin?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();

  await page.goto("/espace");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
});

test("a wrong password is refused with the spec's message and the email is kept", async ({ page }) => {
  await page.goto("/espace");
  await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill("pas le bon mot de passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(ADMIN.email);
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
});

test("the administrator signs in from the admin link and reaches the back-office", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in and out works with plain form posts", async ({ page }) => {
    await page.goto("/espace");
    await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
    await page.getByLabel("Mot de passe").fill(ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  });
});
