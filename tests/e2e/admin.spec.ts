// The back-office in Chromium: the authorization walk over every /admin route of the server
// build (so a route added without its guard fails here), each content kind's create → edit →
// publish → delete-with-confirmation journey with JavaScript on and off, the refused
// concurrent save, the Markdown preview, roles limiting the sections, and axe on every screen.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { e2eDataDir } from "../../playwright.config";
import { sessionStateFile } from "./support/accounts";
import { expectNoAxeViolations, expectNoAxeViolationsLightAndDark } from "./support/axe";
import { signedInAs, signInThroughForm, TEST_ACCOUNTS } from "./support/auth";
import { serverRoutes } from "./support/route-table";
import { expect, fieldLabel as field, navigateInApp, scaled, sharedPage, test } from "./support/test";

const SECTIONS = ["blog", "rencontres", "propositions", "prises-positions"] as const;
type Section = (typeof SECTIONS)[number];
/** The kinds of "Contenus du site" (/admin/contenus/:section), tested in site-content.spec.ts. */
const SITE_SECTIONS = ["equipe", "temoignages", "campagnes", "frise"] as const;

interface AdminRoute {
  path: string;
  loader: boolean;
  action: boolean;
}

/** Every /admin route of the server build with a loader or an action, its parameters filled in. */
async function adminRoutes(): Promise<AdminRoute[]> {
  const routes: AdminRoute[] = [];
  for (const route of await serverRoutes()) {
    const { pattern } = route;
    if (pattern !== "/admin" && !pattern.startsWith("/admin/")) continue;
    if (!route.hasLoader && !route.hasAction) continue;
    // The seeded sample content gives every kind an item with id 1.
    const sections = pattern.startsWith("/admin/contenus/:section") ? SITE_SECTIONS : SECTIONS;
    const paths = pattern.includes(":section") ? sections.map((s) => pattern.replace(":section", s)) : [pattern];
    for (const p of paths) routes.push({ path: p.replace(":id", "1"), loader: route.hasLoader, action: route.hasAction });
  }
  if (routes.some((r) => r.path.includes(":"))) throw new Error(`an /admin route has a parameter this walk does not fill: ${routes.map((r) => r.path).join(", ")}`);
  return routes;
}

const routes = await adminRoutes();

test("the authorization walk: every /admin loader and action sends anonymous visitors to sign in, refuses members, serves administrators", async ({ playwright, baseURL }) => {
  expect(routes.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/utilisateurs",
      "/admin/journal",
      "/admin/blog",
      "/admin/blog/nouveau",
      "/admin/blog/1",
      "/admin/blog/1/supprimer",
      "/admin/contenus",
      "/admin/contenus/equipe",
      "/admin/contenus/temoignages/nouveau",
      "/admin/contenus/campagnes/1",
      "/admin/contenus/equipe/1/supprimer",
      "/admin/contenus/chiffres",
      "/admin/contenus/equipe/textes",
      "/admin/association",
      "/admin/adhesions/offre",
      "/admin/rencontres/1/inscriptions",
      "/admin/rencontres/1/inscriptions.csv",
      "/admin/idees",
      "/admin/idees.csv",
      "/admin/idees/1",
      "/admin/adhesions",
      "/admin/adhesions.csv",
      "/admin/adhesions/import",
      "/admin/adhesions/1",
      "/admin/messages",
      "/admin/messages/1",
      "/admin/photos",
      "/admin/newsletter",
      "/admin/newsletter/abonnes",
      "/admin/newsletter/abonnes.csv",
      "/admin/newsletter/nouvelle",
      "/admin/newsletter/1",
    ]),
  );
  const anonymous = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL, storageState: sessionStateFile(e2eDataDir, "membre") });
  const admin = await playwright.request.newContext({ baseURL, storageState: sessionStateFile(e2eDataDir, "admin") });
  const get = (client: typeof admin, url: string) => client.get(url, { maxRedirects: 0 });
  const post = (client: typeof admin, url: string) => client.post(url, { form: {}, maxRedirects: 0 });
  // An idea's id is a UUID, not the seeded id 1: one is sent through the public form, its id read from the list.
  const ideaTitle = `Parcours des autorisations ${Date.now()}`;
  const sent = await anonymous.post("/remontee-idees", { form: { nom: "Parcours", email: "parcours@example.org", type_soumission: "idee", urgence: "normale", titre: ideaTitle, description: "Une idée envoyée par le parcours des autorisations du back-office." } });
  expect(sent.status(), "the walk's sample idea").toBeLessThan(400);
  const ideaId = /\/admin\/idees\/([0-9a-f-]{36})/.exec(await (await admin.get(`/admin/idees?q=${encodeURIComponent(ideaTitle)}`)).text())?.[1];
  for (const route of routes) if (route.path === "/admin/idees/1") route.path = `/admin/idees/${ideaId}`;
  // A membership's id is a UUID too: a household is sent through /adhesion for this year, its id read from the list.
  const memberEmail = `parcours-${Date.now()}@example.org`;
  const joined = await anonymous.post("/adhesion", { maxRedirects: 0, form: { nom: "Parcours", prenom: "Anne", email: memberEmail, telephone: "06 12 34 56 78", adresse_complete: "1 place Bellecour", code_postal: "69002", ville: "Lyon", annee_adhesion: String(new Date().getFullYear()), nombre_personnes: "1", consentement_rgpd: "on" } });
  expect(joined.status(), "the walk's sample membership").toBe(302);
  const membershipId = /\/admin\/adhesions\/([0-9a-f-]{36})/.exec(await (await admin.get(`/admin/adhesions?q=${encodeURIComponent(memberEmail)}`)).text())?.[1];
  for (const route of routes) if (route.path === "/admin/adhesions/1") route.path = `/admin/adhesions/${membershipId}`;
  // A contact message's id is a UUID as well: one is sent through /contact, its id read from the inbox.
  const messageEmail = `parcours-message-${Date.now()}@example.org`;
  const wrote = await anonymous.post("/contact", { maxRedirects: 0, form: { name: "Parcours", email: messageEmail, subject: "autre", message: "Un message envoyé par le parcours des autorisations du back-office." } });
  expect(wrote.status(), "the walk's sample message").toBeLessThan(400);
  const messageId = /\/admin\/messages\/([0-9a-f-]{36})/.exec(await (await admin.get(`/admin/messages?q=${encodeURIComponent(messageEmail)}`)).text())?.[1];
  for (const route of routes) if (route.path === "/admin/messages/1") route.path = `/admin/messages/${messageId}`;
  // A newsletter issue has no sample: a draft is saved by the administrator, its id read from the redirect.
  const drafted = await admin.post("/admin/newsletter/nouvelle", { maxRedirects: 0, form: { intent: "save", subject: "Parcours des autorisations", body: "Une lettre du parcours des autorisations." } });
  expect(drafted.status(), "the walk's sample newsletter issue").toBe(302);
  const issuePath = drafted.headers()["location"];
  expect(issuePath).toMatch(/^\/admin\/newsletter\/\d+$/);
  for (const route of routes) if (route.path === "/admin/newsletter/1") route.path = issuePath!;
  for (const route of routes) {
    for (const [kind, send] of [
      ["GET", get],
      ["POST", post],
    ] as const) {
      if (kind === "GET" && !route.loader) continue;
      if (kind === "POST" && !route.action) continue;
      const what = `${kind} ${route.path}`;
      const refused = await send(anonymous, route.path);
      expect(refused.status(), what).toBe(302);
      expect(refused.headers()["location"], what).toBe(`/espace?redirectTo=${encodeURIComponent(route.path)}`);
      expect((await send(member, route.path)).status(), what).toBe(403);
      const served = await send(admin, route.path);
      if (kind === "GET") {
        expect(served.status(), what).toBe(200);
        expect(served.headers()["x-robots-tag"] ?? (await served.text()), what).toContain("noindex");
      } else {
        // An empty post is a bad request for every admin form: refused with a 4xx, never a 5xx.
        expect(served.status(), what).toBeGreaterThanOrEqual(400);
        expect(served.status(), what).toBeLessThan(500);
        expect(served.status(), what).not.toBe(403);
      }
    }
  }
  await Promise.all([anonymous.dispose(), member.dispose(), admin.dispose()]);
});

/** A field by its exact label, the required-field asterisk allowed. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface KindJourney {
  title: string;
  newLink: RegExp;
  toasts: { created: string; updated: string; deleted: string };
  hasDrafts: boolean;
  fill: (page: Page, title: string) => Promise<void>;
  titleLabel: string;
}

const JOURNEYS: Record<Section, KindJourney> = {
  blog: {
    title: "Gestion du blog",
    newLink: /Nouvel article/,
    toasts: { created: "Article créé", updated: "Article modifié", deleted: "Article supprimé" },
    hasDrafts: true,
    titleLabel: "Titre",
    fill: async (page, title) => {
      await page.getByLabel(field("Titre")).fill(title);
      await page.getByLabel(field("Résumé")).fill("Un résumé de l’article.");
      await page.getByLabel(field("Contenu")).fill("Le **texte** de l’article.");
      await page.getByLabel(field("Catégorie")).selectOption("Culture");
      await page.getByLabel(field("Quartier")).selectOption("Bellecour");
    },
  },
  rencontres: {
    title: "Gestion des rencontres",
    newLink: /Nouvelle rencontre/,
    toasts: { created: "Rencontre créée", updated: "Rencontre modifiée", deleted: "Rencontre supprimée" },
    hasDrafts: true,
    titleLabel: "Titre",
    fill: async (page, title) => {
      await page.getByLabel(field("Titre")).fill(title);
      await page.getByLabel(field("Type de rencontre")).selectOption("Atelier");
      await page.getByLabel(field("Lieu")).fill("Place des Jacobins");
      await page.getByLabel(field("Date")).fill("2027-03-14");
      await page.getByLabel(field("Heure")).fill("14h30");
    },
  },
  propositions: {
    title: "Gestion des propositions",
    newLink: /Nouvelle proposition/,
    toasts: { created: "Proposition créée", updated: "Proposition modifiée", deleted: "Proposition supprimée" },
    hasDrafts: true,
    titleLabel: "Titre",
    fill: async (page, title) => {
      await page.getByLabel(field("Titre")).fill(title);
      await page.getByLabel(field("Thème")).selectOption("Qualité de vie");
      await page.getByLabel(field("Priorité")).selectOption("haute");
      await page.getByLabel(field("Description")).fill("Des bancs à l’ombre des platanes.");
    },
  },
  "prises-positions": {
    title: "Prises de position",
    newLink: /Nouvelle prise de position/,
    toasts: { created: "Prise de position créée", updated: "Prise de position modifiée", deleted: "Prise de position supprimée" },
    hasDrafts: false,
    titleLabel: "Titre",
    fill: async (page, title) => {
      await page.getByLabel(field("Titre")).fill(title);
      await page.getByLabel(field("Date")).fill("2026-10-01");
      await page.getByLabel(field("Catégorie")).selectOption("Mobilité");
      await page.getByLabel(field("Statut")).selectOption("Position officielle");
      await page.getByLabel(field("Résumé")).fill("Notre position en quelques lignes.");
    },
  },
};

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast").filter({ hasText: title })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ ...signedInAs("admin"), javaScriptEnabled });

    // Every section with JavaScript; without it, one: the four share the editor, the list and
    // their plain posts (features/admin/content), and each section's own rules are tested on
    // its actions (tests/integration/admin-content.test.ts). Rencontres has drafts, a date and
    // a time: the most a plain post carries.
    const sections: readonly Section[] = javaScriptEnabled ? SECTIONS : ["rencontres"];
    for (const section of sections) {
      const journey = JOURNEYS[section];
      test(`${section}: create, edit, publish, then delete after confirming`, async ({ page }) => {
        const title = `Essai ${section} ${unique()}`;
        await page.goto(`/admin/${section}`);
        await expect(page.getByRole("heading", { level: 1, name: journey.title })).toBeVisible();
        await page.getByRole("link", { name: journey.newLink }).click();
        await expect(page).toHaveURL(`/admin/${section}/nouveau`);
        if (journey.hasDrafts) await expect(page.getByLabel(field("Publié"))).not.toBeChecked();
        await journey.fill(page, title);
        await page.getByRole("button", { name: "Sauvegarder" }).click();
        await expect(page).toHaveURL(`/admin/${section}`);
        await expectToast(page, journey.toasts.created);

        await page.getByRole("searchbox", { name: "Filtrer par texte" }).fill(title);
        await page.getByRole("button", { name: "Filtrer" }).click();
        await expect(page).toHaveURL(/q=/);
        const card = page.getByRole("article", { name: title });
        await expect(card).toBeVisible();
        if (journey.hasDrafts) await expect(card.getByText("Brouillon")).toBeVisible();

        await card.getByRole("link", { name: /Modifier/ }).click();
        await expect(page.getByLabel(field(journey.titleLabel))).toHaveValue(title);
        const edited = `${title} modifié`;
        await page.getByLabel(field(journey.titleLabel)).fill(edited);
        await page.getByRole("button", { name: "Sauvegarder" }).click();
        await expect(page).toHaveURL(`/admin/${section}`);
        await expectToast(page, journey.toasts.updated);

        await page.getByRole("searchbox", { name: "Filtrer par texte" }).fill(edited);
        await page.getByRole("button", { name: "Filtrer" }).click();
        await expect(page).toHaveURL(/q=/);
        const editedCard = page.getByRole("article", { name: edited });
        if (journey.hasDrafts) {
          await editedCard.getByRole("button", { name: /^Publier/ }).click();
          await expectToast(page, "Statut modifié");
          await expect(editedCard.getByText("Publié", { exact: true })).toBeVisible();
          // The filter stays on after the toggle.
          await expect(page).toHaveURL(/q=/);
        }
        if (section === "propositions") {
          await page.goto("/propositions-lyon");
          await expect(page.getByRole("link", { name: edited })).toBeVisible();
          await page.goBack();
        }

        await editedCard.getByRole("link", { name: /Supprimer/ }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Confirmer la suppression" })).toBeVisible();
        await expect(page.getByText(`« ${edited} »`)).toBeVisible();
        await page.getByRole("button", { name: "Supprimer définitivement" }).click();
        await expect(page).toHaveURL(`/admin/${section}`);
        await expectToast(page, journey.toasts.deleted);
        await page.goto(`/admin/${section}?q=${encodeURIComponent(edited)}`);
        await expect(page.getByRole("article", { name: edited })).toHaveCount(0);

        // Every step is in the journal, with who did it.
        await page.goto("/admin/journal");
        await expect(page.getByText(edited).first()).toBeVisible();
      });
    }

    test("an article image is uploaded, re-encoded and served; a file that is not an image is refused", async ({ page }) => {
      const title = `Article illustré ${unique()}`;
      await page.goto("/admin/blog/nouveau");
      await JOURNEYS.blog.fill(page, title);
      await page.getByLabel(field("Téléverser une image")).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ceci n’est pas une image") });
      await page.getByLabel(field("Description de l’image")).fill("Une façade rouge");
      await page.getByRole("button", { name: "Sauvegarder" }).click();
      await expect(page.getByText("Choisissez une image JPEG, PNG ou WebP.")).toBeVisible();
      await expect(page.getByLabel(field("Titre"))).toHaveValue(title);

      const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#8a2b2b" } }).png().toBuffer();
      await page.getByLabel(field("Téléverser une image")).setInputFiles({ name: "facade.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(page, "Article créé");
      await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
      await page.getByRole("article", { name: title }).getByRole("link", { name: /Modifier/ }).click();
      const imagePath = await page.getByLabel(field("Ou adresse d’une image du site")).inputValue();
      expect(imagePath).toMatch(/^\/medias\/contenu\/[0-9a-f-]+\/\d+\.jpg$/);
      const image = await page.request.get(imagePath);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/jpeg");
      expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    test("a save refused by the form keeps what was typed and says what is missing", async ({ page }) => {
      await page.goto("/admin/rencontres/nouveau");
      await page.getByLabel(field("Titre")).fill("Rencontre sans lieu");
      await page.getByLabel(field("Date")).fill("2027-01-10");
      await page.getByLabel(field("Heure")).fill("25h");
      await page.getByRole("button", { name: "Sauvegarder" }).click();
      await expect(page.getByText("Le lieu est obligatoire.")).toBeVisible();
      await expect(page.getByText("Indiquez l’heure au format 14h30.")).toBeVisible();
      await expect(page.getByLabel(field("Titre"))).toHaveValue("Rencontre sans lieu");
    });
  });
}

test.describe("two administrators", () => {
  test.use(signedInAs("admin"));

  test("the second save of the same article is refused, and the text typed stays in the form", async ({ page, browser }) => {
    const title = `Article partagé ${unique()}`;
    await page.goto("/admin/blog/nouveau");
    await JOURNEYS.blog.fill(page, title);
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Article créé");
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole("article", { name: title }).getByRole("link", { name: /Modifier/ }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    const editUrl = page.url();

    const other = await browser.newContext({ storageState: sessionStateFile(e2eDataDir, "admin") });
    const second = await other.newPage();
    await second.goto(editUrl);
    await second.waitForSelector("html[data-hydrated]", { state: "attached" });

    await page.getByLabel(field("Contenu")).fill("La version du premier administrateur.");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Article modifié");

    await second.getByLabel(field("Contenu")).fill("La version du second, tapée longuement.");
    await second.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(second.getByRole("alert")).toContainText("Quelqu’un a enregistré cet élément pendant que vous le modifiiez");
    await expect(second.getByLabel(field("Contenu"))).toHaveValue("La version du second, tapée longuement.");
    await other.close();

    await page.goto(editUrl);
    await expect(page.getByLabel(field("Contenu"))).toHaveValue("La version du premier administrateur.");
  });

  test("the preview renders Markdown through the sanitiser: no script, no javascript: link", async ({ page }) => {
    await page.goto("/admin/blog/nouveau");
    await page.getByLabel(field("Contenu")).fill('## Programme\n\nDes **concerts** <script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2"> [piège](javascript:alert(1)) et [la Ville](https://www.lyon.fr).');
    await page.getByRole("button", { name: "Aperçu du texte" }).click();
    const preview = page.getByRole("region", { name: "Aperçu du texte" });
    await expect(preview.getByRole("heading", { name: "Programme" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("concerts");
    await expect(preview.locator("script, img, [onerror]")).toHaveCount(0);
    await expect(preview.getByRole("link", { name: "piège" })).toHaveCount(0);
    await expect(preview.getByRole("link", { name: "la Ville" })).toHaveAttribute("href", "https://www.lyon.fr");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The text typed is still there to be saved.
    await expect(page.getByLabel(field("Contenu"))).toHaveValue(/## Programme/);
  });
});

test.describe("users and roles", () => {
  test.use(signedInAs("admin"));

  test("a role given opens its section at once; disabling ends the account's sessions; re-enabling lets it back in", async ({ page, browser }) => {
    // Two sign-ins (scrypt) and six admin posts: a longer journey than most.
    test.slow();
    const target = TEST_ACCOUNTS.cible;
    const member = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const memberPage = await member.newPage();
    await signInThroughForm(memberPage, target.email, target.password);
    expect((await memberPage.goto("/admin/blog"))?.status()).toBe(403);

    await page.goto(`/admin/utilisateurs?q=${encodeURIComponent(target.email)}`);
    // Opens the account's "Gérer" panel (it stays open after an action made with JavaScript).
    const manage = async () => {
      const panel = page.locator("details").filter({ hasText: `Gérer le compte ${target.email}` });
      if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) await panel.locator("summary").click();
    };
    await manage();
    await page.getByRole("button", { name: `Donner le rôle Rédaction à ${target.email}` }).click();
    await expectToast(page, "Rôle accordé");
    expect((await memberPage.goto("/admin/blog"))?.status()).toBe(200);

    await manage();
    await page.getByRole("button", { name: `Retirer le rôle Rédaction à ${target.email}` }).click();
    await expectToast(page, "Rôle retiré");
    expect((await memberPage.goto("/admin/blog"))?.status()).toBe(403);

    await manage();
    await page.getByRole("button", { name: `Désactiver le compte ${target.email}` }).click();
    await expectToast(page, "Compte désactivé");
    await expect(page.getByRole("row", { name: new RegExp(target.email) }).getByText("Désactivé")).toBeVisible();
    // Its open session is gone: the member space shows the sign-in form again, and signing in is refused.
    await memberPage.goto("/espace");
    await expect(memberPage.getByRole("heading", { name: "Se connecter" })).toBeVisible();
    await memberPage.getByLabel("Adresse e-mail").fill(target.email);
    await memberPage.getByLabel("Mot de passe").fill(target.password);
    await memberPage.getByRole("button", { name: "Se connecter" }).click();
    await expect(memberPage.getByRole("alert")).toContainText("Ce compte a été désactivé par l’association.");

    await manage();
    await page.getByRole("button", { name: `Réactiver le compte ${target.email}` }).click();
    await expectToast(page, "Compte réactivé");
    await signInThroughForm(memberPage, target.email, target.password);
    await member.close();

    await page.goto("/admin/journal");
    await expect(page.getByText(target.email).first()).toBeVisible();
  });
});

test.describe("the rédaction role", () => {
  test.use(signedInAs("redaction"));

  test("sees the editorial sections and the site's contents only; users, journal and the association's settings are refused with 403", async ({ page }) => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Administration" });
    await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contenus du site" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Association" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Offre d’adhésion" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Journal" })).toHaveCount(0);
    for (const url of ["/admin/utilisateurs", "/admin/journal", "/admin/association", "/admin/adhesions/offre"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(403);
      await expect(page.getByText(`Vous êtes connecté en tant que ${TEST_ACCOUNTS.redaction.email}`)).toBeVisible();
    }
  });
});

const SCREENS = [
  "/admin",
  "/admin/utilisateurs",
  "/admin/journal",
  "/admin/contenus",
  "/admin/contenus/chiffres",
  "/admin/contenus/equipe/textes",
  "/admin/association",
  "/admin/mise-en-ligne/e-mail",
  "/admin/adhesions/offre",
  "/admin/rencontres/1/inscriptions",
  ...SECTIONS.flatMap((s) => [`/admin/${s}`, `/admin/${s}/nouveau`, `/admin/${s}/1`, `/admin/${s}/1/supprimer`]),
  ...SITE_SECTIONS.flatMap((s) => [`/admin/contenus/${s}`, `/admin/contenus/${s}/nouveau`, `/admin/contenus/${s}/1`, `/admin/contenus/${s}/1/supprimer`]),
];

test.describe("the retention purge on the dashboard", () => {
  test.use(signedInAs("admin"));

  test("administrators see the purge that ran at start-up and the next one", async ({ page }) => {
    const block = page.getByTestId("purge-conservation");
    // The start-up run goes through the job queue: it is done within a few polls.
    await expect
      .poll(async () => {
        await page.goto("/admin");
        return block.textContent();
      }, { timeout: scaled(20_000) })
      .toMatch(/^Dernière purge le \d{1,2} \S+ 20\d\d à \d\d:\d\d/);
    await expect(block).toContainText(/Prochaine purge le \d{1,2} \S+ 20\d\d à 03:30/);
    await expect(block.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute("href", "/politique-confidentialite");
  });
});

test.describe("accessibility of every screen", () => {
  // One page goes from screen to screen as the sidebar's links take a volunteer: loaded once,
  // hydrated once, axe injected once (a new page for each screen cost ~5 s of the 2-core host's
  // time against ~1 s).
  const page = sharedPage(signedInAs("admin"));
  test.beforeAll(async () => {
    await page().goto("/admin");
  });

  for (const url of SCREENS) {
    test(`${url} has no axe violation, in light and dark`, async () => {
      await navigateInApp(page(), url);
      await expectNoAxeViolationsLightAndDark(page());
    });
  }
});

test.describe("accessibility", () => {
  test.use(signedInAs("admin"));

  test("the editor's errors are announced and keyboard users reach every field", async ({ page }) => {
    await page.goto("/admin/blog/nouveau");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(page.getByLabel(field("Titre"))).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});

test.describe("@mobile", () => {
  test.use(signedInAs("admin"));

  test("@mobile the back-office navigation and a list work at phone width", async ({ page }) => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Administration" });
    await nav.getByRole("link", { name: "Propositions" }).click();
    await expect(page).toHaveURL("/admin/propositions");
    await expect(page.getByRole("heading", { level: 1, name: "Gestion des propositions" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoAxeViolations(page);
  });

  // A wide table scrolls inside its own region; the page itself must never scroll sideways
  // (WCAG 1.4.10). Text for screen readers only is positioned absolutely: inside a scrolling
  // region that is not its containing block, it escaped the region and widened the whole page.
  test("@mobile no back-office page scrolls sideways at phone width", async ({ page }) => {
    const pages = routes.filter((r) => r.loader && !r.path.endsWith(".csv")).map((r) => r.path);
    expect(pages).toEqual(expect.arrayContaining(["/admin/utilisateurs", "/admin/journal", "/admin/adhesions", "/admin/idees", "/admin/audience"]));
    const viewport = page.viewportSize()!.width;
    const wider: string[] = [];
    await page.goto("/admin");
    for (const path of pages) {
      // Ids the seeds do not give (ideas, memberships, messages: UUIDs) show the not-found page, checked too.
      await navigateInApp(page, path, { errorsAllowed: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport) wider.push(`${path}: ${width} px`);
    }
    expect(wider, `pages wider than the ${viewport} px screen`).toEqual([]);
  });
});
