// Memberships on the real database and SMTP: one membership and its members in one transaction,
// the payment step by opaque reference, a missing payment link, the form's guards, the admin queries.
import { asc, count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { defaultPaymentLinks } from "~/config/association";
import { getDb } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { PAYMENT_NOT_CONFIGURED } from "~/features/membership/emails";
import { createMembership, updateMembershipStatus } from "~/features/membership/mutations.server";
import { getMembership, listMemberships } from "~/features/membership/queries.admin.server";
import { getPaymentStep } from "~/features/membership/queries.server";
import type { MembershipInput } from "~/features/membership/schema";
import { parseEnv } from "~/lib/env.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { action as membershipRouteAction, loader as membershipRouteLoader } from "~/routes/participate/membership";
import { formRequest, uniqueEmail, contextFor, signedInMember } from "../factories";
import { truncateAll } from "../setup/database";
import { smtp } from "../setup/integration";

type ActionArgs = Parameters<typeof membershipRouteAction>[0];
type LoaderArgs = Parameters<typeof membershipRouteLoader>[0];
interface LoaderResult {
  data: { view: string; lockedYear?: number | null; idempotencyKey?: string; step?: { paymentLink: string | null; montant: number; members: Array<{ prenom: string; nom: string }> } };
  init: ResponseInit | null;
}

let ipCounter = 0;
async function postMembership(path: string, fields: Record<string, string>, ip = `10.2.0.${++ipCounter}`, cookie?: string) {
  const request = formRequest(path, fields, cookie);
  return membershipRouteAction({ request, params: {}, context: await contextFor(request, ip) } as unknown as ActionArgs);
}

async function load(path: string, loader: (args: LoaderArgs) => Promise<unknown> = membershipRouteLoader): Promise<LoaderResult> {
  return (await loader({ request: new Request(`http://localhost:3000${path}`), params: {}, context: {} } as unknown as LoaderArgs)) as unknown as LoaderResult;
}

function household(persons: 1 | 2 | 3 | 4, overrides: Partial<MembershipInput> = {}): MembershipInput {
  const others = [
    { nom: "Durand", prenom: "Bob" },
    { nom: "Durand", prenom: "Chloé", email: "chloe@example.org", telephone: "+33700000003" },
    { nom: "Petit", prenom: "Dan" },
  ];
  return {
    nom: "Durand",
    prenom: "Alice",
    email: uniqueEmail("adhesion"),
    telephone: "+33612345678",
    adresse_complete: "12 rue Mercière",
    code_postal: "69002",
    ville: "Lyon",
    annee_adhesion: 2025,
    nombre_personnes: persons,
    consentement_rgpd: true,
    membres: others.slice(0, persons - 1),
    ...overrides,
  };
}

const formFields = (email: string): Record<string, string> => ({
  nom: "Durand",
  prenom: "Alice",
  email,
  telephone: "06 12 34 56 78",
  adresse_complete: "12 rue Mercière",
  code_postal: "69002",
  ville: "Lyon",
  annee_adhesion: "2025",
  nombre_personnes: "3",
  "membres[0].nom": "Durand",
  "membres[0].prenom": "Bob",
  "membres[1].nom": "Durand",
  "membres[1].prenom": "Chloé",
  "membres[2].nom": "",
  "membres[2].prenom": "",
  consentement_rgpd: "on",
  site_web: "",
});

async function counts() {
  const [m] = await getDb().select({ n: count() }).from(memberships);
  const [mm] = await getDb().select({ n: count() }).from(membershipMembers);
  return { memberships: Number(m?.n), members: Number(mm?.n) };
}

beforeEach(async () => {
  await truncateAll();
  smtp.clear();
});

test("a 4-person membership stores one record and four members (member 1 = the payer, fallbacks applied)", async () => {
  const input = household(4);
  const result = await createMembership(input);
  expect(result).toMatchObject({ amount: 40, paymentLink: defaultPaymentLinks["2025-4"] });
  const [row] = await getDb().select().from(memberships);
  expect(row).toMatchObject({
    anneeAdhesion: 2025,
    nombrePersonnes: 4,
    montantEuros: 40,
    statutAdhesion: "en_attente",
    consentementRgpd: true,
    email: input.email,
    paymentReference: result.reference,
    paymentLink: defaultPaymentLinks["2025-4"],
  });
  expect(row?.createdAt).toBeInstanceOf(Date);
  const members = await getDb().select().from(membershipMembers).where(eq(membershipMembers.membershipId, row!.id)).orderBy(asc(membershipMembers.position));
  expect(members.map((m) => [m.position, m.prenom, m.email, m.telephone])).toEqual([
    [1, "Alice", input.email, "+33612345678"],
    [2, "Bob", input.email, "+33612345678"],
    [3, "Chloé", "chloe@example.org", "+33700000003"],
    [4, "Dan", input.email, "+33612345678"],
  ]);
  expect(result.reference).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(result.reference).not.toContain(row!.id);
});

test("a failure on the 3rd member row leaves nothing: no membership, no member", async () => {
  // Member 3 has a name the database refuses (CHECK on its length): the form's schema would stop it,
  // here it reaches the insert to prove the rows written before it are rolled back.
  const input = household(4);
  input.membres[1] = { nom: "N".repeat(81), prenom: "Chloé" };
  const error = await createMembership(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect(`${String(error)} ${String((error as { cause?: unknown }).cause)}`).toContain("membership_members_nom_length_check");
  expect(await counts()).toEqual({ memberships: 0, members: 0 });
  expect(smtp.messages).toHaveLength(0);
});

test("the payer receives a confirmation with the summary and the payment link", async () => {
  const input = household(3);
  await createMembership(input);
  const mail = await smtp.waitFor((m) => m.to.includes(input.email));
  expect(mail.subject).toContain("2025");
  expect(mail.subject).toContain("30\u00a0€");
  expect(mail.text).toContain("Nombre de personnes : 3");
  expect(mail.text).toContain("1. Alice Durand");
  expect(mail.text).toContain("3. Chloé Durand");
  expect(mail.text).toContain(defaultPaymentLinks["2025-3"]);
});

describe("a missing payment link", () => {
  const env = parseEnv({ ...process.env, PAYMENT_LINK_2025_3: "" });

  test("is a clear French message, the record stays for the admin and the association is told", async () => {
    const input = household(3);
    const result = await createMembership(input, { env });
    expect(result.paymentLink).toBeNull();
    const [row] = await getDb().select().from(memberships);
    expect(row).toMatchObject({ statutAdhesion: "en_attente", paymentLink: null, montantEuros: 30 });
    expect((await counts()).members).toBe(3);

    const step = await getPaymentStep(result.reference, { env });
    expect(step).toMatchObject({ paymentLink: null, montant: 30, personnes: 3 });

    const confirmation = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(confirmation.text).toContain(PAYMENT_NOT_CONFIGURED);
    const notice = await smtp.waitFor((m) => m.to.includes(getSiteConfig(env).email));
    expect(notice.subject).toContain("aucun lien de paiement");
    expect(notice.text).toContain("PAYMENT_LINK_2025_3");
    expect(notice.replyTo).toBe(input.email);
  });

  test("other combinations keep their link", async () => {
    const result = await createMembership(household(2), { env });
    expect(result.paymentLink).toBe(defaultPaymentLinks["2025-2"]);
  });
});

test("an email failure does not undo the stored membership", async () => {
  const result = await createMembership(household(2), { send: () => Promise.reject(new Error("SMTP down")) });
  expect(await counts()).toEqual({ memberships: 1, members: 2 });
  expect((await getPaymentStep(result.reference))?.paymentLink).toBe(defaultPaymentLinks["2025-2"]);
});

describe("the payment step", () => {
  test("shows names and amounts only, and only for a recent, known reference", async () => {
    const result = await createMembership(household(2, { annee_adhesion: 2026 }));
    const step = await getPaymentStep(result.reference);
    expect(step).toMatchObject({ annee: 2026, personnes: 2, montant: 40, statut: "en_attente", paymentLink: defaultPaymentLinks["2026-2"] });
    expect(step?.members).toEqual([
      { position: 1, prenom: "Alice", nom: "Durand" },
      { position: 2, prenom: "Bob", nom: "Durand" },
    ]);
    expect(JSON.stringify(step)).not.toMatch(/@|\+33|Mercière/);

    expect(await getPaymentStep("x".repeat(24))).toBeNull();
    expect(await getPaymentStep("trop-court")).toBeNull();
    expect(await getPaymentStep(result.reference, { now: new Date(Date.now() + 8 * 24 * 3600_000) })).toBeNull();
  });
});

describe("the /adhesion route", () => {
  test("the step and year come from the URL", async () => {
    expect((await load("/adhesion")).data).toEqual({ view: "choose" });
    const key = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect((await load("/adhesion?annee=2025")).data).toEqual({ view: "form", lockedYear: 2025, idempotencyKey: key });
    expect((await load("/adhesion?annee=2026")).data).toEqual({ view: "form", lockedYear: 2026, idempotencyKey: key });
    expect((await load("/adhesion?annee=2030")).data).toEqual({ view: "choose" });
    expect((await load("/adhesion-structured")).data).toEqual({ view: "form", lockedYear: null, idempotencyKey: key });
    // Each rendering gets its own key.
    expect((await load("/adhesion?annee=2025")).data.idempotencyKey).not.toBe((await load("/adhesion?annee=2025")).data.idempotencyKey);
  });

  test("a replayed post of the same form rendering returns the first household instead of storing a second", async () => {
    const { idempotencyKey } = (await load("/adhesion?annee=2025")).data as { idempotencyKey: string };
    const fields = { ...formFields(uniqueEmail("replay")), idempotency_key: idempotencyKey };
    const first = (await postMembership("/adhesion?annee=2025", fields)) as Response;
    const replay = (await postMembership("/adhesion?annee=2025", fields)) as Response;
    expect(first.status).toBe(302);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await counts()).toEqual({ memberships: 1, members: 3 });
    // Concurrent replays (a double click without JavaScript) also store one household.
    const { idempotencyKey: other } = (await load("/adhesion?annee=2025")).data as { idempotencyKey: string };
    const both = (await Promise.all([1, 2].map(() => postMembership("/adhesion?annee=2025", { ...fields, idempotency_key: other })))) as Response[];
    expect(new Set(both.map((r) => r.headers.get("Location"))).size).toBe(1);
    expect(await counts()).toEqual({ memberships: 2, members: 6 });
    // Without a key (or with a malformed one), each post is its own household.
    await postMembership("/adhesion?annee=2025", { ...fields, idempotency_key: "not-a-uuid" });
    expect((await counts()).memberships).toBe(3);
  });

  test("a household sent while signed in is linked to the member's account; an anonymous one is not", async () => {
    const { userId, cookie } = await signedInMember();
    expect(((await postMembership("/adhesion?annee=2025", formFields(uniqueEmail()), undefined, cookie)) as Response).status).toBe(302);
    expect(((await postMembership("/adhesion-structured", { ...formFields(uniqueEmail()), annee_adhesion: "2026" })) as Response).headers.get("Location")).toMatch(/^\/adhesion-structured\?etape=paiement&ref=/);
    const rows = await getDb().select({ userId: memberships.userId }).from(memberships).orderBy(memberships.createdAt);
    expect(rows.map((r) => r.userId)).toEqual([userId, null]);
  });

  test("a failed first attempt releases its key, so the retry stores the household", async () => {
    const { idempotencyKey } = (await load("/adhesion?annee=2025")).data as { idempotencyKey: string };
    const fields = { ...formFields(uniqueEmail("retry")), idempotency_key: idempotencyKey };
    await getDb().execute(sql`alter table membership_members rename to membership_members_away`);
    try {
      const failed = (await postMembership("/adhesion?annee=2025", fields)) as { init: ResponseInit };
      expect(failed.init.status).toBe(500);
    } finally {
      await getDb().execute(sql`alter table membership_members_away rename to membership_members`);
    }
    const retried = (await postMembership("/adhesion?annee=2025", fields)) as Response;
    expect(retried.status).toBe(302);
    expect(await counts()).toEqual({ memberships: 1, members: 3 });
  });

  test("a valid post for 3 persons stores everything and redirects to the payment step with an opaque reference", async () => {
    const email = uniqueEmail("route");
    const response = (await postMembership("/adhesion?annee=2025", formFields(email))) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/adhesion\?etape=paiement&ref=[A-Za-z0-9_-]{24}$/);
    expect(location).not.toContain(email);
    expect(await counts()).toEqual({ memberships: 1, members: 3 });

    const page = await load(location);
    expect(page.data.view).toBe("payment");
    expect(page.data.step).toMatchObject({ montant: 30, paymentLink: defaultPaymentLinks["2025-3"] });
    expect(new Headers(page.init?.headers).get("Cache-Control")).toContain("no-store");
  });

  test("an invalid post answers 400 with the spec's messages and keeps the values", async () => {
    const fields = { ...formFields(uniqueEmail()), "membres[1].prenom": "", ville: "", consentement_rgpd: "" };
    const response = (await postMembership("/adhesion?annee=2025", fields)) as { init: ResponseInit; data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error[""]).toEqual(["Veuillez remplir tous les champs obligatoires."]);
    expect(response.data.result.error["membres[1]"]).toEqual(["Veuillez remplir le nom et prénom de l’adhérent 3."]);
    expect(response.data.result.error.consentement_rgpd).toEqual(["Veuillez accepter le consentement RGPD."]);
    expect(response.data.result.initialValue).toMatchObject({ nom: "Durand", adresse_complete: "12 rue Mercière" });
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });

  test("an unknown payment reference is a 404", async () => {
    const thrown = await load("/adhesion?etape=paiement&ref=AAAAAAAAAAAAAAAAAAAAAAAA").then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  test("a filled honeypot looks like a success and stores nothing", async () => {
    const response = (await postMembership("/adhesion?annee=2025", { ...formFields(uniqueEmail()), site_web: "spam" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adhesion");
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });

  test("over the per-IP limit the form answers 429", async () => {
    const ip = "10.2.9.9";
    for (let i = 0; i < 5; i++) expect(((await postMembership("/adhesion", formFields(uniqueEmail()), ip)) as Response).status).toBe(302);
    const limited = (await postMembership("/adhesion", formFields(uniqueEmail()), ip)) as { init: ResponseInit; data: { result: { error: Record<string, string[]> } } };
    expect(limited.init.status).toBe(429);
    expect(limited.data.result.error[""]?.[0]).toMatch(/^Trop d’envois/);
    expect((await counts()).memberships).toBe(5);
  });

  test("when storage fails the visitor reads the spec's error and keeps the values", async () => {
    const fields = formFields(uniqueEmail());
    await getDb().execute(sql`alter table membership_members rename to membership_members_away`);
    try {
      const response = (await postMembership("/adhesion?annee=2025", fields)) as { init: ResponseInit; data: { failure: { title: string; description: string }; result: { initialValue: Record<string, unknown> } } };
      expect(response.init.status).toBe(500);
      expect(response.data.failure.description).toBe("Une erreur est survenue lors de l’enregistrement. Veuillez réessayer.");
      expect(response.data.result.initialValue).toMatchObject({ email: fields.email, ville: "Lyon" });
    } finally {
      await getDb().execute(sql`alter table membership_members_away rename to membership_members`);
    }
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });
});

describe("back-office queries", () => {
  test("list with filters, search and pagination; get one with its members; update its status", async () => {
    const a = await createMembership(household(1, { nom: "Arnaud", ville: "Lyon" }));
    const b = await createMembership(household(2, { nom: "Bernard", annee_adhesion: 2026, ville: "Villeurbanne" }));
    await createMembership(household(3, { nom: "Colin" }));
    const [rowA] = await getDb().select({ id: memberships.id }).from(memberships).where(eq(memberships.paymentReference, a.reference));
    const [rowB] = await getDb().select({ id: memberships.id }).from(memberships).where(eq(memberships.paymentReference, b.reference));

    const all = await listMemberships();
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.nom)).toEqual(["Colin", "Bernard", "Arnaud"]);
    expect(all.items[0]).not.toHaveProperty("paymentReference");
    expect((await listMemberships({ annee: 2026 })).items.map((m) => m.nom)).toEqual(["Bernard"]);
    expect((await listMemberships({ search: "villeur" })).items.map((m) => m.nom)).toEqual(["Bernard"]);
    const page = await listMemberships({ page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageCount: 2 });
    expect(page.items.map((m) => m.nom)).toEqual(["Arnaud"]);

    const one = await getMembership(rowB!.id);
    expect(one).toMatchObject({ nom: "Bernard", montantEuros: 40, statutAdhesion: "en_attente" });
    expect(one?.members.map((m) => m.position)).toEqual([1, 2]);
    expect(await getMembership("pas-un-id")).toBeNull();

    expect(await updateMembershipStatus(rowA!.id, "payee")).toMatchObject({ statutAdhesion: "payee" });
    expect((await listMemberships({ status: "payee" })).items.map((m) => m.nom)).toEqual(["Arnaud"]);
    expect((await getPaymentStep(a.reference))?.statut).toBe("payee");
    expect(await updateMembershipStatus("pas-un-id", "payee")).toBeNull();
  });

  test("deleting a membership deletes its members", async () => {
    await createMembership(household(3));
    await getDb().delete(memberships);
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });
});
