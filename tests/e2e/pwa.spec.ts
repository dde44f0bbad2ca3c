// The installable app (ADR 0018) in Chromium: Chrome finds nothing missing to install it; the
// install card follows the spec (shown only when the browser offers installation, the app is
// not running installed and the visitor has not dismissed it; "Installer", "Plus tard" and the
// close icon); the key public pages can be read offline after a first visit to any page, any
// other page offline leads to the offline page; an idea sent offline reaches the database exactly
// once when the connection returns, also when the form is posted plainly (no page module: the
// service worker keeps the post and says so); so does a registration to a rencontre.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { decideConsent } from "./support/consent";
import { readMails } from "./support/mail";
import { expect, scaled, test } from "./support/test";

// The site's service worker is part of what this spec checks (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const DISMISSED_KEY = "pwa-install-dismissed";

/** Waits until the service worker controls the page and has kept the key pages. */
async function workerReady(page: Page) {
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: scaled(15_000) }).toBe(true);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/__adpl/precached-at"))), { timeout: scaled(15_000) }).toBe(true);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** What the browser fires when it offers installation; records whether the dialog was opened. */
async function offerInstallation(page: Page, outcome: "accepted" | "dismissed") {
  await page.evaluate((choice) => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => {
      (window as unknown as { installDialogOpened: boolean }).installDialogOpened = true;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

const card = (page: Page) => page.getByRole("region", { name: /Installer l’app/ });
const dismissed = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY);

test.beforeEach(async ({ context, baseURL }) => {
  await decideConsent(context, baseURL!);
});

test("the manifest is complete and Chrome finds nothing missing to install the app", async ({ request, baseURL }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "fr", display: "standalone", start_url: "/", short_name: "ADPL", theme_color: "#152e52" });
  expect(manifest.icons).toEqual(expect.arrayContaining([expect.objectContaining({ sizes: "512x512", purpose: "maskable" })]));
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ["Remonter une idée", "/remontee-idees"],
    ["Rencontres", "/rencontres"],
    ["Adhérer", "/adhesion"],
  ]);
  for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons)]) {
    expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  }

  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(await worker.text()).toMatch(/const VERSION = "adpl-[0-9a-f]{16}";/);

  // Chrome never offers installation in a private window, which is what a test context is: a
  // browser with a profile of its own, as a visitor's.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-install-"));
  const browser = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    await decideConsent(browser, baseURL!);
    const installable = browser.pages()[0] ?? (await browser.newPage());
    await installable.goto("/");
    await workerReady(installable);
    const cdp = await browser.newCDPSession(installable);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe("the install card", () => {
  test("shown when the browser offers installation; “Plus tard” hides it for good", async ({ page }) => {
    await page.goto("/");
    await expect(card(page)).toHaveCount(0);
    await offerInstallation(page, "accepted");
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole("heading")).toHaveText("Installer l’app ADPL");
    await expectNoAxeViolations(page);
    await card(page).getByRole("button", { name: "Plus tard" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await dismissed(page)).toBe("true");

    await page.reload();
    await offerInstallation(page, "accepted");
    await page.waitForTimeout(200);
    await expect(card(page)).toHaveCount(0);
  });

  test("a new visitor first answers the consent banner: the card never covers it", async ({ page, context }) => {
    await context.clearCookies();
    await page.goto("/");
    const consent = page.getByRole("region", { name: "Mesure d’audience" });
    await expect(consent).toBeVisible();
    await offerInstallation(page, "accepted");
    await page.waitForTimeout(200);
    await expect(card(page)).toHaveCount(0);
    await consent.getByRole("button", { name: "Refuser" }).click();
    await expect(consent).toHaveCount(0);
    await expect(card(page)).toBeVisible();
  });

  test("the close icon dismisses it too", async ({ page }) => {
    await page.goto("/histoire");
    await offerInstallation(page, "accepted");
    await card(page).getByRole("button", { name: "Fermer" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await dismissed(page)).toBe("true");
  });

  test("“Installer” opens the browser's dialog; the flag is stored only when the visitor accepts", async ({ page }) => {
    await page.goto("/");
    await offerInstallation(page, "dismissed");
    await card(page).getByRole("button", { name: "Installer" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installDialogOpened?: boolean }).installDialogOpened)).toBe(true);
    expect(await dismissed(page)).toBeNull();

    await page.reload();
    await offerInstallation(page, "accepted");
    await card(page).getByRole("button", { name: "Installer" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await dismissed(page)).toBe("true");
  });

  test("never shown in the installed app (standalone display)", async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes("display-mode: standalone") ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
    });
    await page.goto("/");
    await offerInstallation(page, "accepted");
    await page.waitForTimeout(200);
    await expect(card(page)).toHaveCount(0);
  });
});

async function offline(context: BrowserContext, page: Page, run: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText("Mode hors ligne")).toBeHidden();
}

test("after a first visit, the key pages are read offline; any other page leads to the offline page", async ({ page, context, request }) => {
  test.slow(); // the worker keeps a dozen pages before the walk
  await context.clearCookies(); // a new visitor, who has not answered the consent banner yet
  const listed = (await (await request.get("/api/hors-ligne")).json()) as { pages: Array<{ url: string; title: string }> };
  const urls = listed.pages.map((p) => p.url);
  expect(urls).toEqual(expect.arrayContaining(["/", "/histoire", "/quartiers", "/prises-positions", "/blog", "/rencontres"]));
  expect(urls.some((url) => url.startsWith("/blog/"))).toBe(true);
  expect(urls.some((url) => url.startsWith("/rencontres/"))).toBe(true);

  // The worker's own fetches of the key pages say they are ahead of the visitor (Purpose:
  // prefetch), so the server leaves a toast waiting for the visitor's next page alone.
  const keptByWorker = new Map<string, string | undefined>();
  context.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker() && urls.includes(pathname)) keptByWorker.set(pathname, request.headers()["purpose"]);
  });

  // A cache left by an earlier deployment's worker (made on a page that registers no worker).
  await page.goto("/robots.txt");
  await page.evaluate(async () => (await caches.open("adpl-0123456789abcdef-pages")).put("/histoire", new Response("ancienne version")));
  await page.goto("/equipe"); // the first visit: not one of the key pages
  await workerReady(page);
  const version = /const VERSION = "(adpl-[0-9a-f]{16})";/.exec(await (await request.get("/sw.js")).text())![1];
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([`${version}-pages`, `${version}-assets`]));
  expect((await page.evaluate(() => caches.keys())).every((name) => name.startsWith(`${version}-`))).toBe(true);
  expect(Object.fromEntries(keptByWorker)).toEqual(Object.fromEntries(urls.map((url) => [url, "prefetch"])));

  await offline(context, page, async () => {
    // Each kept page gets its modules from the device too (the worker keeps the files the
    // enhancement entry fetches): none fails to load.
    const moduleFailures: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error" && message.text().startsWith("[enhance]")) moduleFailures.push(`${page.url()}: ${message.text()}`);
    };
    page.on("console", onConsole);
    for (const url of urls) {
      const response = await page.goto(url);
      expect(response?.ok(), url).toBe(true);
      await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
    }
    page.off("console", onConsole);
    expect(moduleFailures).toEqual([]);
    // The positions' accordion, a module of a page never visited online, is attached.
    await page.goto("/prises-positions");
    await expect(page.locator("button[data-accordion-toggle]").first()).toBeVisible();
    await expect(page.getByText("Mode hors ligne")).toBeVisible();
    // Kept before any choice, the pages carry the consent banner: offline, where no choice can be
    // sent, it stays hidden.
    await expect(page.getByRole("region", { name: "Mesure d’audience" })).toHaveCount(0);
    // A link followed offline (no client-side data request): answered from the device.
    await page.goto("/blog");
    await page.getByRole("contentinfo").getByRole("link", { name: "Notre histoire" }).click();
    await expect(page).toHaveURL("/histoire");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("histoire");

    // A page never kept: the offline page, naming what can be read.
    await page.goto("/galerie");
    await expect(page).toHaveURL("/hors-ligne?page=%2Fgalerie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lire le site sans connexion");
    await expect(page.getByRole("status").filter({ hasText: "La page demandée n’est pas disponible hors ligne." })).toBeVisible();
    const keyPages = page.getByRole("region", { name: "Pages principales" });
    for (const title of ["Accueil", "Notre histoire", "Nos quartiers", "Prises de position", "Blog", "Rencontres"]) {
      await expect(keyPages.getByRole("link", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Derniers articles" }).getByRole("link")).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await keyPages.getByRole("link", { name: "Nos quartiers" }).click();
    await expect(page).toHaveURL("/quartiers");
  });
  // Back online, the page asked for is there.
  await page.goto("/galerie");
  await expect(page).toHaveURL("/galerie");
});

test.describe("an idea written offline", () => {
  test("is kept on the device, then stored exactly once when the connection returns", async ({ page, context, browser, baseURL }) => {
    test.slow(); // offline, back online, the acknowledgement email, the back-office check
    const email = `hors-ligne-${randomBytes(4).toString("hex")}@example.org`;
    const title = `Banc cassé ${randomBytes(3).toString("hex")}`;
    await page.goto("/remontee-idees");
    await workerReady(page);

    await context.setOffline(true);
    await page.getByLabel("Nom complet").fill("Claude Riverain");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("radio", { name: /Problème/ }).check();
    await page.getByLabel("Niveau d’urgence").selectOption({ label: "Normale" });
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Description").fill("Le banc de la place Sathonay a perdu deux lattes, on ne peut plus s’y asseoir.");
    await page.getByRole("button", { name: "Envoyer ma soumission" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre envoi partira dès le retour de la connexion." }).first()).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("Envoi en attente");
    await expect(page.getByLabel("Titre")).toHaveValue(""); // kept on the device, the form is free again

    // The offline page says what is waiting.
    await page.goto("/hors-ligne");
    const waiting = page.getByRole("region", { name: "Envois en attente" });
    await expect(waiting).toContainText("Votre idée ou signalement");

    await context.setOffline(false);
    await expect(page.getByTestId("toast")).toContainText("Soumission réussie");
    await expect(waiting).toHaveCount(0);
    await expect(async () => {
      const acknowledgements = (await readMails()).filter((mail) => mail.to.includes(email));
      expect(acknowledgements).toHaveLength(1);
    }).toPass();

    // Another page, another flush: nothing left to send, nothing stored twice.
    await page.goto("/remontee-idees");
    await page.reload();
    await expectIdeaStoredOnce(browser, baseURL, title, email);
  });
});

test("a newsletter subscription made offline leaves with the connection, one confirmation email", async ({ page, context }) => {
  const email = `lettre-hors-ligne-${randomBytes(4).toString("hex")}@example.org`;
  await page.goto("/");
  await workerReady(page);
  const box = page.getByRole("region", { name: "Lettre d’information" });
  await context.setOffline(true);
  await box.getByLabel("Adresse e-mail").fill(email);
  await box.getByRole("button", { name: "S’inscrire" }).click();
  await expect(box.getByRole("status").filter({ hasText: "Votre envoi partira dès le retour de la connexion." })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("toast")).toContainText("Inscription réussie");
  await expect(box.getByText("Votre envoi partira dès le retour de la connexion.")).toBeHidden();
  await expect(async () => expect((await readMails()).filter((mail) => mail.to.includes(email))).toHaveLength(1)).toPass();
});

/** After a further page (another flush of the outbox): the idea is in the back-office once, acknowledged by one email. */
async function expectIdeaStoredOnce(browser: Browser, baseURL: string | undefined, title: string, email: string) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const admin = await browser.newContext({ baseURL, ...signedInAs("admin") });
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/idees?q=${encodeURIComponent(title)}`);
  await expect(adminPage.getByTestId("idee").filter({ hasText: title })).toHaveCount(1);
  await admin.close();
  expect((await readMails()).filter((mail) => mail.to.includes(email))).toHaveLength(1);
}

/**
 * Turns the page's own scripts off or on, the worker running all along: with them off, a form is
 * posted plainly, as when its module has not loaded yet. Chromium's switch for a page without
 * JavaScript (what `javaScriptEnabled: false` sets), kept by this session across navigations.
 */
async function pageScripts(session: CDPSession, enabled: boolean) {
  await session.send("Emulation.setScriptExecutionDisabled", { value: !enabled });
}

/**
 * Opens `path` once with its scripts (the worker installed and kept the page), then again with
 * the page's scripts off while the worker runs: its form posts natively. Returns the session that
 * turns them back on.
 */
async function withoutItsModules(page: Page, context: BrowserContext, path: string): Promise<CDPSession> {
  await page.goto(path);
  await workerReady(page);
  const session = await context.newCDPSession(page);
  await pageScripts(session, false);
  // The frame's own navigation: the page's waits for modules that will not run.
  await page.mainFrame().goto(path);
  return session;
}

/** After a plain post made offline: the worker's answer, the offline page saying the post is kept. */
async function expectSavedPage(page: Page) {
  await expect(page).toHaveURL("/hors-ligne?envoi=garde");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre envoi est enregistré");
  await expect(page.getByText("votre envoi est gardé sur cet appareil. Votre envoi partira dès le retour de la connexion.")).toBeVisible();
}

test.describe("a form posted offline without its module", () => {
  test("an idea: the worker keeps the post, answers that it is saved, and it is stored exactly once when the connection returns", async ({ page, context, browser, baseURL }) => {
    test.slow(); // offline, back online, the acknowledgement email, the back-office check
    const email = `hors-ligne-brut-${randomBytes(4).toString("hex")}@example.org`;
    const title = `Lampadaire éteint ${randomBytes(3).toString("hex")}`;
    const session = await withoutItsModules(page, context, "/remontee-idees");

    await context.setOffline(true);
    await page.getByLabel("Nom complet").fill("Dominique Riverain");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("radio", { name: /Problème/ }).check();
    await page.getByLabel("Niveau d’urgence").selectOption({ label: "Normale" });
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Description").fill("Le lampadaire de la rue Mercière reste éteint depuis une semaine, le passage est très sombre le soir.");
    await page.getByRole("button", { name: "Envoyer ma soumission" }).click();
    await expectSavedPage(page);

    // With the page's scripts, the saved page lists what is waiting.
    await pageScripts(session, true);
    await page.reload();
    const waiting = page.getByRole("region", { name: "Envois en attente" });
    await expect(waiting).toContainText("Votre idée ou signalement");
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(page.getByTestId("toast")).toContainText("Soumission réussie");
    await expect(waiting).toHaveCount(0);
    await expect(async () => expect((await readMails()).filter((mail) => mail.to.includes(email))).toHaveLength(1)).toPass();

    // Another page, another flush: nothing left to send, nothing stored twice.
    await page.goto("/remontee-idees");
    await expectIdeaStoredOnce(browser, baseURL, title, email);
  });

  test("a registration to a rencontre, sent twice offline, is kept once and confirmed once when the connection returns", async ({ page, context }) => {
    test.slow(); // offline, back online, the confirmation email
    const email = `inscription-hors-ligne-${randomBytes(4).toString("hex")}@example.org`;
    // A sample rencontre without a limit of places (app/db/seeds/events.ts): no count to change.
    const session = await withoutItsModules(page, context, "/rencontres/exemple-reunion-publique-circulation");

    await context.setOffline(true);
    const block = page.getByRole("region", { name: "Je m’inscris" });
    await block.getByLabel(/^Nom et prénom/).fill("Camille Riverain");
    await block.getByLabel(/^Adresse e-mail/).fill(email);
    await block.getByRole("button", { name: "Je m’inscris" }).click();
    await expectSavedPage(page);
    // Back to the form (the same rendering, its idempotency key with it), the same post again: one submission.
    await page.goBack();
    await block.getByLabel(/^Nom et prénom/).fill("Camille Riverain");
    await block.getByLabel(/^Adresse e-mail/).fill(email);
    await block.getByRole("button", { name: "Je m’inscris" }).click();
    await expectSavedPage(page);

    await pageScripts(session, true);
    await page.reload();
    const waiting = page.getByRole("region", { name: "Envois en attente" });
    await expect(waiting.getByRole("listitem")).toHaveCount(1);
    await expect(waiting).toContainText("Votre inscription à la rencontre");

    await context.setOffline(false);
    await expect(page.getByTestId("toast")).toContainText("Inscription confirmée");
    await expect(waiting).toHaveCount(0);
    await expect(async () => {
      const confirmations = (await readMails()).filter((mail) => mail.to.includes(email));
      expect(confirmations.map((mail) => mail.subject)).toEqual([expect.stringMatching(/Inscription confirmée/)]);
    }).toPass();

    // Online, a plain post goes through the worker to the server, answered as without it (the server's redirect and toast).
    const other = `inscription-en-ligne-${randomBytes(4).toString("hex")}@example.org`;
    await pageScripts(session, false);
    await page.mainFrame().goto("/rencontres/exemple-reunion-publique-circulation");
    await block.getByLabel(/^Nom et prénom/).fill("Sacha Riverain");
    await block.getByLabel(/^Adresse e-mail/).fill(other);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await block.getByRole("button", { name: "Je m’inscris" }).click();
    expect((await posted).fromServiceWorker()).toBe(true);
    await expect(page.getByTestId("toast").filter({ hasText: "Inscription confirmée" })).toBeVisible();
    await expect(async () => expect((await readMails()).filter((mail) => mail.to.includes(other))).toHaveLength(1)).toPass();
  });
});
