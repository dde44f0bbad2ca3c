// /rencontres in Chromium (issue 15): the two lists split on the server's clock (X-Test-Now,
// lib/clock.server.ts), an event's page with its map link, calendar file and share, the feed,
// "Voir plus" and drafts without JavaScript, and accessibility in both themes. The sample
// rencontres are dated from the server's first start (db/seeds/events.ts: +12, +26 and +45 days;
// −20, −80 and −150 days), so the clock sent is counted from now too.
import type { Browser } from "@playwright/test";
import { TEST_NOW_HEADER } from "../../app/lib/clock.server";
import { signedInAs } from "./support/auth";
import { expectNoAxeViolations, useDarkTheme } from "./support/axe";
import { expect, test, type Page } from "./support/test";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const MEETING = { slug: "exemple-reunion-publique-circulation", title: "Réunion publique sur le plan de circulation", place: "Mairie du 2e arrondissement, salle du conseil" };
const VISIT = { slug: "exemple-visite-traboules", title: "Visite des traboules de la Presqu’île" };
const WORKSHOP = { slug: "exemple-atelier-vegetalisation", title: "Atelier\u202f: végétaliser sa cour d’immeuble" };
const LECTURE = { slug: "exemple-conference-histoire-presquile", title: "Conférence\u202f: deux siècles d’urbanisme sur la Presqu’île" };

const upcoming = (page: Page) => page.getByRole("region", { name: "Prochaines rencontres" });
const past = (page: Page) => page.getByRole("region", { name: "Rencontres passées" });
const FRENCH_DATE_TIME = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (1er|\d{1,2}) [a-zéû]+ \d{4} à \d{1,2}h(\d{2})?$/;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates a rencontre through the back-office form (no JavaScript: a plain post), as an administrator. */
async function createEvent(browser: Browser, fields: { slug: string; title: string; date: string; published: boolean }) {
  const context = await browser.newContext({ ...signedInAs("admin"), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/rencontres/nouveau");
  await page.getByLabel(/^Titre/).fill(fields.title);
  await page.getByLabel(/^Adresse \(slug\)/).fill(fields.slug);
  await page.getByLabel(/^Type de rencontre/).selectOption("Conférence");
  await page.getByLabel(/^Lieu/).fill("Palais de la Bourse, salle de la Corbeille");
  await page.getByLabel(/^Date/).fill(fields.date);
  await page.getByLabel(/^Heure/).fill("18h30");
  await page.getByLabel(/^Description/).fill("Une rencontre **créée** pour les tests.");
  if (fields.published) await page.getByLabel(/^Publié/).check();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Rencontre créée" })).toBeVisible();
  await context.close();
}

test.describe("on the day the samples were seeded", () => {
  test.use({ extraHTTPHeaders: { [TEST_NOW_HEADER]: inDays(0) }, serviceWorkers: "block" });

  test("upcoming rencontres soonest first with type, French date and time, place, urgent badge and seats", async ({ page }) => {
    await page.goto("/rencontres");
    await expect(page.getByRole("heading", { level: 1, name: "Rencontres" })).toBeVisible();

    const titles = await upcoming(page).getByRole("heading", { level: 3 }).allTextContents();
    const samples = titles.filter((t) => [MEETING.title, VISIT.title, WORKSHOP.title].includes(t));
    expect(samples).toEqual([MEETING.title, VISIT.title, WORKSHOP.title]);
    expect(await past(page).getByRole("heading", { level: 3 }).allTextContents()).toContain(LECTURE.title);

    const meeting = upcoming(page).getByRole("article").filter({ has: page.getByRole("link", { name: MEETING.title }) });
    await expect(meeting.getByText("URGENT")).toBeVisible();
    await expect(meeting.getByText("Réunion publique", { exact: true })).toBeVisible();
    await expect(meeting.getByText(MEETING.place)).toBeVisible();
    await expect(meeting.locator("time")).toHaveText(FRENCH_DATE_TIME);
    await expect(meeting.locator("time")).toContainText("à 18h30");
    const visit = upcoming(page).getByRole("article").filter({ has: page.getByRole("link", { name: VISIT.title }) });
    await expect(visit).toContainText("25 places maximum");

    // The real newsletter form, not a dead box.
    const newsletter = page.getByRole("region", { name: "Ne manquez aucune rencontre" });
    await expect(newsletter.locator('form[action="/newsletter"]')).toHaveCount(1);
    await expect(newsletter.getByRole("button", { name: "S’abonner" })).toBeVisible();
  });

  test("an event's page: facts, OpenStreetMap in a new tab, its calendar file, share", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/rencontres");
    await upcoming(page).getByRole("link", { name: MEETING.title }).click();
    await expect(page).toHaveURL(new RegExp(`/rencontres/${MEETING.slug}$`));
    // Reached by a link, not page.goto: wait for the page's modules (the share button's) before
    // the calendar link starts a download, which would otherwise race their loading.
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MEETING.title);
    await expect(page).toHaveTitle(`${MEETING.title} | ADPL`);

    const map = page.getByRole("link", { name: /Voir sur OpenStreetMap/ });
    await expect(map).toHaveAttribute("href", `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${MEETING.place}, Lyon`)}`);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);

    const agenda = page.getByRole("link", { name: "Ajouter à mon agenda" });
    await expect(agenda).toHaveAttribute("href", `/rencontres/${MEETING.slug}/agenda.ics`);
    const download = page.waitForEvent("download");
    await agenda.click();
    expect((await download).suggestedFilename()).toBe(`${MEETING.slug}.ics`);

    const ics = await page.request.get(`/rencontres/${MEETING.slug}/agenda.ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers()["content-disposition"]).toBe(`attachment; filename="${MEETING.slug}.ics"`);
    const body = await ics.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toMatch(/\r\nDTSTART;TZID=Europe\/Paris:\d{8}T183000\r\n/);
    expect(body).toContain("SUMMARY:Réunion publique sur le plan de circulation\r\n");

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((json) => JSON.parse(json)["@type"] === "Event")).toBe(true);

    await page.getByRole("button", { name: "Partager" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Lien copié dans le presse-papiers" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/rencontres/${MEETING.slug}$`));
  });

  test("the calendar feed to subscribe to, and a 404 for an unknown rencontre", async ({ page }) => {
    const feed = await page.request.get("/rencontres.ics");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await feed.text();
    expect(body).toContain("METHOD:PUBLISH\r\n");
    for (const slug of [MEETING.slug, LECTURE.slug]) expect(body).toContain(`/rencontres/${slug}`);

    const missing = await page.goto("/rencontres/rencontre-qui-n-existe-pas");
    expect(missing?.status()).toBe(404);
    // The site's own 404 page (its heading is the spec's English line) with its tab title.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle(/^Page introuvable/);
    expect((await page.request.get("/rencontres/rencontre-qui-n-existe-pas/agenda.ics")).status()).toBe(404);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no accessibility violation on the list and an event's page (${theme})`, async ({ page }) => {
      if (theme === "dark") await useDarkTheme(page);
      await page.goto("/rencontres");
      await expectNoAxeViolations(page);
      await page.goto(`/rencontres/${MEETING.slug}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("a month later on the server's clock", () => {
  test.use({ extraHTTPHeaders: { [TEST_NOW_HEADER]: inDays(30) }, serviceWorkers: "block" });

  test("the visit has moved to the past rencontres; its page says it took place and offers no calendar file", async ({ page }) => {
    await page.goto("/rencontres");
    expect(await upcoming(page).getByRole("heading", { level: 3 }).allTextContents()).toContain(WORKSHOP.title);
    const pastTitles = await past(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(pastTitles.slice(0, 2)).toEqual([VISIT.title, MEETING.title]);
    await past(page).getByRole("link", { name: VISIT.title }).click();
    await expect(page.getByText(/^Cette rencontre a eu lieu le /)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ajouter à mon agenda" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { [TEST_NOW_HEADER]: inDays(60) }, serviceWorkers: "block" });

  test("“Voir plus” shows the older past rencontres; a draft is a 404 except for an editor, under a banner", async ({ page, browser }) => {
    const id = unique();
    const archive = { slug: `archive-${id}`, title: `Rencontre d’archive ${id}`, date: "2020-01-15", published: true };
    const draft = { slug: `brouillon-${id}`, title: `Rencontre en préparation ${id}`, date: "2027-06-15", published: false };
    await createEvent(browser, archive);
    await createEvent(browser, draft);

    // Sixty days on, the six samples and the archive are all past: the first six, then "Voir plus".
    await page.goto("/rencontres");
    await expect(past(page).getByRole("article")).toHaveCount(6);
    await expect(past(page).getByRole("link", { name: archive.title })).toHaveCount(0);
    await past(page).getByRole("link", { name: "Voir plus" }).click();
    await expect(page).toHaveURL(/\/rencontres\?passees=12#passees$/);
    await expect(past(page).getByRole("link", { name: archive.title })).toBeVisible();

    const anonymous = await page.goto(`/rencontres/${draft.slug}`);
    expect(anonymous?.status()).toBe(404);
    expect(await page.content()).not.toContain(draft.title);
    await page.goto("/rencontres");
    await expect(page.getByRole("link", { name: draft.title })).toHaveCount(0);
    expect(await (await page.request.get("/rencontres.ics")).text()).not.toContain(draft.slug);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(draft.slug);

    const editorContext = await browser.newContext({ ...signedInAs("redaction"), javaScriptEnabled: false });
    const editor = await editorContext.newPage();
    const preview = await editor.goto(`/rencontres/${draft.slug}`);
    expect(preview?.status()).toBe(200);
    await expect(editor.getByTestId("brouillon")).toHaveText("Brouillon — non publié");
    await expect(editor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await editorContext.close();
  });
});
