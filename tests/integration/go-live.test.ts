// The dashboard's go-live checklist (« Mise en ligne », issue 36): computed from what the
// association entered and the server's environment, each line naming what is missing; shown to
// those who edit the association's settings only.
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { samplePositions } from "~/db/seeds/positions";
import { sampleBoardMembers } from "~/db/seeds/team";
import { galleryPhotos } from "~/content/gallery";
import { boardMembers } from "~/db/schema";
import { getSiteConfig } from "~/lib/site-config.server";
import { publicIdentityOf } from "~/features/association/public-identity";
import { saveIdentityParts } from "~/features/association/identity.server";
import { loadDashboard } from "~/features/admin/dashboard.server";
import { goLiveChecklist, isPostalAddress } from "~/features/admin/go-live.server";
import { confirmTestEmail, EMAIL_CHECK_PATH, EMAIL_CHECK_VALIDITY_MS, sendTestEmail } from "~/features/admin/email-check.server";
import { smtp } from "../setup/integration";
import { parseEnv } from "~/lib/env.server";
import { signedInStaff } from "../factories";
import { truncateAll } from "../setup/database";

// March 2026: only 2026 is offered (the anticipation of the next year starts later).
const NOW = new Date("2026-03-02T10:00:00Z");

/** The environment of a new install with nothing set. */
const bare = parseEnv({ BACKUP_DAILY_AT: "off" });

/** The environment of an install made ready: the public address, email, backups, payment and donation pages. */
const ready = parseEnv({
  SITE_URL: "https://www.adpl.example",
  SMTP_URL: "smtp://mail.adpl.example:587",
  MAIL_FROM: "ADPL <contact@adpl.example>",
  DONATION_URL: "https://dons.adpl.example/soutenir",
  ...Object.fromEntries([1, 2, 3, 4].map((persons) => [`PAYMENT_LINK_2026_${persons}`, `https://paiement.adpl.example/adhesion-2026-${persons}`])),
});

beforeEach(truncateAll);

const byId = (items: Awaited<ReturnType<typeof goLiveChecklist>>) => Object.fromEntries(items.map((item) => [item.id, item]));

test("a new install: no line is done, and each names what is missing and the screen that fixes it", async () => {
  await seedDatabase();
  const items = byId(await goLiveChecklist(getDb(), bare, NOW));
  expect(Object.values(items).filter((item) => item.done)).toEqual([]);
  expect(items.identity).toMatchObject({
    href: "/admin/association",
    missing: [
      "le numéro RNA (W suivi de 9 chiffres)",
      "la date de publication au Journal officiel",
      "l’adresse du siège, avec la rue et le code postal",
      "le nom du directeur ou de la directrice de la publication",
      "le nom et l’adresse de l’hébergeur",
    ],
  });
  expect(items["payment-links"]).toMatchObject({ href: "/admin/adhesions/offre", missing: ["la page de paiement de 2026\u202f: 1\u00a0personne, 2\u00a0personnes, 3\u00a0personnes, 4\u00a0personnes"] });
  expect(items.donation!.href).toBe("/admin/adhesions/offre");
  expect(items.board).toMatchObject({ href: "/admin/contenus/equipe", missing: [`${sampleBoardMembers.length} membres d’exemple à remplacer`] });
  expect(items.samples!.href).toBe("/admin/exemples");
  expect(items.samples!.missing).toContain(`${samplePositions.length} prises de position d’exemple encore sur le site`);
  expect(items.samples!.missing).toContain(`${galleryPhotos.length} photos de la galerie d’exemple encore sur le site`);
  expect(items["site-url"]).toMatchObject({ href: null, done: false });
  expect(items.privacy).toMatchObject({ href: "/admin/association", missing: ["l’adresse où exercer ses droits sur ses données, que donne la politique de confidentialité"] });
  expect(items.email).toMatchObject({ href: EMAIL_CHECK_PATH, done: false, missing: ["SMTP_URL dans l’environnement du serveur\u202f: sans lui, aucun e-mail ne part"] });
  expect(items.backups).toMatchObject({ href: null, done: false });
});

test("once the association entered everything and the server is set, every line is done", async () => {
  const { user } = await signedInStaff(["admin"]);
  const identity = {
    public: { ...publicIdentityOf(getSiteConfig()), email: "bureau@adpl.example", pressUrl: "https://drive.example.org/presse-adpl" },
    legal: {
      rnaNumber: "W691234567",
      createdOn: "2023-06-07",
      journalOfficielOn: "2023-06-17",
      headOffice: "12 rue Mercière, 69002 Lyon",
      publicationDirector: "Camille Martin",
      hosting: { name: "Hébergeur SAS", address: "1 rue de l’Hébergement, 75001 Paris", phone: null },
      privacyEmail: "donnees@adpl.example",
    },
  };
  expect((await saveIdentityParts(getDb(), user, identity, 0)).status).toBe("ok");
  await getDb().insert(boardMembers).values({ slug: "camille-martin", name: "Camille Martin", role: "Présidente" });
  await sendTestEmail(getDb(), user, "camille@adpl.example", ready, { shortName: "ADPL" }, NOW);
  const link = (await smtp.waitFor((m) => m.to.includes("camille@adpl.example"))).text.match(/jeton=([\w-]+)/)![1]!;
  expect(await confirmTestEmail(getDb(), user, link, NOW)).toBe("confirmed");
  const items = await goLiveChecklist(getDb(), ready, NOW);
  expect(items.filter((item) => !item.done)).toEqual([]);

  // No board at all is the first thing the board line names.
  await getDb().delete(boardMembers);
  expect(byId(await goLiveChecklist(getDb(), ready, NOW)).board).toMatchObject({ done: false, missing: ["les membres du bureau"] });
  await getDb().insert(boardMembers).values({ slug: "camille-martin", name: "Camille Martin", role: "Présidente" });

  // A sample still on the board page is one more thing to do.
  await getDb().insert(boardMembers).values({ slug: "exemple", name: "Exemple", role: "Trésorier", isSample: true });
  expect(byId(await goLiveChecklist(getDb(), ready, NOW)).board).toMatchObject({ done: false, missing: ["1 membre d’exemple à remplacer"] });
});

test("the email line: a test email goes through the queue to the mailbox, the button behind its link confirms it; a wrong, replaced or stale link confirms nothing, another mail server asks again", async () => {
  const { user } = await signedInStaff(["admin"]);
  const line = async (env = ready, now = NOW) => byId(await goLiveChecklist(getDb(), env, now)).email!;
  expect(await line()).toMatchObject({ done: false, missing: ["un e-mail de test envoyé et reçu"] });
  // Without a mail server there is nothing to test: the outbox folder proves nothing.
  expect(await sendTestEmail(getDb(), user, "camille@adpl.example", bare, { shortName: "ADPL" }, NOW)).toBe(false);

  const tokenOf = async (to: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe("Test d’envoi des e-mails du site ADPL");
    expect(mail.text).toContain(`https://www.adpl.example${EMAIL_CHECK_PATH}?jeton=`);
    return mail.text.match(/jeton=([\w-]+)/)![1]!;
  };
  expect(await sendTestEmail(getDb(), user, "premier@adpl.example", ready, { shortName: "ADPL" }, NOW)).toBe(true);
  const first = await tokenOf("premier@adpl.example");
  expect(await line()).toMatchObject({ done: false, missing: ["la confirmation de réception de l’e-mail de test envoyé à premier@adpl.example"] });
  // A second test replaces the first: the first link no longer confirms anything.
  await sendTestEmail(getDb(), user, "second@adpl.example", ready, { shortName: "ADPL" }, NOW);
  const second = await tokenOf("second@adpl.example");
  expect(await confirmTestEmail(getDb(), user, first, NOW)).toBe("unknown");
  expect(await confirmTestEmail(getDb(), user, "x".repeat(43), NOW)).toBe("unknown");
  expect(await confirmTestEmail(getDb(), user, second, new Date(NOW.getTime() + EMAIL_CHECK_VALIDITY_MS + 1000))).toBe("expired");
  expect((await line()).done).toBe(false);
  expect(await confirmTestEmail(getDb(), user, second, NOW)).toBe("confirmed");
  expect(await line()).toMatchObject({ done: true, missing: [] });

  // Another mail server: the test proved the old one.
  const moved = parseEnv({ SITE_URL: "https://www.adpl.example", SMTP_URL: "smtp://autre.adpl.example:587", MAIL_FROM: "ADPL <contact@adpl.example>" });
  expect(await line(moved)).toMatchObject({ done: false, missing: ["un e-mail de test reçu par le serveur d’envoi actuel (le dernier est passé par un autre)"] });
  // A sender nobody set is a local address real mail servers refuse: the line asks for one.
  expect((await line(parseEnv({ SITE_URL: "https://www.adpl.example", SMTP_URL: "smtp://mail.adpl.example:587" }))).missing).toEqual([
    "MAIL_FROM dans l’environnement du serveur\u202f: l’adresse d’expédition, à votre nom de domaine (sans elle, les serveurs de messagerie refusent les e-mails)",
  ]);
});

test("a head office a letter can reach has a street before its postcode", () => {
  expect(isPostalAddress("12 rue Mercière, 69002 Lyon")).toBe(true);
  expect(isPostalAddress("Place Bellecour 69002 Lyon")).toBe(true);
  expect(isPostalAddress("Lyon 2e")).toBe(false);
  expect(isPostalAddress("69002 Lyon")).toBe(false);
});

test("the dashboard shows the checklist to administrators only", async () => {
  const admin = await signedInStaff(["admin"]);
  const editor = await signedInStaff(["redaction"]);
  expect((await loadDashboard(getDb(), NOW, admin.user, bare)).goLive).toHaveLength(11);
  expect((await loadDashboard(getDb(), NOW, editor.user, bare)).goLive).toBeNull();
});
