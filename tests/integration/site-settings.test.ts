// The site settings store and its first document, the legal identity (issue 14): the
// environment's values until an administrator saves, then the saved ones; a save from an older
// version writes nothing; every save is journaled; the form's rules in French.
import { desc, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, siteSettings } from "~/db/schema";
import { legalIdentityFormSchema, legalIdentityFromForm, missingLegalFields } from "~/features/association/legal-identity";
import { loadLegalIdentity, saveLegalIdentity } from "~/features/association/legal-identity.server";
import type { SessionUser } from "~/lib/auth.server";
import { getLegalIdentity } from "~/lib/site-config.server";
import { readSetting } from "~/lib/site-settings.server";
import { storedIdentitySchema } from "~/features/association/legal-identity";
import { signedInStaff } from "../factories";
import { truncateAll } from "../setup/database";

let admin: SessionUser;

beforeEach(async () => {
  await truncateAll();
  await getDb().delete(siteSettings);
  ({ user: admin } = await signedInStaff(["admin"]));
});

const form = {
  version: "0",
  rna_number: "w691234567",
  created_on: "2023-06-07",
  jo_published_on: "2023-06-17",
  head_office: "Lyon 2e",
  publication_director: "Bernadette Rivière",
  hosting_name: "Hébergeur Exemple SAS",
  hosting_address: "1 rue de l’Exemple, 69002 Lyon",
  hosting_phone: "04 00 00 00 00",
};

const parse = (values: Record<string, string>) => legalIdentityFormSchema.safeParse(values);

test("until a first save the configuration's values show, and the missing legal fields are listed", async () => {
  const loaded = await loadLegalIdentity(getDb());
  expect(loaded).toEqual({ identity: getLegalIdentity(), version: 0, updatedAt: null });
  expect(missingLegalFields(loaded.identity)).toEqual(["Numéro RNA", "Publication au Journal officiel", "Directeur ou directrice de la publication", "Hébergeur", "Adresse de l’hébergeur", "Téléphone de l’hébergeur"]);
});

test("a save wins over the configuration, is journaled with the changed fields, and completes the notice", async () => {
  const parsed = parse(form);
  expect(parsed.success).toBe(true);
  const identity = legalIdentityFromForm(parsed.data!);
  expect(identity.rnaNumber).toBe("W691234567");
  expect(await saveLegalIdentity(getDb(), admin, identity, 0)).toEqual({ status: "ok", version: 1 });
  const loaded = await loadLegalIdentity(getDb());
  expect(loaded.identity).toEqual(identity);
  expect(loaded.version).toBe(1);
  expect(missingLegalFields(loaded.identity)).toEqual([]);
  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id));
  expect(entry).toMatchObject({ action: "update", entityType: "setting", entityId: "identity", entityLabel: "Mentions légales", actorEmail: admin.email });
  expect(entry!.summary).toContain("Numéro RNA");
  expect(entry!.summary).toContain("Hébergeur");
  expect(entry!.summary).not.toContain("Siège social");
});

test("a save from an older version writes nothing", async () => {
  const identity = legalIdentityFromForm(parse(form).data!);
  await saveLegalIdentity(getDb(), admin, identity, 0);
  const stale = await saveLegalIdentity(getDb(), admin, { ...identity, rnaNumber: "W690000001" }, 0);
  expect(stale).toEqual({ status: "conflict" });
  expect((await loadLegalIdentity(getDb())).identity.rnaNumber).toBe("W691234567");
  expect(await saveLegalIdentity(getDb(), admin, { ...identity, rnaNumber: "W690000001" }, 1)).toEqual({ status: "ok", version: 2 });
  expect(await getDb().select().from(auditLog).where(eq(auditLog.entityType, "setting"))).toHaveLength(2);
});

test("the form refuses a malformed RNA number, a missing date and a publication before the creation, in French", () => {
  const issues = (values: Record<string, string>) => {
    const result = parse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  expect(issues({ ...form, rna_number: "691234567" })).toEqual({ rna_number: "Le numéro RNA s’écrit W suivi de 9 chiffres (par exemple W691234567)." });
  expect(issues({ ...form, created_on: "2023-02-30" })).toMatchObject({ created_on: "Indiquez une date valide." });
  expect(issues({ ...form, jo_published_on: "2023-06-01" })).toEqual({ jo_published_on: "La publication au Journal officiel ne peut pas précéder la création de l’association." });
  expect(issues({ ...form, head_office: " " })).toEqual({ head_office: "Le siège social est obligatoire." });
  // Optional fields left empty (conform sends them as absent) are stored as "not given": the
  // notice shows its placeholder.
  const { rna_number: _rna, hosting_phone: _phone, ...withoutOptional } = form;
  const empty = parse(withoutOptional);
  expect(empty.success && legalIdentityFromForm(empty.data)).toMatchObject({ rnaNumber: null, hosting: { phone: null } });
});

test("a stored document that no longer fits its schema falls back to the defaults instead of failing", async () => {
  await getDb().insert(siteSettings).values({ key: "identity", value: { legal: { rnaNumber: 42 } }, version: 3 });
  const stored = await readSetting(getDb(), "identity", storedIdentitySchema);
  expect(stored).toMatchObject({ value: null, version: 3 });
  expect((await loadLegalIdentity(getDb())).identity).toEqual(getLegalIdentity());
  // The next save starts from the row's version, so nobody's newer save is overwritten.
  expect(await saveLegalIdentity(getDb(), admin, getLegalIdentity(), 3)).toEqual({ status: "ok", version: 4 });
});
