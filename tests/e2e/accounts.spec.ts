// The member space through the real forms and emails: sign up and confirm the address, sign in
// and out, password reset, email change, other devices, personal data and deletion; the admin
// sign-in; the same without JavaScript; accessibility of every state.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ADMIN, signedInAs } from "./support/auth";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { waitForMail } from "./support/mail";

const PASSWORD = "les traboules de Lyon 2026";
const uniqueEmail = (prefix = "membre") => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** The first link to `path` in an email, as a path on this site. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, "\\/")}\\?token=[^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/espace?onglet=inscription");
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Inscription en cours")).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/espace");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
}

/** A new account, signed in, in a page of its own context. */
async function newMember(browser: Browser, email = uniqueEmail()) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, email);
  await signIn(page, email);
  return { context, page, email };
}

test("a visitor creates an account, confirms the address from the email, signs in, is refused the admin area, and signs out", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/espace");
  await page.getByRole("link", { name: "Inscription" }).click();
  await expect(page).toHaveURL(/\/espace\?onglet=inscription$/);
  await page.getByLabel("Prénom").fill("Inès");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Morel");
  await page.getByLabel("Adresse e-mail").fill(email);
  await expect(page.getByText("pas un mot de passe courant")).toBeVisible();
  await page.getByLabel("Mot de passe").fill("azerty123");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Ce mot de passe est trop courant")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);

  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  // The same answer whether or not the address had an account; the form is cleared.
  await expect(page.getByRole("status").filter({ hasText: "Inscription en cours" })).toContainText("e-mail de confirmation");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("");

  // Signed in before confirming: the profile asks for the confirmation.
  await signIn(page, email);
  await expect(page.getByText("Adresse e-mail à confirmer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Renvoyer l’e-mail" })).toBeVisible();

  const mail = await waitForMail(email, /Confirmez votre adresse e-mail/);
  await page.goto(linkIn(mail.text, "/espace/confirmation"));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await expect(page).toHaveURL(/\/espace$/);
  await expect(page.getByTestId("toast")).toContainText("Adresse e-mail confirmée");
  await expect(page.getByText("Compte vérifié")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon espace" })).toBeVisible();

  // The link works once.
  await page.goto(linkIn(mail.text, "/espace/confirmation"));
  await expect(page.getByText("Ce lien a déjà été utilisé")).toBeVisible();

  const admin = await page.goto("/admin");
  expect(admin?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();

  await page.goto("/espace");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
});

test("signing up with an address that has an account answers the same and tells its owner", async ({ page }) => {
  await page.goto("/espace?onglet=inscription");
  await page.getByLabel("Prénom").fill("Quelqu’un");
  await page.getByRole("textbox", { name: "Nom", exact: true }).fill("D’autre");
  await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill("trois pommes vertes au marché");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inscription en cours" })).toBeVisible();
  await expect(page.getByText("Un compte existe déjà")).toHaveCount(0);
  const mail = await waitForMail(ADMIN.email, /Tentative de création de compte/);
  expect(mail.text).toContain("/espace?onglet=reinitialisation");
});

test("a wrong password is refused with the spec's message; the email is kept, the password cleared; the toggle shows it", async ({ page }) => {
  await page.goto("/espace");
  await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
  const password = page.getByLabel("Mot de passe");
  await password.fill("pas le bon mot de passe");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Masquer le mot de passe" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Erreur de connexion" });
  await expect(alert).toContainText("Email ou mot de passe incorrect");
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(ADMIN.email);
  await expect(password).toHaveValue("");
});

test("the administrator signs in from the admin link and reaches the back-office", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/espace\?redirectTo=%2Fadmin$/);
  await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("password reset: the emailed link sets a new password, signs in here, ends the other sessions, and works once", async ({ browser, page }) => {
  const { context: other, page: otherPage, email } = await newMember(browser);
  await page.goto("/espace");
  await page.getByRole("link", { name: "Mot de passe oublié" }).first().click();
  await expect(page).toHaveURL(/onglet=reinitialisation/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email envoyé" })).toBeVisible();

  const link = linkIn((await waitForMail(email, /Réinitialisation de votre mot de passe/)).text, "/espace/nouveau-mot-de-passe");
  await page.goto(link);
  await page.getByLabel("Nouveau mot de passe").fill("un tout nouveau mot de passe");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/espace$/);
  await expect(page.getByTestId("toast")).toContainText("Mot de passe modifié");
  await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();

  // The other browser was signed out.
  await otherPage.goto("/espace/securite");
  await expect(otherPage).toHaveURL(/\/espace\?redirectTo=%2Fespace%2Fsecurite$/);
  await other.close();

  await page.goto(link);
  await expect(page.getByText("Ce lien a déjà été utilisé.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/espace?onglet=reinitialisation");
});

test("an unknown address gets the same reset answer", async ({ page }) => {
  await page.goto("/espace?onglet=reinitialisation");
  await page.getByLabel("Adresse e-mail").fill(uniqueEmail("inconnu"));
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email envoyé" })).toBeVisible();
});

test("changing the email: a link to the new address, the old one is told, the profile shows the new one", async ({ browser }) => {
  const { context, page, email } = await newMember(browser);
  const newEmail = uniqueEmail("nouvelle");
  await page.goto("/espace/modifier");
  await page.getByLabel("Nouvelle adresse e-mail").fill(newEmail);
  await page.locator("#email").getByLabel("Mot de passe actuel").fill("pas le bon");
  await page.getByRole("button", { name: "Changer d’adresse" }).click();
  await expect(page.getByText("Mot de passe actuel incorrect.")).toBeVisible();
  await expect(page.getByLabel("Nouvelle adresse e-mail")).toHaveValue(newEmail);
  await page.locator("#email").getByLabel("Mot de passe actuel").fill(PASSWORD);
  await page.getByRole("button", { name: "Changer d’adresse" }).click();
  await expect(page.getByTestId("toast")).toContainText("Confirmez votre nouvelle adresse");
  await waitForMail(email, /Changement d’adresse e-mail demandé/);

  await page.goto(linkIn((await waitForMail(newEmail, /Confirmez votre nouvelle adresse/)).text, "/espace/confirmation"));
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await expect(page.getByTestId("toast")).toContainText("Adresse e-mail modifiée");
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await context.close();
});

test("the security page lists both browsers and signs out the other one", async ({ browser }) => {
  const { context, page, email } = await newMember(browser);
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, email);

  await page.goto("/espace/securite");
  await expect(page.getByRole("listitem").filter({ hasText: "Dernière activité" })).toHaveCount(2);
  await expect(page.getByText("Cet appareil")).toBeVisible();
  await page.getByRole("button", { name: "Se déconnecter des autres appareils" }).click();
  await expect(page.getByTestId("toast")).toContainText("Autres appareils déconnectés");
  await expect(page.getByRole("listitem").filter({ hasText: "Dernière activité" })).toHaveCount(1);

  await secondPage.goto("/espace/securite");
  await expect(secondPage).toHaveURL(/\/espace\?redirectTo=/);
  await context.close();
  await second.close();
});

test("my data: the export downloads every section; deletion needs the password, then signs out for good", async ({ browser }) => {
  const { context, page, email } = await newMember(browser);
  await page.goto("/espace/donnees");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Télécharger mes données" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^adpl-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")));
  expect(Object.keys(exported.sections)).toEqual(expect.arrayContaining(["compte", "sessions", "idees", "adhesions", "messages", "newsletter"]));
  expect(exported.sections.compte.email).toBe(email);

  await expect(page.getByText("Ce qui sera supprimé")).toBeVisible();
  await expect(page.getByText("Ce qui est conservé")).toBeVisible();
  await page.getByLabel("Mot de passe").fill("pas le bon");
  await page.getByLabel("Je comprends que mon compte sera supprimé définitivement.").check();
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page.getByText("Mot de passe incorrect.")).toBeVisible();

  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Votre compte a été supprimé");
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  await waitForMail(email, /Votre compte a été supprimé/);

  await page.goto("/espace");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Erreur de connexion" })).toContainText("Email ou mot de passe incorrect");
  await context.close();
});

test.describe("an account without names", () => {
  test.use(signedInAs("sansnom"));

  test("the profile says « Non renseigné » and the member can fill the names in", async ({ page }) => {
    await page.goto("/espace");
    await expect(page.getByText("Non renseigné")).toHaveCount(2);
    await page.getByRole("link", { name: "Modifier", exact: true }).click();
    await expect(page).toHaveURL(/\/espace\/modifier$/);
    await expect(page.getByRole("textbox", { name: "Prénom", exact: true })).toHaveValue("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Le prénom est obligatoire.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs, sign-up, a refused sign-in, sign-in and sign-out work with plain links and form posts", async ({ page }) => {
    await page.goto("/espace");
    await page.getByRole("link", { name: "Inscription" }).click();
    await expect(page).toHaveURL(/onglet=inscription/);
    await page.getByLabel("Prénom").fill("Paul");
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Bocuse");
    await page.getByLabel("Adresse e-mail").fill(uniqueEmail("sansjs"));
    await page.getByLabel("Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Inscription en cours")).toBeVisible();

    await page.getByRole("link", { name: "Connexion", exact: true }).last().click();
    await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Erreur de connexion" })).toContainText("Email ou mot de passe incorrect");
    // No show/hide toggle without JavaScript: the field works as a plain password field.
    await expect(page.getByRole("button", { name: /Afficher/ })).toHaveCount(0);
    await page.getByLabel("Mot de passe").fill(ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { name: "Mon espace" })).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).first().click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  });

  // The pages behind the emailed links keep their token to themselves (no Referer to other
  // sites); their forms must still reach the server as this site's own posts.
  test("the emailed links work with plain form posts: confirming the address, then choosing a new password", async ({ page }) => {
    const email = uniqueEmail("sansjs-liens");
    await signUp(page, email);

    await page.goto(linkIn((await waitForMail(email, /Confirmez votre adresse/)).text, "/espace/confirmation"));
    await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
    await expect(page).toHaveURL(/onglet=connexion/);
    await expect(page.getByTestId("toast")).toContainText("Adresse e-mail confirmée");

    await page.goto("/espace?onglet=reinitialisation");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Email envoyé" })).toBeVisible();
    await page.goto(linkIn((await waitForMail(email, /Réinitialisation de votre mot de passe/)).text, "/espace/nouveau-mot-de-passe"));
    await page.getByLabel("Nouveau mot de passe").fill("un tout nouveau mot de passe");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page).toHaveURL(/\/espace$/);
    await expect(page.getByTestId("toast")).toContainText("Mot de passe modifié");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`no accessibility violation on the three tabs (${theme})`, async ({ page }) => {
    if (theme === "dark") await useDarkTheme(page);
    for (const tab of ["connexion", "inscription", "reinitialisation"]) {
      await page.goto(`/espace?onglet=${tab}`);
      await expectNoAxeViolations(page);
    }
    // A refused post: the error states too.
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expectNoAxeViolations(page);
  });

  test.describe(`signed in (${theme})`, () => {
    test.use(signedInAs("membre"));

    test(`no accessibility violation on the member pages (${theme})`, async ({ page }) => {
      if (theme === "dark") await useDarkTheme(page);
      for (const path of ["/espace", "/espace/modifier", "/espace/contributions", "/espace/securite", "/espace/donnees"]) {
        await page.goto(path);
        await expect(page.getByRole("navigation", { name: "Espace membre" })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("@mobile the member space is usable and accessible at phone width", async ({ page }) => {
  await page.goto("/espace?onglet=inscription");
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test.describe("@mobile signed in", () => {
  test.use(signedInAs("membre"));
  test("@mobile the member pages have no accessibility violation at phone width", async ({ page }) => {
    for (const path of ["/espace", "/espace/donnees"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
});
