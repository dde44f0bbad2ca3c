// Board, testimonials, legal pages, proposals, contact and newsletter pages: their sections,
// the testimonial filters, the contact form with and without JavaScript, one-click unsubscribe.
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { expect, sharedPage, test, type Page } from "./support/test";
import { expectNoAxeViolationsLightAndDark } from "./support/axe";
import { readMails } from "./support/mail";

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemple.fr`;

test("the board page shows its statistics, five members, the contact block and three values", async ({ page }) => {
  await page.goto("/equipe");
  await expect(page).toHaveTitle("Notre équipe | ADPL");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notre équipe");
  // The spec's statistics are samples (ADR 0035): each labelled.
  await expect(page.getByRole("region", { name: "Le bureau en chiffres" }).locator("dd")).toHaveText(["15 ans Exemple", "250 h Exemple", "75+ Exemple", "12 Exemple"]);
  const board = page.getByRole("region", { name: "Le bureau" });
  await expect(board.getByRole("article")).toHaveCount(5);
  await expect(board.getByRole("article").first()).toContainText("Président");
  await expect(page.getByRole("link", { name: "Écrire au bureau" })).toHaveAttribute("href", `mailto:${TEST_ASSOCIATION_EMAIL}`);
  await expect(page.getByRole("region", { name: "Nos valeurs" }).getByRole("heading", { level: 3 })).toHaveText(["Engagement", "Collectif", "Excellence"]);
});

test("testimonials: cards with rating, and the category filter works by URL and by click", async ({ page }) => {
  await page.goto("/temoignages");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText("Hélène Marchand");
  await expect(cards.first()).toContainText("Note : 5 sur 5");
  await expect(cards.first().getByRole("img", { name: "Portrait d’Hélène Marchand" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tous" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Commerçants" }).click();
  await expect(page).toHaveURL("/temoignages?categorie=commercants");
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Commerçants" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("2 témoignages · Commerçants");

  await page.goto("/temoignages?categorie=artistes");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Thomas Roche");
  await page.goto("/temoignages?categorie=inconnue");
  await expect(cards).toHaveCount(9);
});

test("testimonials: the call to action leads to the contact form with the subject preset, and to membership", async ({ page }) => {
  await page.goto("/temoignages");
  await expect(page.getByRole("link", { name: "Rejoindre l’ADPL" })).toHaveAttribute("href", "/adhesion");
  await page.getByRole("link", { name: "Partager mon témoignage" }).click();
  await expect(page).toHaveURL("/contact?sujet=autre");
  await expect(page.getByLabel("Sujet")).toHaveValue("autre");
});

test("the legal notices give the association's registry data and the contact address", async ({ page }) => {
  await page.goto("/mentions-legales");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentions légales");
  const main = page.getByRole("main");
  await expect(main).toContainText("07/06/2023");
  // No Journal officiel date was entered in this environment: none is shown (never one made up).
  await expect(main).not.toContainText("Journal officiel des associations");
  await expect(main).toContainText("Lyon 2e");
  await expect(main.getByRole("link", { name: TEST_ASSOCIATION_EMAIL }).first()).toHaveAttribute("href", `mailto:${TEST_ASSOCIATION_EMAIL}`);
  await expect(main).not.toContainText("{email}");
  await expect(main.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/politique-confidentialite");
});

test("the privacy policy describes the real cookies, the newsletter opt-in and the CNIL", async ({ page }) => {
  await page.goto("/politique-confidentialite");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  const main = page.getByRole("main");
  for (const text of ["adpl.session_token", "adpl_theme", "adpl_toast", "double confirmation", "CNIL", "22 novembre 2026"]) {
    await expect(main).toContainText(text);
  }
  await expect(main).not.toContainText("{email}");
  await expect(main.getByRole("navigation", { name: "Sommaire" }).getByRole("link")).not.toHaveCount(0);
});

test("the proposals page lists the published proposals, filters them, and opens each one", async ({ page }) => {
  await page.goto("/propositions-lyon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos propositions pour Lyon");
  const navettes = page.getByRole("link", { name: "Des navettes électriques gratuites entre Perrache et les Terreaux" });
  await expect(navettes).toBeVisible();
  await expect(page.getByRole("link", { name: "Un plan de soutien aux commerces indépendants du centre-ville" })).toBeVisible();
  await page.getByLabel("Thème").selectOption("Commerce & Économie");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/theme=Commerce/);
  await expect(navettes).toHaveCount(0);
  await page.getByRole("link", { name: /commerces indépendants/ }).click();
  await expect(page).toHaveURL("/propositions-lyon/soutien-commerces-independants");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Un plan de soutien aux commerces indépendants du centre-ville");
  await expect(page.getByText("Priorité moyenne")).toBeVisible();
  await expect(page.getByText("En cours", { exact: true })).toBeVisible();
  expect((await page.request.get("/propositions-lyon/une-proposition-qui-nexiste-pas")).status()).toBe(404);
});

test("contact page with JavaScript: the message is sent without leaving the page", async ({ page }) => {
  const sender = unique("js");
  await page.goto("/contact?sujet=autre");
  await page.getByLabel("Nom").fill("Paul Durand");
  await page.getByLabel("Adresse e-mail").fill(sender);
  await page.getByLabel("Message").fill("Je souhaite partager mon témoignage sur la place des Terreaux.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("heading", { name: "Message envoyé" })).toBeVisible();
  await expect(page).toHaveURL("/contact?sujet=autre");
  await expect.poll(async () => (await readMails()).find((m) => m.replyTo === sender)?.subject).toBe("[Site ADPL] Autre\u202f: message de Paul Durand");
});

test.describe("the contact form's checks in the browser (the form module)", () => {
  function watchPosts(page: Page): string[] {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    return posts;
  }

  test("a field emptied and left shows the schema's French error; an empty form is not sent and its first field takes the focus", async ({ page }) => {
    const posts = watchPosts(page);
    await page.goto("/contact");
    const name = page.getByLabel("Nom");
    await name.fill("L");
    await name.fill("");
    await name.blur();
    await expect(page.getByText("Le nom est obligatoire.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Le nom est obligatoire.");

    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Choisissez un sujet dans la liste.")).toBeVisible();
    await expect(page.getByText("Le message est obligatoire.")).toBeVisible();
    await expect(name).toBeFocused();
    // Typing clears the error as soon as the field is right.
    await name.pressSequentially("Lucie");
    await expect(page.getByText("Le nom est obligatoire.")).toBeHidden();
    await expect(name).not.toHaveAttribute("aria-invalid");
    expect(posts).toEqual([]);
  });

  test("what only the server finds wrong is answered in place, what was typed kept; corrected, the message is sent", async ({ page }) => {
    const posts = watchPosts(page);
    await page.goto("/contact");
    await page.getByLabel("Nom").fill("Lucie Bernard");
    // A valid address for the browser, not for the schema (no domain).
    await page.getByLabel("Adresse e-mail").fill("lucie@exemple");
    await page.getByLabel("Sujet").selectOption("evenement");
    await page.getByLabel("Message").fill("Quand aura lieu la prochaine assemblée générale ?");
    await page.getByRole("button", { name: "Envoyer" }).click();

    await expect(page.getByText("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toBeFocused();
    await expect(page.getByLabel("Message")).toHaveValue("Quand aura lieu la prochaine assemblée générale ?");
    await expect(page.getByLabel("Sujet")).toHaveValue("evenement");
    expect(posts).toEqual(["/contact"]);

    const sender = unique("validation-serveur");
    await page.getByLabel("Adresse e-mail").fill(sender);
    await expect(page.getByText("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.")).toBeHidden();
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByRole("heading", { name: "Message envoyé" })).toBeFocused();
    expect(posts).toEqual(["/contact", "/contact"]);
    await expect.poll(async () => (await readMails()).some((m) => m.replyTo === sender)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("contact: an error keeps what was typed, the corrected message is sent", async ({ page }) => {
    const sender = unique("sans-js");
    await page.goto("/contact");
    await page.getByLabel("Nom").fill("Lucie Bernard");
    await page.getByLabel("Adresse e-mail").fill("lucie@exemple");
    await page.getByLabel("Sujet").selectOption("evenement");
    await page.getByLabel("Message").fill("Quand aura lieu la prochaine assemblée générale ?");
    await page.getByRole("button", { name: "Envoyer" }).click();

    await expect(page.getByText("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.")).toBeVisible();
    await expect(page.getByLabel("Nom")).toHaveValue("Lucie Bernard");
    await expect(page.getByLabel("Sujet")).toHaveValue("evenement");
    await expect(page.getByLabel("Message")).toHaveValue("Quand aura lieu la prochaine assemblée générale ?");
    await expect(page.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Adresse e-mail").fill(sender);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByRole("heading", { name: "Message envoyé" })).toBeVisible();
    await expect.poll(async () => (await readMails()).some((m) => m.replyTo === sender)).toBe(true);

    await page.getByRole("button", { name: "Envoyer un autre message" }).click();
    // An empty GET form: "/contact?" in the address bar.
    await expect(page).toHaveURL(/\/contact\??$/);
    await expect(page.getByLabel("Nom")).toHaveValue("");
  });

  test("contact from the home page: the plain post is answered by the contact page", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("region", { name: "Nous contacter" });
    await form.getByLabel("Nom").fill("Marc Petit");
    await form.getByLabel("Adresse e-mail").fill(unique("accueil"));
    await form.getByLabel("Sujet").selectOption("adhesion");
    await form.getByLabel("Message").fill("Comment adhérer pour toute ma famille ?");
    await form.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { name: "Message envoyé" })).toBeVisible();
  });

  test("newsletter: the plain post shows the confirmation message", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByLabel("Adresse e-mail").fill(unique("sans-js-lettre"));
    await page.getByRole("button", { name: "S’inscrire" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Confirmez votre inscription" })).toBeVisible();
  });
});

test("newsletter: a mail client's one-click unsubscribe (RFC 8058) works, and an unknown link is refused", async ({ page, request }) => {
  const email = unique("un-clic");
  await page.goto("/newsletter");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S’inscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmez votre inscription" })).toBeVisible();
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readMails()).find((m) => m.to.includes(email));
      link = /https?:\/\/\S+\/newsletter\/desinscription\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  const path = new URL(link).pathname + new URL(link).search;
  const oneClick = await request.post(path, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous êtes désinscrit");

  const unknown = await request.post(`/newsletter/desinscription?token=${"z".repeat(43)}`, { form: { "List-Unsubscribe": "One-Click" } });
  expect(unknown.status()).toBe(400);
  await page.goto(`/newsletter/confirmation?token=${"z".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lien invalide ou expiré");
});

const pages = ["/equipe", "/temoignages", "/mentions-legales", "/politique-confidentialite", "/propositions-lyon", "/contact", "/newsletter"];

test.describe("accessibility", () => {
  const shared = sharedPage();
  for (const path of pages) {
    test(`axe: no violations on ${path} in light and dark themes`, async () => {
      const page = shared();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page);
    });
  }
});
