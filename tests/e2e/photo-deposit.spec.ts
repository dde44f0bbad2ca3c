// /depot-photos in Chromium: the signed-out prompt (and back after signing in), the unconfirmed
// address, the deposit with JavaScript (disabled button until the rights box is ticked, preview,
// toast, "Mes photos", withdrawal) and without it (multipart post, refusals keep what was typed),
// and accessibility of both tabs and the prompt.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";
import { frenchTypographyFaults } from "../support/french-typography";

/** What the page's main region says follows French typography (the shell is checked by typography.spec.ts). */
const expectFrenchTypography = async (page: Page) => expect(frenchTypographyFaults(await page.locator("main").innerText())).toEqual([]);
const unique = () => randomBytes(4).toString("hex");
const jpeg = (colour = "#336699") => sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
const photoInput = (page: Page) => page.locator("input[type=file][name=photo]");
const titleInput = (page: Page) => page.getByRole("textbox", { name: "Titre", exact: true });
const rightsBox = (page: Page) => page.getByRole("checkbox", { name: /je cède à l’association/ });
const submit = (page: Page) => page.getByRole("button", { name: "Déposer la photo" });
const cardOf = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function fillDeposit(page: Page, title: string, options: { file?: { name: string; mimeType: string; buffer: Buffer }; rights?: boolean } = {}) {
  await photoInput(page).setInputFiles(options.file ?? { name: "quai.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
  await titleInput(page).fill(title);
  await page.getByRole("radio", { name: /Jolie photo/ }).check();
  await page.getByLabel("Description (facultatif)").fill("Le quai au lever du jour.");
  await page.getByLabel("Lieu (facultatif)").fill("Quai Saint-Antoine");
  if (options.rights !== false) await rightsBox(page).check();
}

test.describe("signed out", () => {
  test("the prompt leads to the sign-in page, which comes back here", async ({ page }) => {
    await page.goto("/depot-photos");
    await expect(page.getByRole("heading", { level: 1, name: "Déposer des photos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Connectez-vous pour déposer une photo" })).toBeVisible();
    await expect(page.locator("form#depot-photo")).toHaveCount(0);
    const link = page.getByRole("region", { name: "Connectez-vous pour déposer une photo" }).getByRole("link", { name: "Se connecter" });
    await expect(link).toHaveAttribute("href", "/espace?redirectTo=%2Fdepot-photos");
    await expectNoAxeViolations(page);
    await expectFrenchTypography(page);

    await link.click();
    await page.getByLabel("Adresse e-mail").fill(TEST_ACCOUNTS.photographe.email);
    await page.getByLabel("Mot de passe").fill(TEST_ACCOUNTS.photographe.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/depot-photos$/);
    await expect(page.getByRole("link", { name: "Déposer une photo" })).toHaveAttribute("aria-current", "page");
  });

  test("a post answers 401 with the French message", async ({ request }) => {
    const answer = await request.post("/depot-photos", {
      multipart: { intent: "deposit", title: "Sans compte", category: "idee", rights_granted: "on", photo: { name: "a.jpg", mimeType: "image/jpeg", buffer: await jpeg() } },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(401);
    expect(await answer.text()).toContain("Vous devez être connecté pour déposer une photo.");
  });
});

test.describe("signed in with an address to confirm", () => {
  test.use(signedInAs("membre"));

  test("no form: the address must be confirmed first, and the resend button comes back here", async ({ page }) => {
    await page.goto("/depot-photos");
    await expect(page.getByRole("heading", { name: "Confirmez d’abord votre adresse e-mail pour déposer une photo." })).toBeVisible();
    await expect(page.locator("form#depot-photo")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFrenchTypography(page);
    await page.getByRole("button", { name: "Renvoyer l’e-mail de confirmation" }).click();
    await expect(page).toHaveURL(/\/depot-photos$/);
    await expect(page.getByTestId("toast")).toBeVisible();
  });
});

test.describe("a member with JavaScript", () => {
  test.use(signedInAs("photographe"));

  test("deposits a photo (button disabled until the rights are ceded, preview), sees it pending, withdraws it", async ({ page }) => {
    test.slow(); // image work, two redirects and two accessibility scans
    const title = `Quai au matin ${unique()}`;
    await page.goto("/depot-photos");
    for (const card of ["Problème signalé", "Idée proposée", "Jolie photo"]) await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    await expect(page.getByText("examinée par l’équipe avant publication")).toBeVisible();
    await expect(page.getByRole("link", { name: "Déposer une photo" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Mes photos" })).not.toHaveAttribute("aria-current");
    await expect(photoInput(page)).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp");
    await expect(page.getByText("PNG, JPG, JPEG ou WebP, 10\u202fMo maximum.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFrenchTypography(page);

    await fillDeposit(page, title, { rights: false });
    await expect(page.getByTestId("photo-preview")).toBeVisible();
    await expect(page.getByTestId("photo-preview")).toHaveAttribute("src", /^blob:/);
    await expect(submit(page)).toBeDisabled();
    await rightsBox(page).check();
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Photo déposée");
    await expect(toast).toContainText("Votre photo a été déposée avec succès et sera examinée par notre équipe.");
    await expect(page).toHaveURL(/\/depot-photos\?onglet=mes-photos$/);
    await expect(page.getByRole("link", { name: "Mes photos" })).toHaveAttribute("aria-current", "page");
    const card = cardOf(page, title);
    await expect(card.getByText("En attente", { exact: true })).toBeVisible();
    await expect(card.getByText("Jolie photo")).toBeVisible();
    const thumbnail = card.locator("img");
    await expect(thumbnail).toHaveAttribute("width", /^\d+$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await expectFrenchTypography(page);

    await card.getByRole("button", { name: /Retirer/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Photo retirée");
    await expect(cardOf(page, title)).toHaveCount(0);
  });

  test("a file over 10 MB is refused before sending", async ({ page }) => {
    await page.goto("/depot-photos?onglet=depot");
    await photoInput(page).setInputFiles({ name: "grande.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText("La photo dépasse 10\u202fMo\u202f: réduisez-la avant de la déposer.")).toBeVisible();
  });
});

test.describe("a member without JavaScript", () => {
  test.use({ ...signedInAs("photographe"), javaScriptEnabled: false });

  test("refusals keep what was typed; a text file named .jpg is not an image; then the deposit works", async ({ page }) => {
    test.slow(); // four full-page multipart posts
    const title = `Traboule sans JS ${unique()}`;
    await page.goto("/depot-photos");
    // The rights ceded, in the spec's terms: 99 years, the website and social networks.
    await expect(rightsBox(page)).toHaveAccessibleName(
      "Je certifie être l’auteur de cette photo et je cède à l’association, à titre gracieux et pour une durée de 99 ans, le droit de l’utiliser sur son site internet et ses réseaux sociaux.",
    );
    await fillDeposit(page, title, { rights: false });
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(page.getByText("Vous devez accepter de céder les droits d'utilisation.")).toBeVisible();
    await expect(titleInput(page)).toHaveValue(title);
    await expect(page.getByLabel("Description (facultatif)")).toHaveValue("Le quai au lever du jour.");
    await expect(page.getByRole("radio", { name: /Jolie photo/ })).toBeChecked();

    await fillDeposit(page, title, { file: { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ceci n’est pas une image, seulement du texte") } });
    await submit(page).click();
    await expect(page.getByText("Veuillez sélectionner une image.")).toBeVisible();
    await expect(titleInput(page)).toHaveValue(title);
    await expect(rightsBox(page)).toBeChecked();

    await fillDeposit(page, title);
    await submit(page).click();
    await expect(page).toHaveURL(/\/depot-photos\?onglet=mes-photos$/);
    await expect(page.getByTestId("toast")).toContainText("Photo déposée");
    const card = cardOf(page, title);
    await expect(card.getByText("En attente", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: /Retirer/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Photo retirée");
    await expect(cardOf(page, title)).toHaveCount(0);
  });

  test("the tabs are links that work without JavaScript, the empty or filled list has a way back to the form", async ({ page }) => {
    await page.goto("/depot-photos?onglet=mes-photos");
    await expect(page.getByRole("heading", { name: "Mes photos", level: 2 })).toBeVisible();
    await page.getByRole("link", { name: "Déposer une photo" }).first().click();
    await expect(page).toHaveURL(/onglet=depot$/);
    await expect(page.getByRole("heading", { name: "Déposer une photo", level: 2 })).toBeVisible();
  });
});
