// The association's public identity in the "identity" setting (issue 14): the environment's
// values until an administrator saves, then the saved ones in the page shell and the emails;
// saving the public part keeps the legal part and the reverse; every save is journaled with
// the changed fields; the /admin/association form's rules in French.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, siteSettings, users } from "~/db/schema";
import { submitContactMessage } from "~/features/contact/mutations.server";
import { associationIdentityFormSchema, associationIdentityFromForm, associationIdentityToForm } from "~/features/association/identity-form";
import { loadAssociationIdentity, loadSiteConfig, saveIdentityParts } from "~/features/association/identity.server";
import { loadLegalIdentity, saveLegalIdentity } from "~/features/association/legal-identity.server";
import { publicIdentityOf, type PublicIdentity } from "~/features/association/public-identity";
import type { SessionUser } from "~/lib/auth.server";
import { loadShellData } from "~/composition/shell-data.server";
import { getLegalIdentity, getSiteConfig } from "~/lib/site-config.server";
import { storeSetting } from "~/lib/site-settings.server";
import { contextFor, ideaInput, pageRequest, signedInMember, signedInStaff, uniqueEmail } from "../factories";
import { associationInbox } from "~/features/association/inbox.server";
import { submitIdea } from "~/features/ideas/mutations.server";
import { parseEnv } from "~/lib/env.server";
import { drainJobs } from "../setup/jobs";
import { truncateAll } from "../setup/database";
import { smtp } from "../setup/integration";

let admin: SessionUser;

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
  const email = uniqueEmail("admin");
  const { userId } = await signedInMember(email);
  admin = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["admin"], permissions: ["settings:manage"], createdAt: new Date().toISOString() };
});

const saved: PublicIdentity = {
  name: "Association des Riverains de la Presqu’île",
  shortName: "ARP",
  email: "bureau@arp.example",
  address: "12 rue Mercière, 69002 Lyon",
  phone: "+33412345678",
  pressUrl: null,
  social: { facebook: "https://www.facebook.com/arp.lyon", instagram: null, linkedin: "https://www.linkedin.com/company/arp" },
};

/** The form's fields as the environment fills them. */
function formFromDefaults(): Record<string, string> {
  const values = associationIdentityToForm({ public: publicIdentityOf(getSiteConfig()), legal: getLegalIdentity() });
  return { version: "0", ...values };
}

/** What conform submits: an empty field is absent. */
const sent = (values: Record<string, string | undefined>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ""));
const parse = (values: Record<string, string | undefined>) => associationIdentityFormSchema.safeParse(sent(values));

const issues = (values: Record<string, string | undefined>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

test("until a first save the environment's identity shows, in the page shell too", async () => {
  expect(await loadSiteConfig(getDb())).toEqual(getSiteConfig());
  expect(getSiteConfig().phone).toBeNull();
  const loaded = await loadAssociationIdentity(getDb());
  expect(loaded).toMatchObject({ public: publicIdentityOf(getSiteConfig()), legal: getLegalIdentity(), version: 0, updatedAt: null });
  const shell = await loadShellData(await contextFor(pageRequest("/")));
  expect(shell.site).toEqual(getSiteConfig());
});

test("a saved name, email, phone and social links are what every page and email gets; an empty link is left out", async () => {
  expect(await saveIdentityParts(getDb(), admin, { public: saved }, 0)).toEqual({ status: "ok", version: 1 });
  const site = await loadSiteConfig(getDb());
  expect(site).toMatchObject({ name: saved.name, shortName: "ARP", email: "bureau@arp.example", address: saved.address, phone: "+33412345678", pressUrl: null });
  expect(site.social).toEqual([
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/arp.lyon" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/arp" },
  ]);
  // Not editable: the site's address stays the environment's.
  expect(site.siteUrl).toBe(getSiteConfig().siteUrl);

  const shell = await loadShellData(await contextFor(pageRequest("/contact")));
  expect(shell.site).toEqual(site);

  // The contact form's notification goes to the saved address, named with the saved short name.
  await submitContactMessage(getDb(), { name: "Jeanne Martin", email: uniqueEmail("jeanne"), subject: "quartier", message: "Le trottoir est dangereux." });
  const mail = await smtp.waitFor((m) => m.to.includes("bureau@arp.example"));
  expect(mail.subject).toContain("[Site ARP]");
});

test("saving the public part keeps the legal part, and saving the legal part keeps the public part", async () => {
  const legal = { ...getLegalIdentity(), rnaNumber: "W691234567", hosting: { name: "Hébergeur SAS", address: "1 rue de la Paix, 75002 Paris", phone: "01 23 45 67 89" } };
  expect(await saveLegalIdentity(getDb(), admin, legal, 0)).toEqual({ status: "ok", version: 1 });
  expect(await saveIdentityParts(getDb(), admin, { public: saved }, 1)).toEqual({ status: "ok", version: 2 });
  expect((await loadLegalIdentity(getDb())).identity).toEqual(legal);

  expect(await saveLegalIdentity(getDb(), admin, { ...legal, rnaNumber: "W690000001" }, 2)).toEqual({ status: "ok", version: 3 });
  const loaded = await loadAssociationIdentity(getDb());
  expect(loaded.public).toEqual(saved);
  expect(loaded.legal.rnaNumber).toBe("W690000001");
  expect((await loadSiteConfig(getDb())).shortName).toBe("ARP");
});

test("a document saved before the public part existed stays readable: its legal part, the environment's public identity", async () => {
  const legal = { ...getLegalIdentity(), rnaNumber: "W691234567" };
  await getDb().insert(siteSettings).values({ key: "identity", value: { legal }, version: 1 });
  expect(await loadSiteConfig(getDb())).toEqual(getSiteConfig());
  expect(await loadAssociationIdentity(getDb())).toMatchObject({ public: publicIdentityOf(getSiteConfig()), legal, version: 1 });
  // The Organization JSON-LD's founding date follows the legal notice's creation date.
  await saveLegalIdentity(getDb(), admin, { ...legal, createdOn: "2023-05-01" }, 1);
  expect((await loadSiteConfig(getDb())).foundedOn).toBe("2023-05-01");
});

test("the whole form saves both parts, journaled with the fields that changed; a stale save writes nothing", async () => {
  const form = { ...formFromDefaults(), short_name: "ARP", contact_email: "bureau@arp.example", instagram_url: "https://www.instagram.com/arp.lyon", phone: "04 12 34 56 78" };
  const parsed = parse(form);
  expect(parsed.success).toBe(true);
  const identity = associationIdentityFromForm(parsed.data!);
  // A new install links to no network (none is made up): the one entered is the only one.
  expect(identity.public).toMatchObject({ shortName: "ARP", email: "bureau@arp.example", phone: "+33412345678", social: { facebook: null, instagram: "https://www.instagram.com/arp.lyon", linkedin: null } });
  expect(identity.legal).toEqual(getLegalIdentity());
  expect(await saveIdentityParts(getDb(), admin, identity, 0)).toEqual({ status: "ok", version: 1 });

  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id));
  expect(entry).toMatchObject({ action: "update", entityType: "setting", entityId: "identity", entityLabel: "Identité de l’association", actorEmail: admin.email });
  expect(entry!.summary).toBe("Champs modifiés\u202f: Nom court (sigle), Adresse e-mail de contact, Téléphone, Lien Instagram");

  // The form shows the stored phone the French way.
  expect(associationIdentityToForm(await loadAssociationIdentity(getDb())).phone).toBe("04 12 34 56 78");

  expect(await saveIdentityParts(getDb(), admin, { ...identity, public: { ...identity.public, shortName: "XYZ" } }, 0)).toEqual({ status: "conflict" });
  expect((await loadSiteConfig(getDb())).shortName).toBe("ARP");

  // A change in both parts names both.
  await saveIdentityParts(getDb(), admin, { public: { ...identity.public, name: "Association ARP" }, legal: { ...identity.legal, headOffice: "Lyon 1er" } }, 1);
  const [both] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id));
  expect(both).toMatchObject({ entityLabel: "Identité et mentions légales", summary: "Champs modifiés\u202f: Nom de l’association, Siège social" });
});

test("the form refuses an empty name, a bad email, a link that is not a web address and a foreign phone, in French", () => {
  const form = formFromDefaults();
  expect(issues(form)).toEqual({});
  expect(issues({ ...form, association_name: " " })).toEqual({ association_name: "Le nom de l’association est obligatoire." });
  expect(issues({ ...form, association_name: "" })).toEqual({ association_name: "Le nom de l’association est obligatoire." });
  expect(issues({ ...form, short_name: "Association ADPL" })).toEqual({ short_name: "Nom court\u202f: 12 caractères au plus." });
  expect(issues({ ...form, contact_email: "contact@" })).toEqual({ contact_email: "Adresse e-mail de contact invalide\u202f: saisissez une adresse comme contact@exemple.fr." });
  expect(issues({ ...form, postal_address: "" })).toEqual({ postal_address: "L’adresse postale est obligatoire." });
  expect(issues({ ...form, facebook_url: "facebook.com/adpl" })).toEqual({ facebook_url: "Lien Facebook\u202f: indiquez une adresse web complète, commençant par https://." });
  expect(issues({ ...form, linkedin_url: "javascript:alert(1)" })).toEqual({ linkedin_url: "Lien LinkedIn\u202f: indiquez une adresse web complète, commençant par https://." });
  expect(issues({ ...form, press_url: "https://localhost" })).toEqual({ press_url: "Lien de l’espace presse\u202f: indiquez une adresse web complète, commençant par https://." });
  expect(issues({ ...form, phone: "12345" })).toMatchObject({ phone: expect.stringContaining("Numéro de téléphone invalide") });
  // Optional fields left empty (conform sends them as absent): no phone, no link.
  const parsed = parse({ ...form, contact_email: "", phone: "", facebook_url: "", press_url: "" });
  expect(parsed.success && associationIdentityFromForm(parsed.data).public).toMatchObject({ email: null, phone: null, pressUrl: null, social: { facebook: null } });
  // The legal rules still hold in the combined form.
  expect(issues({ ...form, jo_published_on: "2023-06-01" })).toEqual({ jo_published_on: "La publication au Journal officiel ne peut pas précéder la création de l’association." });
});

test("a new install makes up no contact address: the association's mail reaches its active administrators until one is entered", async () => {
  const env = parseEnv({ ...process.env, ASSOCIATION_EMAIL: "" });
  expect(getSiteConfig(env).email).toBeNull();
  const [active, disabled] = [await signedInStaff(["admin"]), await signedInStaff(["admin"])];
  await signedInStaff(["redaction"]);
  await getDb().update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
  expect(await associationInbox(getDb(), getSiteConfig(env))).toBe(active.user.email);

  const idea = ideaInput();
  await submitIdea(getDb(), idea, { env });
  await drainJobs();
  const notice = await smtp.waitFor((m) => m.subject.includes(idea.titre) && !m.to.includes(idea.email));
  expect(notice.to).toEqual([active.user.email]);
  // Once entered, the address is where it goes.
  expect(await associationInbox(getDb(), { email: "bureau@arp.example" })).toBe("bureau@arp.example");
});

test("migration 0026: a saved identity still holding the address earlier versions made up holds none; an address the association entered stays", async () => {
  const migration = await readFile(path.resolve("drizzle/0026_no_made_up_contact.sql"), "utf8");
  const document = (email: string) => ({ public: { ...saved, email } });
  await storeSetting(getDb(), "identity", document("contact@adpl-lyon.fr"), null);
  await getDb().execute(sql.raw(migration));
  expect((await loadSiteConfig(getDb())).email).toBeNull();
  await storeSetting(getDb(), "identity", document("bureau@arp.example"), null);
  await getDb().execute(sql.raw(migration));
  expect((await loadSiteConfig(getDb())).email).toBe("bureau@arp.example");
});
