// Photo moderation in Chromium: the photographe member deposits photos (a multipart post with
// their session, as the /depot-photos form sends it); an administrator approves one into a gallery
// category (it shows in /galerie with its credit, opens in the viewer, downloads), rejects another
// with a note (the member sees it and is emailed), then takes the first down (gone, its viewer
// link a 404); without JavaScript, the approve form (refused input keeps what was typed) and a
// rejection whose note the member reads in "Mes photos"; who may
// open the screen; axe on both views (the queue in both themes) and on the gallery with a
// deposited photo.
// The spec changes what every visitor sees in /galerie: it runs in the "site-edits" project.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eDataDir } from "../../playwright.config";
import { sessionStateFile } from "./support/accounts";
import { signedInAs, TEST_ACCOUNTS } from "./support/auth";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { waitForMail } from "./support/mail";
import { expect, test } from "./support/test";

const PHOTOGRAPHE = TEST_ACCOUNTS.photographe;

async function photographeRequest(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL: string) {
  return playwright.request.newContext({ baseURL, storageState: sessionStateFile(e2eDataDir, "photographe"), extraHTTPHeaders: { Origin: baseURL } });
}

/** Deposits a photo as the photographe member, as the deposit form posts it. */
async function deposit(client: APIRequestContext, title: string, fields: { category: string; description?: string; colour: string }) {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: fields.colour } }).jpeg({ quality: 80 }).toBuffer();
  const response = await client.post("/depot-photos", {
    multipart: {
      intent: "deposit",
      title,
      category: fields.category,
      description: fields.description ?? "",
      location: "Quai Saint-Antoine",
      rights_granted: "on",
      photo: { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: jpeg },
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text().catch(() => "")).toBe(302);
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title }).first()).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test.describe("with JavaScript", () => {
  test.use(signedInAs("admin"));

  test("approve into the gallery, reject with a note, take down", async ({ page, playwright, baseURL, browser }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const approved = `Les quais au matin ${stamp}`;
    const rejected = `Trottoir encombré ${stamp}`;
    const note = `Photo trop floue pour être publiée (${stamp}).`;
    const client = await photographeRequest(playwright, baseURL!);
    await deposit(client, approved, { category: "jolie_photo", description: `Brume sur la Saône ${stamp}.`, colour: "#2b5f8a" });
    await deposit(client, rejected, { category: "probleme", colour: "#8a2b2b" });
    await client.dispose();

    await page.goto("/admin/photos");
    await expect(page.getByRole("heading", { level: 1, name: "Photos des membres" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Photos" })).toHaveAttribute("aria-current", "page");
    const first = card(page, approved);
    await expect(first).toContainText("Camille Objectif");
    await expect(first).toContainText(PHOTOGRAPHE.email);
    await expect(first).toContainText("Jolie photo");
    await expect(first).toContainText("Quai Saint-Antoine");
    await expect(first).toContainText("Droits cédés le");
    // The preview is served to moderators although the photo is not public yet.
    const preview = first.locator("img").first();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Oldest first: the first deposit comes before the second.
    const titles = await page.getByTestId("photo-a-moderer").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.indexOf(approved)).toBeLessThan(titles.indexOf(rejected));
    await expectNoAxeViolations(page);
    await useDarkTheme(page);
    await page.reload();
    await expectNoAxeViolations(page);

    // Approve with a gallery category of our choice; the credit is proposed from the member's name.
    await expect(first.getByLabel("Crédit")).toHaveValue("Camille Objectif");
    await expect(first.getByLabel("Catégorie de la galerie")).toHaveValue("architecture");
    await first.getByLabel("Catégorie de la galerie").selectOption("saisons");
    await first.getByRole("button", { name: /Approuver et publier/ }).click();
    await expectToast(page, "Photo approuvée");
    await expect(card(page, approved)).toHaveCount(0);

    // Reject: the note is required (checked in the browser), then sent.
    const second = card(page, rejected);
    await second.getByRole("button", { name: /Refuser/ }).click();
    await expect(second).toContainText("Expliquez au membre pourquoi la photo n’est pas retenue.");
    await second.getByLabel("Note au membre").fill(note);
    await second.getByRole("button", { name: /Refuser/ }).click();
    await expectToast(page, "Photo refusée");
    await expect(card(page, rejected)).toHaveCount(0);

    // The gallery: first in "Tous" and in its category, credited, in the viewer, downloadable.
    await page.goto("/galerie?categorie=saisons");
    await expect(page.getByRole("link", { name: new RegExp(approved) })).toBeVisible();
    await page.goto("/galerie");
    const thumbnail = page.getByRole("link", { name: new RegExp(approved) });
    await expect(thumbnail).toBeVisible();
    await thumbnail.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByRole("heading", { name: approved })).toBeVisible();
    await expect(viewer).toContainText("Photo : Camille Objectif");
    await expect(viewer).toContainText(`Brume sur la Saône ${stamp}.`);
    await expect(viewer).not.toContainText("J’aime");
    await expect(viewer.getByRole("button", { name: /Partager/ })).toBeVisible();
    const download = viewer.getByRole("link", { name: /Télécharger/ });
    const href = await download.getAttribute("href");
    expect(href).toMatch(/^\/medias\/depots\/[0-9a-f-]+\/1600\.jpg$/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    const photoUrl = page.url();
    expect(photoUrl).toMatch(/\/galerie\?photo=[0-9a-f-]{36}$/);
    await expectNoAxeViolations(page);

    // The member sees the note in "Mes photos" and got it by email.
    const member = await browser.newContext({ storageState: sessionStateFile(e2eDataDir, "photographe") });
    const memberPage = await member.newPage();
    await memberPage.goto("/depot-photos?onglet=mes-photos");
    await expect(memberPage.getByText(note)).toBeVisible();
    await member.close();
    const mail = await waitForMail(PHOTOGRAPHE.email, new RegExp(`${rejected}.*n’a pas été retenue`));
    expect(mail.text).toContain(note);
    await waitForMail(PHOTOGRAPHE.email, new RegExp(`${approved}.*est publiée`));

    // The second view: the approved photo with "Dépublier", the rejection with its note.
    await page.goto("/admin/photos?vue=examinees");
    await expect(page.getByTestId("photo-refusee").filter({ hasText: rejected })).toContainText(note);
    const row = page.getByTestId("photo-approuvee").filter({ hasText: approved });
    await expect(row).toContainText("Photo : Camille Objectif");
    await expect(row).toContainText("Saisons");
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: /Dépublier/ }).click();
    await expectToast(page, "Photo dépubliée");
    await expect(page.getByTestId("photo-approuvee").filter({ hasText: approved })).toContainText("Dépubliée");
    await expect(page.getByTestId("photo-approuvee").filter({ hasText: approved }).getByRole("button", { name: /Republier/ })).toBeVisible();

    await page.goto("/galerie");
    await expect(page.getByRole("link", { name: new RegExp(approved) })).toHaveCount(0);
    expect((await page.request.get(new URL(photoUrl).pathname + new URL(photoUrl).search)).status()).toBe(404);
    // Taken down, its files are private again.
    const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const taken = await anonymous.get(href!);
    expect(taken.status(), JSON.stringify(taken.headers())).toBe(404);
    await anonymous.dispose();
  });

  test("the dashboard counts the photos waiting, with a link to the queue", async ({ page }) => {
    await page.goto("/admin");
    const pending = page.getByRole("link", { name: "Photos à modérer" });
    await expect(pending).toBeVisible();
    await pending.click();
    await expect(page).toHaveURL(/\/admin\/photos$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ ...signedInAs("admin"), javaScriptEnabled: false });

  test("the approve form: refused input keeps what was typed, then the photo is published and taken down", async ({ page, playwright, baseURL }) => {
    const stamp = Date.now().toString(36);
    const title = `Place des Jacobins ${stamp}`;
    const client = await photographeRequest(playwright, baseURL!);
    await deposit(client, title, { category: "idee", colour: "#3b7a3b" });
    await client.dispose();

    await page.goto("/admin/photos");
    let photo = card(page, title);
    await photo.getByLabel("Crédit").fill(`Camille O. ${stamp}`);
    await photo.getByLabel("Titre").fill("");
    await photo.getByRole("button", { name: /Approuver et publier/ }).click();
    photo = card(page, title);
    await expect(photo).toContainText("Le titre est obligatoire.");
    await expect(photo.getByLabel("Crédit")).toHaveValue(`Camille O. ${stamp}`);
    await expect(photo.getByLabel("Titre")).toHaveAttribute("aria-invalid", "true");

    const renamed = `La fontaine des Jacobins ${stamp}`;
    await photo.getByLabel("Titre").fill(renamed);
    await photo.getByLabel("Catégorie de la galerie").selectOption("patrimoine");
    await photo.getByRole("button", { name: /Approuver et publier/ }).click();
    await expect(page).toHaveURL(/\/admin\/photos$/);
    await expect(card(page, title)).toHaveCount(0);

    await page.goto("/galerie?categorie=patrimoine");
    await expect(page.getByRole("link", { name: new RegExp(renamed) })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(renamed) }).click();
    await expect(page.getByText(`Photo : Camille O. ${stamp}`)).toBeVisible();

    await page.goto("/admin/photos?vue=examinees");
    await page.getByTestId("photo-approuvee").filter({ hasText: renamed }).getByRole("button", { name: /Dépublier/ }).click();
    await expect(page.getByTestId("photo-approuvee").filter({ hasText: renamed })).toContainText("Dépubliée");
    await page.goto("/galerie");
    await expect(page.getByRole("link", { name: new RegExp(renamed) })).toHaveCount(0);
  });

  test("reject with a note: the note is required, then the member sees it in « Mes photos »", async ({ page, browser, playwright, baseURL }) => {
    const stamp = Date.now().toString(36);
    const title = `Poubelles rue Mercière ${stamp}`;
    const note = `Photo floue, merci d’en déposer une plus nette ${stamp}.`;
    const client = await photographeRequest(playwright, baseURL!);
    await deposit(client, title, { category: "probleme", colour: "#6b4c2b" });
    await client.dispose();

    await page.goto("/admin/photos");
    await card(page, title).getByRole("button", { name: /Refuser/ }).click();
    let photo = card(page, title);
    await expect(photo).toContainText("Expliquez au membre pourquoi la photo n’est pas retenue.");
    await photo.getByLabel("Note au membre").fill(note);
    await photo.getByRole("button", { name: /Refuser/ }).click();
    await expect(page).toHaveURL(/\/admin\/photos$/);
    await expect(card(page, title)).toHaveCount(0);
    await page.goto("/admin/photos?vue=examinees");
    photo = page.getByTestId("photo-refusee").filter({ hasText: title });
    await expect(photo).toContainText(note);

    // The member's list, with JavaScript (axe needs it), shows the rejection and its note.
    const member = await browser.newContext({ storageState: sessionStateFile(e2eDataDir, "photographe"), javaScriptEnabled: true });
    const memberPage = await member.newPage();
    await memberPage.goto("/depot-photos?onglet=mes-photos");
    const own = memberPage.getByRole("listitem").filter({ has: memberPage.getByRole("heading", { name: title, exact: true }) });
    await expect(own.getByText("Rejeté", { exact: true })).toBeVisible();
    await expect(own).toContainText(`Note de l’équipe\u202f: ${note}`);
    await expect(own.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expectNoAxeViolations(memberPage);
    await member.close();
  });
});

