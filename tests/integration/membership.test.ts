// Memberships on the real database and SMTP: one membership and its members in one transaction,
// the payment step by opaque reference, a missing payment link, the form's guards, the admin queries.
import { asc, count, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { PAYMENT_NOT_CONFIGURED } from "~/features/membership/emails";
import { createMembership, updateMembershipStatus } from "~/features/membership/mutations.server";
import { getMembership, listMemberships } from "~/features/membership/admin/queries.server";
import { countPaidMembers, getMembersFigure, getPaymentStep } from "~/features/membership/queries.server";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import type { FormReply } from "~/lib/form-reply";
import { KEY_REUSED_MESSAGE } from "~/lib/idempotency.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { parseEnv } from "~/lib/env.server";
import { action as membershipRouteAction, loader as membershipRouteLoader } from "~/routes/participate/membership";
import { TEST_ASSOCIATION_EMAIL, testPaymentLink } from "../support/association-env";
import { formRequest, householdInput, uniqueEmail, contextFor, signedInMember } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

type ActionArgs = Parameters<typeof membershipRouteAction>[0];
type LoaderArgs = Parameters<typeof membershipRouteLoader>[0];
interface LoaderResult {
  data: {
    view: string;
    offers?: Array<{ year: number; kind: string; pricePerPerson: number }>;
    lockedYear?: number | null;
    notice?: { title: string; text: string } | null;
    impact?: { members: { value: string; label: string } };
    idempotencyKey?: string;
    step?: { paymentLink: string | null; amount: number; members: Array<{ firstName: string; lastName: string }> };
  };
  init: ResponseInit | null;
}

// The route's clock (lib/clock.server.ts): December 2025 unless a test says otherwise, so the
// spec's two years (2025 recommended, 2026 in anticipation) are offered.
const DECEMBER_2025 = "2025-12-15T12:00:00+01:00";

let ipCounter = 0;
async function postMembership(path: string, fields: Record<string, string>, ip = `10.2.0.${++ipCounter}`, cookie?: string, now = DECEMBER_2025) {
  const request = formRequest(path, fields, cookie);
  request.headers.set(TEST_NOW_HEADER, now);
  return membershipRouteAction({ request, params: {}, context: await contextFor(request, ip) } as unknown as ActionArgs);
}

async function load(path: string, now = DECEMBER_2025): Promise<LoaderResult> {
  const request = new Request(`http://localhost:3000${path}`, { headers: { [TEST_NOW_HEADER]: now } });
  return (await membershipRouteLoader({ request, params: {}, context: await contextFor(request) } as unknown as LoaderArgs)) as unknown as LoaderResult;
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

beforeEach(freshState);

afterEach(restoreServices);

test("a 4-person membership stores one record and four members (member 1 = the payer, fallbacks applied)", async () => {
  const input = householdInput(4);
  const result = await createMembership(getDb(), input);
  expect(result).toMatchObject({ amount: 40, paymentLink: testPaymentLink(2025, 4) });
  const [row] = await getDb().select().from(memberships);
  expect(row).toMatchObject({
    year: 2025,
    personCount: 4,
    amountEuros: 40,
    status: "en_attente",
    consentGiven: true,
    email: input.email,
    paymentReference: result.reference,
    paymentLink: testPaymentLink(2025, 4),
  });
  expect(row?.createdAt).toBeInstanceOf(Date);
  const members = await getDb().select().from(membershipMembers).where(eq(membershipMembers.membershipId, row!.id)).orderBy(asc(membershipMembers.position));
  expect(members.map((m) => [m.position, m.firstName, m.email, m.phone])).toEqual([
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
  const input = householdInput(4);
  input.membres[1] = { nom: "N".repeat(81), prenom: "Chloé" };
  const error = await createMembership(getDb(), input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect(`${String(error)} ${String((error as { cause?: unknown }).cause)}`).toContain("membership_members_nom_length_check");
  expect(await counts()).toEqual({ memberships: 0, members: 0 });
  // The emails go in the same transaction: none was queued.
  await drainJobs();
  expect(smtp.messages).toHaveLength(0);
});

test("the payer receives a confirmation with the summary and the payment link", async () => {
  const input = householdInput(3);
  await createMembership(getDb(), input);
  const mail = await smtp.waitFor((m) => m.to.includes(input.email));
  expect(mail.subject).toContain("2025");
  expect(mail.subject).toContain("30\u00a0€");
  expect(mail.text).toContain("Nombre de personnes\u202f: 3");
  expect(mail.text).toContain("1. Alice Durand");
  expect(mail.text).toContain("3. Chloé Durand");
  expect(mail.text).toContain(testPaymentLink(2025, 3));
});

describe("a missing payment link", () => {
  const env = parseEnv({ ...process.env, PAYMENT_LINK_2025_3: "" });

  test("is a clear French message, the record stays for the admin and the association is told", async () => {
    const input = householdInput(3);
    const result = await createMembership(getDb(), input, { env });
    expect(result.paymentLink).toBeNull();
    const [row] = await getDb().select().from(memberships);
    expect(row).toMatchObject({ status: "en_attente", paymentLink: null, amountEuros: 30 });
    expect((await counts()).members).toBe(3);

    const step = await getPaymentStep(getDb(), result.reference, { env });
    expect(step).toMatchObject({ paymentLink: null, amount: 30, persons: 3 });

    const confirmation = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(confirmation.text).toContain(PAYMENT_NOT_CONFIGURED);
    const notice = await smtp.waitFor((m) => m.to.includes(TEST_ASSOCIATION_EMAIL));
    expect(notice.subject).toContain("aucun lien de paiement");
    expect(notice.text).toContain("PAYMENT_LINK_2025_3");
    expect(notice.replyTo).toBe(input.email);
  });

  test("other combinations keep their link", async () => {
    const result = await createMembership(getDb(), householdInput(2), { env });
    expect(result.paymentLink).toBe(testPaymentLink(2025, 2));
  });
});

test("with SMTP down the membership is stored; its confirmation is retried, listed as failed, and sent once SMTP is back", async () => {
  const port = smtp.port;
  await smtp.stop();
  const input = householdInput(2);
  const result = await createMembership(getDb(), input);
  expect(await counts()).toEqual({ memberships: 1, members: 2 });
  expect((await getPaymentStep(getDb(), result.reference))?.paymentLink).toBe(testPaymentLink(2025, 2));

  await drainJobs("email.send");
  const failed = (await failedEmailJobs(getDb())).find((job) => job.to === input.email);
  expect(failed).toMatchObject({ kind: "membership.confirmation", attempts: TEST_EMAIL_RETRY_LIMIT + 1 });

  await smtp.start(port);
  expect(await retryFailedEmail(getDb(), failed!.id)).not.toBeNull();
  const mail = await smtp.waitFor((m) => m.to.includes(input.email));
  expect(mail.text).toContain(testPaymentLink(2025, 2));
});

describe("the payment step", () => {
  test("shows names and amounts only, and only for a recent, known reference", async () => {
    const result = await createMembership(getDb(), householdInput(2, { annee_adhesion: 2026 }));
    const step = await getPaymentStep(getDb(), result.reference);
    expect(step).toMatchObject({ year: 2026, persons: 2, amount: 40, status: "en_attente", paymentLink: testPaymentLink(2026, 2) });
    expect(step?.members).toEqual([
      { position: 1, firstName: "Alice", lastName: "Durand" },
      { position: 2, firstName: "Bob", lastName: "Durand" },
    ]);
    expect(JSON.stringify(step)).not.toMatch(/@|\+33|Mercière/);

    expect(await getPaymentStep(getDb(), "x".repeat(24))).toBeNull();
    expect(await getPaymentStep(getDb(), "trop-court")).toBeNull();
    expect(await getPaymentStep(getDb(), result.reference, { now: new Date(Date.now() + 8 * 24 * 3600_000) })).toBeNull();
  });
});

describe("the /adhesion route", () => {
  test("/adhesion is the form alone; /adhesion-structured chooses the year, then locks it (spec 02 §2)", async () => {
    const key = expect.stringMatching(/^[0-9a-f-]{36}$/);
    const offers = [
      { year: 2025, kind: "recommended", pricePerPerson: 10 },
      { year: 2026, kind: "anticipation", pricePerPerson: 20 },
    ];
    expect((await load("/adhesion")).data).toEqual({ view: "form", offers, lockedYear: null, notice: null, idempotencyKey: key });
    // ?annee= means nothing on the form alone.
    expect((await load("/adhesion?annee=2026")).data).toMatchObject({ view: "form", lockedYear: null });
    expect((await load("/adhesion-structured")).data).toMatchObject({ view: "choose", offers, notice: null });
    expect((await load("/adhesion-structured?annee=2025")).data).toEqual({ view: "form", offers, lockedYear: 2025, notice: null, idempotencyKey: key });
    expect((await load("/adhesion-structured?annee=2026")).data).toMatchObject({ view: "form", lockedYear: 2026 });
    expect((await load("/adhesion-structured?annee=douze")).data).toMatchObject({ view: "choose" });
    // Each rendering gets its own key.
    expect((await load("/adhesion")).data.idempotencyKey).not.toBe((await load("/adhesion")).data.idempotencyKey);
  });

  test("the years follow the clock: a past year is never offered, nor locked", async () => {
    const november2026 = "2026-11-23T10:00:00+01:00";
    expect((await load("/adhesion", november2026)).data.offers).toEqual([
      { year: 2026, kind: "recommended", pricePerPerson: 20 },
      { year: 2027, kind: "anticipation", pricePerPerson: 20 },
    ]);
    expect((await load("/adhesion", "2026-08-10T10:00:00+02:00")).data.offers?.map((o) => o.year)).toEqual([2026]);
    const stale = (await load("/adhesion-structured?annee=2025", november2026)).data;
    expect(stale).toMatchObject({ view: "form", lockedYear: null, notice: { title: "Cette année n’est pas proposée" } });
    expect(stale.notice?.text).toMatch(/^L’adhésion 2025 n’est plus proposée/);
    expect((await load("/adhesion-structured?annee=2028", november2026)).data.notice?.text).toMatch(/^L’adhésion 2028 n’est pas encore ouverte/);
  });

  test("a post for a year no longer offered is refused with a French reason, keeps its values and stores nothing", async () => {
    const fields = formFields(uniqueEmail("perime"));
    const response = (await postMembership("/adhesion", fields, undefined, undefined, "2026-11-23T10:00:00+01:00")) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error.annee_adhesion).toEqual(["L’adhésion 2025 n’est plus proposée, l’année est terminée. Choisissez l’année d’adhésion\u202f: 2026 ou 2027."]);
    expect(response.data.result.initialValue).toMatchObject({ nom: "Durand", ville: "Lyon", annee_adhesion: "2025" });
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
    // The same post a month before the new year was fine.
    expect(((await postMembership("/adhesion", fields)) as Response).status).toBe(302);
  });

  test("the price comes from the configured table, 2027 taking the latest price", async () => {
    const response = (await postMembership("/adhesion", { ...formFields(uniqueEmail()), annee_adhesion: "2027", nombre_personnes: "2", "membres[1].nom": "", "membres[1].prenom": "" }, undefined, undefined, "2026-11-23T10:00:00+01:00")) as Response;
    expect(response.status).toBe(302);
    const [row] = await getDb().select({ year: memberships.year, amount: memberships.amountEuros, link: memberships.paymentLink }).from(memberships);
    expect(row).toEqual({ year: 2027, amount: 40, link: testPaymentLink(2027, 2) });
  });

  test("a replayed post of the same form rendering returns the first household instead of storing a second", async () => {
    const { idempotencyKey } = (await load("/adhesion-structured?annee=2025")).data as { idempotencyKey: string };
    const fields = { ...formFields(uniqueEmail("replay")), idempotency_key: idempotencyKey };
    const first = (await postMembership("/adhesion-structured?annee=2025", fields)) as Response;
    const replay = (await postMembership("/adhesion-structured?annee=2025", fields)) as Response;
    expect(first.status).toBe(302);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await counts()).toEqual({ memberships: 1, members: 3 });
    // Concurrent replays (a double click without JavaScript) also store one household.
    const { idempotencyKey: other } = (await load("/adhesion-structured?annee=2025")).data as { idempotencyKey: string };
    const both = (await Promise.all([1, 2].map(() => postMembership("/adhesion-structured?annee=2025", { ...fields, idempotency_key: other })))) as Response[];
    expect(new Set(both.map((r) => r.headers.get("Location"))).size).toBe(1);
    expect(await counts()).toEqual({ memberships: 2, members: 6 });
    // Without a key (or with a malformed one), each post is its own household.
    await postMembership("/adhesion-structured?annee=2025", { ...fields, idempotency_key: "not-a-uuid" });
    expect((await counts()).memberships).toBe(3);
  });

  test("a used key sent again with another body, or from a signed-in account, is refused (422, French message, typed values kept), never answered with the first household (issue 32)", async () => {
    const { idempotencyKey } = (await load("/adhesion")).data as { idempotencyKey: string };
    const fields = { ...formFields(uniqueEmail("premier")), idempotency_key: idempotencyKey };
    const first = (await postMembership("/adhesion", fields)) as Response;
    expect(first.status).toBe(302);
    const paymentPage = first.headers.get("Location")!;

    const intruder = uniqueEmail("intrus");
    const other = (await postMembership("/adhesion", { ...fields, email: intruder, prenom: "Eve" }, "10.9.9.9")) as unknown as { data: FormReply; init: ResponseInit };
    expect(other.init.status).toBe(422);
    expect(other.data.result?.error?.[""]).toEqual([KEY_REUSED_MESSAGE]);
    expect(other.data.result?.initialValue).toMatchObject({ email: intruder, prenom: "Eve" });
    expect(JSON.stringify(other.data)).not.toContain(paymentPage.split("ref=")[1]);
    // The same body from a signed-in account is another post too.
    const { cookie } = await signedInMember();
    const signedIn = (await postMembership("/adhesion", fields, "10.9.9.10", cookie)) as unknown as { data: FormReply; init: ResponseInit };
    expect(signedIn.init.status).toBe(422);
    expect(await counts()).toEqual({ memberships: 1, members: 3 });
    // The first post replayed as it was still gets its own answer.
    expect(((await postMembership("/adhesion", fields)) as Response).headers.get("Location")).toBe(paymentPage);
  });

  test("a household sent while signed in is linked to the member's account; an anonymous one is not", async () => {
    const { userId, cookie } = await signedInMember();
    expect(((await postMembership("/adhesion-structured?annee=2025", formFields(uniqueEmail()), undefined, cookie)) as Response).status).toBe(302);
    expect(((await postMembership("/adhesion", { ...formFields(uniqueEmail()), annee_adhesion: "2026" })) as Response).headers.get("Location")).toMatch(/^\/adhesion\?etape=paiement&ref=/);
    const rows = await getDb().select({ userId: memberships.userId }).from(memberships).orderBy(memberships.createdAt);
    expect(rows.map((r) => r.userId)).toEqual([userId, null]);
  });

  test("a failed first attempt releases its key, so the retry stores the household", async () => {
    const { idempotencyKey } = (await load("/adhesion-structured?annee=2025")).data as { idempotencyKey: string };
    const fields = { ...formFields(uniqueEmail("retry")), idempotency_key: idempotencyKey };
    await getDb().execute(sql`alter table membership_members rename to membership_members_away`);
    try {
      const failed = (await postMembership("/adhesion-structured?annee=2025", fields)) as { init: ResponseInit };
      expect(failed.init.status).toBe(500);
    } finally {
      await getDb().execute(sql`alter table membership_members_away rename to membership_members`);
    }
    const retried = (await postMembership("/adhesion-structured?annee=2025", fields)) as Response;
    expect(retried.status).toBe(302);
    expect(await counts()).toEqual({ memberships: 1, members: 3 });
  });

  test("a valid post for 3 persons stores everything and redirects to the payment step with an opaque reference", async () => {
    const email = uniqueEmail("route");
    const response = (await postMembership("/adhesion-structured?annee=2025", formFields(email))) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/adhesion-structured\?etape=paiement&ref=[A-Za-z0-9_-]{24}$/);
    expect(location).not.toContain(email);
    expect(await counts()).toEqual({ memberships: 1, members: 3 });

    const page = await load(location);
    expect(page.data.view).toBe("payment");
    expect(page.data.step).toMatchObject({ amount: 30, paymentLink: testPaymentLink(2025, 3) });
    expect(new Headers(page.init?.headers).get("Cache-Control")).toContain("no-store");
  });

  test("an invalid post answers 400 with the spec's messages and keeps the values", async () => {
    const fields = { ...formFields(uniqueEmail()), "membres[1].prenom": "", ville: "", consentement_rgpd: "" };
    const response = (await postMembership("/adhesion-structured?annee=2025", fields)) as { init: ResponseInit; data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error[""]).toEqual(["Veuillez remplir tous les champs obligatoires."]);
    expect(response.data.result.error["membres[1]"]).toEqual(["Veuillez remplir le nom et prénom de l’adhérent 3."]);
    expect(response.data.result.error.consentement_rgpd).toEqual(["Veuillez accepter le consentement RGPD."]);
    expect(response.data.result.initialValue).toMatchObject({ nom: "Durand", adresse_complete: "12 rue Mercière" });
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });

  test("a payment step without its reference, or with an unknown one, is the membership page with a French explanation", async () => {
    const missing = await load("/adhesion?etape=paiement");
    expect(missing.init?.status ?? 200).toBe(200);
    expect(missing.data).toMatchObject({ view: "form", lockedYear: null, notice: { title: "Il manque la référence de votre adhésion" } });
    const unknown = await load("/adhesion-structured?etape=paiement&ref=AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toMatchObject({ view: "choose", notice: { title: "Ce lien de paiement n’est plus valide" } });
    expect(unknown.data.notice?.text).toContain("7\u00a0jours");
  });

  test("a filled honeypot looks like a success and stores nothing", async () => {
    const response = (await postMembership("/adhesion-structured?annee=2025", { ...formFields(uniqueEmail()), site_web: "spam" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/adhesion-structured");
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
      const response = (await postMembership("/adhesion", fields)) as { init: ResponseInit; data: { failure: { title: string; description: string }; result: { initialValue: Record<string, unknown> } } };
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
    const a = await createMembership(getDb(), householdInput(1, { nom: "Arnaud", ville: "Lyon" }));
    const b = await createMembership(getDb(), householdInput(2, { nom: "Bernard", annee_adhesion: 2026, ville: "Villeurbanne" }));
    await createMembership(getDb(), householdInput(3, { nom: "Colin" }));
    const [rowA] = await getDb().select({ id: memberships.id }).from(memberships).where(eq(memberships.paymentReference, a.reference));
    const [rowB] = await getDb().select({ id: memberships.id }).from(memberships).where(eq(memberships.paymentReference, b.reference));

    const all = await listMemberships(getDb());
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.lastName)).toEqual(["Colin", "Bernard", "Arnaud"]);
    expect(all.items[0]).not.toHaveProperty("paymentReference");
    expect((await listMemberships(getDb(), { year: 2026 })).items.map((m) => m.lastName)).toEqual(["Bernard"]);
    expect((await listMemberships(getDb(), { search: "villeur" })).items.map((m) => m.lastName)).toEqual(["Bernard"]);
    const page = await listMemberships(getDb(), { page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageCount: 2 });
    expect(page.items.map((m) => m.lastName)).toEqual(["Arnaud"]);

    const one = await getMembership(getDb(), rowB!.id);
    expect(one).toMatchObject({ lastName: "Bernard", amountEuros: 40, status: "en_attente" });
    expect(one?.members.map((m) => m.position)).toEqual([1, 2]);
    expect(await getMembership(getDb(), "pas-un-id")).toBeNull();

    expect(await updateMembershipStatus(getDb(), rowA!.id, "payee")).toMatchObject({ status: "payee" });
    expect((await listMemberships(getDb(), { status: "payee" })).items.map((m) => m.lastName)).toEqual(["Arnaud"]);
    expect((await getPaymentStep(getDb(), a.reference))?.status).toBe("payee");
    expect(await updateMembershipStatus(getDb(), "pas-un-id", "payee")).toBeNull();
  });

  test("deleting a membership deletes its members", async () => {
    await createMembership(getDb(), householdInput(3));
    await getDb().delete(memberships);
    expect(await counts()).toEqual({ memberships: 0, members: 0 });
  });
});

describe("the members figure", () => {
  test("counts the persons of this year's paid memberships (the register's floor is site-figures.test.ts's)", async () => {
    const paid = await createMembership(getDb(), householdInput(3, { annee_adhesion: 2026 }));
    await createMembership(getDb(), householdInput(4, { annee_adhesion: 2026 })); // waiting for payment: not counted
    const lastYear = await createMembership(getDb(), householdInput(2, { annee_adhesion: 2025 }));
    for (const reference of [paid.reference, lastYear.reference]) {
      await getDb().update(memberships).set({ status: "payee" }).where(eq(memberships.paymentReference, reference));
    }
    expect(await countPaidMembers(getDb(), 2026)).toBe(3);
    expect(await countPaidMembers(getDb(), 2025)).toBe(2);
    expect(await countPaidMembers(getDb(), 2027)).toBe(0);
    // A database without the samples has no register's figure (the spec's 150 is a sample): the count is shown.
    expect(await getMembersFigure(getDb(), new Date("2026-11-23T10:00:00+01:00"))).toEqual({ value: 3, source: "count", year: 2026 });
  });

  test("once the site counts more, the count is shown with its year", async () => {
    const rows = Array.from({ length: 40 }, () => householdInput(4, { annee_adhesion: 2026 }));
    for (const input of rows) await createMembership(getDb(), input);
    await getDb().update(memberships).set({ status: "payee" });
    expect(await getMembersFigure(getDb(), new Date("2026-11-23T10:00:00+01:00"))).toEqual({ value: 160, source: "count", year: 2026 });
  });
});
