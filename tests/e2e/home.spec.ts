// The home page: its sections in order, counting figures, domains band, testimonial carousel,
// and the newsletter (double opt-in through the captured email) and contact forms.
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { readMails, waitForMail } from "./support/mail";

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemple.fr`;

async function mailWithReplyTo(replyTo: string) {
  const started = Date.now();
  for (;;) {
    const found = (await readMails()).find((m) => m.replyTo === replyTo);
    if (found) return found;
    if (Date.now() - started > 10_000) throw new Error(`No email with Reply-To ${replyTo}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in the email`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

test("the home page shows every section in the spec's order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/ADPL/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ensemble, faisons vivre la Presqu’île de Lyon");
  await expect(page.getByText(/Depuis 2023/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Découvrir nos quartiers" })).toHaveAttribute("href", "/quartiers");
  await expect(page.getByRole("main").getByRole("link", { name: "Adhérer", exact: true })).toHaveAttribute("href", "/adhesion");
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "La Presqu’île en chiffres",
    "Nos domaines d’action",
    "Explorer",
    "Ils vivent la Presqu’île",
    "Notre mission",
    "Nos actions",
    "Nos combats du moment",
    "Rejoignez le mouvement",
  ]);
  await expect(page.getByRole("region", { name: "Explorer" }).getByRole("link")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Nos combats du moment" }).getByRole("heading", { level: 3 })).toHaveText([
    "Zone à trafic limité",
    "Défense du patrimoine",
    "Soutien aux commerces",
  ]);
  await expect(page.getByRole("region", { name: "Lettre d’information" }).getByLabel("Adresse e-mail")).toBeVisible();
  await expect(page.getByRole("region", { name: "Nous contacter" }).getByLabel("Message")).toBeVisible();
});

test.describe("headline figures", () => {
  test("a figure below the fold starts at 0 and counts up to its final value once scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    const visitors = page.getByTestId("chiffre-visiteurs");
    await expect(visitors).toHaveText("0");
    await visitors.scrollIntoViewIfNeeded();
    await expect(visitors).toHaveText("545\u00a0000");
    await expect(page.getByTestId("chiffre-commerces")).toHaveText("2\u00a0000+");
    await expect(page.getByTestId("chiffre-unesco")).toHaveText("1998");
  });

  test("with reduced motion the final numbers show at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await expect(page.getByTestId("chiffre-habitants")).toHaveText("42\u00a0200");
    await expect(page.getByRole("region", { name: "La Presqu’île en chiffres" })).toContainText("37\u00a0000");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the figures show their final values and the first testimonial is readable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await expect(page.getByTestId("chiffre-visiteurs")).toHaveText("545\u00a0000");
    await expect(page.getByRole("group", { name: "1 sur 5" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Lire tous les témoignages" })).toHaveAttribute("href", "/temoignages");
  });
});

test("the band lists the ten domains once for assistive technologies and can be paused", async ({ page }) => {
  await page.goto("/");
  const band = page.getByRole("region", { name: "Nos domaines d’action" });
  await expect(band.getByRole("listitem")).toHaveText([
    "Urbanisme", "Familles", "Patrimoine", "Jeunesse", "Sécurité", "Économie locale", "Mobilités", "Santé", "Culture", "Innovation",
  ]);
  const track = band.locator("ul").first().locator("..");
  await expect(track).toHaveCSS("animation-play-state", "running");
  await band.getByText("Mettre en pause le défilement").click();
  await expect(band.getByRole("checkbox", { name: "Mettre en pause le défilement" })).toBeChecked();
  await expect(track).toHaveCSS("animation-play-state", "paused");
});

test("the band does not move with reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const track = page.getByRole("region", { name: "Nos domaines d’action" }).locator("ul").first().locator("..");
  await expect(track).toHaveCSS("animation-name", "none");
});

test.describe("testimonial carousel", () => {
  test("it advances every 5 s, dots select a slide, and the pause button stops it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAccessibleName("Ils vivent la Presqu’île");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    await expect(carousel.getByRole("group", { name: "1 sur 5" })).toBeVisible();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(5100);
    await expect(carousel.getByRole("group", { name: "2 sur 5" })).toBeVisible();
    await expect(carousel.getByRole("group", { name: "1 sur 5" })).toBeHidden();

    await carousel.getByRole("button", { name: /Afficher le témoignage 4 sur 5/ }).click();
    await expect(carousel.getByRole("group", { name: "4 sur 5" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: /Afficher le témoignage 4 sur 5/ })).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Arrêter le défilement automatique" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole("group", { name: "4 sur 5" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Lancer le défilement automatique" })).toBeVisible();
  });

  test("hovering the carousel pauses the rotation", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole("group", { name: "1 sur 5" }).hover();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(11_000);
    await expect(carousel.getByRole("group", { name: "1 sur 5" })).toBeVisible();
  });
});

test("newsletter: subscribe from the home page, confirm through the emailed link, then unsubscribe in one click", async ({ page }) => {
  const email = unique("lettre");
  await page.goto("/");
  const box = page.getByRole("region", { name: "Lettre d’information" });
  await box.getByLabel("Adresse e-mail").fill(email);
  await box.getByRole("button", { name: "S’inscrire" }).click();
  await expect(box.getByRole("status")).toContainText("Confirmez votre inscription grâce au lien");
  await expect(page.getByTestId("toast")).toContainText("Inscription réussie");
  await expect(page).toHaveURL("/");

  const mail = await waitForMail(email, /Confirmez votre inscription/);
  await page.goto(linkIn(mail.text, "/newsletter/confirmation"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmer mon inscription");
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription confirmée");

  await page.goto(linkIn(mail.text, "/newsletter/desinscription"));
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes désinscrit");
});

test("newsletter: an invalid address is refused with a French message", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("region", { name: "Lettre d’information" });
  await box.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await box.getByRole("button", { name: "S’inscrire" }).click();
  await expect(box.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
});

test("contact form on the home page: errors, then sent, emailed to the association, then reset", async ({ page }) => {
  const sender = unique("jeanne");
  await page.goto("/");
  const form = page.getByRole("region", { name: "Nous contacter" });
  // Checked in the browser (the form module), then answered in place by /contact's action.
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByText("Le nom est obligatoire.")).toBeVisible();
  await expect(form.getByText("Choisissez un sujet dans la liste.")).toBeVisible();

  await form.getByLabel("Nom").fill("Jeanne Martin");
  await form.getByLabel("Adresse e-mail").fill(sender);
  await form.getByLabel("Sujet").selectOption({ label: "Mon quartier" });
  await form.getByLabel("Message").fill("Les trottoirs de la rue Mercière sont trop étroits.");
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByRole("heading", { name: "Message envoyé" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Nous vous répondrons dans les plus brefs délais.");

  const mail = await mailWithReplyTo(sender);
  expect(mail.to).toEqual([TEST_ASSOCIATION_EMAIL]);
  expect(mail.text).toContain("Les trottoirs de la rue Mercière sont trop étroits.");

  await form.getByRole("button", { name: "Envoyer un autre message" }).click();
  await expect(form.getByLabel("Nom")).toHaveValue("");
  await expect(form.getByLabel("Nom")).toBeFocused();
  await expect(form.getByLabel("Message")).toHaveValue("");
});

async function checkAxe(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

test("axe: no violations on the home page (light theme)", async ({ page }) => {
  await checkAxe(page);
});

test("axe: no violations on the home page (dark theme)", async ({ page }) => {
  await useDarkTheme(page);
  await checkAxe(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("axe: no violations on the home page at mobile width @mobile", async ({ page }) => {
  await checkAxe(page);
});
