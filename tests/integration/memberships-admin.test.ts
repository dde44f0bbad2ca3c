// The back-office of memberships (issue 17) on the real database and SMTP sink: the status
// workflow (paid with a receipt, cancelled, back to pending), journaled; the totals per year; the
// per-person CSV export; the payment provider's CSV import (by reference, by email and amount,
// unmatched with reasons, re-import idempotent, a malformed file refused with nothing changed);
// the member space showing the real status; and the routes' refusals.
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, membershipImports, membershipPayments, memberships } from "~/db/schema";
import { loadContributions } from "~/features/account/contributions.server";
import { createMembership } from "~/features/membership/mutations.server";
import { loadImport, runImport, storeImportFile } from "~/features/membership/payment-import.server";
import { householdNumber } from "~/features/membership/payments";
import { changeMembership, membershipTotals } from "~/features/membership/payments.server";
import { exportMembershipPersonsCsv, getMembership, membershipList } from "~/features/membership/admin/queries.server";
import { CSV_BOM } from "~/lib/admin-list.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { emailOutcomes } from "~/composition/job-handlers.server";
import { MEMBERSHIP_RECEIPT_KIND } from "~/features/membership/receipt-outcome.server";
import type { SessionUser } from "~/lib/auth.server";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { action as membershipAction, middleware as membershipMiddleware } from "~/routes/admin/membership";
import { action as importAction, middleware as importMiddleware } from "~/routes/admin/memberships-import";
import { guardedContextFor, formRequest, householdInput, signedInMember, signedInStaff, uniqueEmail } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

let treasurer: SessionUser;
let treasurerCookie: string;

beforeEach(async () => {
  await freshState();
  ({ user: treasurer, cookie: treasurerCookie } = await signedInStaff(["tresorerie"]));
});

afterEach(restoreServices);

/** A stored membership (2025: 10 € a person by default) and its id. */
async function household(persons: 1 | 2 | 3 | 4, overrides: Parameters<typeof householdInput>[1] = {}) {
  const input = householdInput(persons, overrides);
  const created = await createMembership(getDb(), input);
  const [row] = await getDb().select({ id: memberships.id, amount: memberships.amountEuros }).from(memberships).where(eq(memberships.paymentReference, created.reference));
  return { id: row!.id, amount: row!.amount, reference: created.reference, email: input.email };
}

const pay = (id: string, amount: number, reference = "CHQ-001", paidOn = "2025-12-01") => changeMembership(getDb(), treasurer, id, { intent: "pay", paid_on: paidOn, amount: amount * 100, reference });

async function journal(entityId: string) {
  return getDb().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));
}

/** The CSV as sent, BOM included (Response.text() would drop it). */
async function csvText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

const csvFile = (text: string, name = "paiements.csv") => new File([new TextEncoder().encode(text)], name, { type: "text/csv" });

describe("the status workflow", () => {
  test("marking paid stores the payment, journals it and emails the receipt (amount, year, members, association)", async () => {
    const h = await household(3);
    await drainJobs();
    smtp.clear();
    const change = await pay(h.id, 30, "VIR-2025-42");
    expect(change).toEqual({ status: "done", intent: "pay" });

    await drainJobs();
    const mail = await smtp.waitFor((m) => m.to.includes(h.email) && m.subject.startsWith("Reçu"));
    expect(mail.subject).toBe("Reçu de votre adhésion 2025 à l’ADPL\u202f: 30\u00a0€");
    expect(mail.text).toContain("Année d’adhésion\u202f: 2025");
    expect(mail.text).toContain("Montant reçu\u202f: 30\u00a0€");
    expect(mail.text).toContain("Date du paiement\u202f: 1 décembre 2025");
    expect(mail.text).toContain("Référence du paiement\u202f: VIR-2025-42");
    expect(mail.text).toContain("1. Alice Durand");
    expect(mail.text).toContain("2. Bob Durand");
    expect(mail.text).toContain("3. Chloé Durand");
    expect(mail.text).toContain("Association pour le Développement de la Presqu’île de Lyon (ADPL)");
    expect(mail.text).toContain(`Foyer n° ${householdNumber(h.id)}`);

    const detail = (await getMembership(getDb(), h.id))!;
    expect(detail.status).toBe("payee");
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ paidOn: "2025-12-01", amountCents: 3000, reference: "VIR-2025-42", source: "manuel", recordedByEmail: treasurer.email, voidedAt: null });
    expect(detail.payments[0]!.receiptSentAt).toBeInstanceOf(Date);
    const [entry] = await journal(h.id);
    expect(entry).toMatchObject({ action: "status_change", entityType: "membership", actorEmail: treasurer.email });
    expect(entry!.summary).toContain("En attente de paiement → Payée (30\u00a0€");

    // Paid twice: refused, nothing added.
    expect(await pay(h.id, 30)).toMatchObject({ status: "conflict" });
    expect((await getMembership(getDb(), h.id))!.payments).toHaveLength(1);
  });

  test("the receipt's outcome is recorded on the payment by the queue's outcome handler", async () => {
    // The handler hands the registry's database to recordMembershipReceiptOutcome: told of a
    // failure then of a success, it records each on the payment.
    const h = await household(1);
    await pay(h.id, 10);
    await drainJobs();
    const paymentId = (await getMembership(getDb(), h.id))!.payments[0]!.id;
    await emailOutcomes[MEMBERSHIP_RECEIPT_KIND]!(paymentId, { status: "failed", error: "refused" });
    expect((await getMembership(getDb(), h.id))!.payments[0]).toMatchObject({ receiptError: "refused" });
    await emailOutcomes[MEMBERSHIP_RECEIPT_KIND]!(paymentId, { status: "sent", messageId: "m" });
    expect((await getMembership(getDb(), h.id))!.payments[0]).toMatchObject({ receiptError: null, receiptSentAt: expect.any(Date) });
  });

  test("with SMTP down the payment is stored, its receipt retried then recorded as failed; it can be sent again from the page or the failed-emails list", async () => {
    const h = await household(1);
    await drainJobs();
    const port = smtp.port;
    await smtp.stop();
    expect(await pay(h.id, 10)).toEqual({ status: "done", intent: "pay" });
    expect((await getMembership(getDb(), h.id))!.status).toBe("payee");
    await drainJobs("email.send");
    const [payment] = (await getMembership(getDb(), h.id))!.payments;
    expect(payment!.receiptSentAt).toBeNull();
    expect(payment!.receiptError).toMatch(/ECONNREFUSED|connect/i);
    const failed = (await failedEmailJobs(getDb())).find((job) => job.to === h.email && job.kind === MEMBERSHIP_RECEIPT_KIND);
    expect(failed).toMatchObject({ attempts: TEST_EMAIL_RETRY_LIMIT + 1 });
    expect(failed!.subject).toMatch(/^Reçu de votre adhésion/);

    await smtp.start(port);
    smtp.clear();
    // From the membership's page: the failed receipt goes again, the error cleared until its outcome.
    expect(await changeMembership(getDb(), treasurer, h.id, { intent: "resend-receipt" })).toEqual({ status: "done", intent: "resend-receipt" });
    expect((await getMembership(getDb(), h.id))!.payments[0]!.receiptError).toBeNull();
    await smtp.waitFor((m) => m.to.includes(h.email) && m.subject.startsWith("Reçu"));
    await drainJobs();
    expect((await getMembership(getDb(), h.id))!.payments[0]!.receiptSentAt).toBeInstanceOf(Date);
    expect((await journal(h.id)).at(-1)).toMatchObject({ action: "update", summary: "Nouvel envoi du reçu au payeur" });

    // The page retried the failed job itself: the failed-emails list has nothing left to send twice.
    expect((await failedEmailJobs(getDb())).some((job) => job.id === failed!.id)).toBe(false);
    expect(await retryFailedEmail(getDb(), failed!.id)).toBeNull();
    await drainJobs();
    expect(smtp.to(h.email).filter((m) => m.subject.startsWith("Reçu"))).toHaveLength(1);
    // Once sent, "Renvoyer le reçu" queues a new copy (a payer who lost it).
    expect(await changeMembership(getDb(), treasurer, h.id, { intent: "resend-receipt" })).toEqual({ status: "done", intent: "resend-receipt" });
    await drainJobs();
    expect(smtp.to(h.email).filter((m) => m.subject.startsWith("Reçu"))).toHaveLength(2);
  });

  test("no receipt to resend without a payment in force", async () => {
    const h = await household(1);
    expect(await changeMembership(getDb(), treasurer, h.id, { intent: "resend-receipt" })).toMatchObject({ status: "conflict", message: expect.stringContaining("aucun reçu à envoyer") });
    expect(await changeMembership(getDb(), treasurer, "00000000-0000-4000-8000-000000000000", { intent: "resend-receipt" })).toEqual({ status: "not_found" });
  });

  test("cancel, then back to pending; paid back to pending sets the payment aside; transitions are checked", async () => {
    const a = await household(1);
    expect(await changeMembership(getDb(), treasurer, a.id, { intent: "cancel", confirm: true })).toMatchObject({ status: "done" });
    expect((await getMembership(getDb(), a.id))!.status).toBe("annulee");
    // A cancelled membership cannot be paid without going back to pending first.
    expect(await pay(a.id, 10)).toMatchObject({ status: "conflict", message: expect.stringContaining("remettez-la d’abord en attente") });
    expect(await changeMembership(getDb(), treasurer, a.id, { intent: "reopen", confirm: true })).toMatchObject({ status: "done" });
    expect((await getMembership(getDb(), a.id))!.status).toBe("en_attente");
    expect(await changeMembership(getDb(), treasurer, a.id, { intent: "reopen", confirm: true })).toMatchObject({ status: "conflict" });

    const b = await household(2);
    await pay(b.id, 20);
    expect(await changeMembership(getDb(), treasurer, b.id, { intent: "cancel", confirm: true })).toMatchObject({ status: "conflict" });
    expect(await changeMembership(getDb(), treasurer, b.id, { intent: "reopen", confirm: true })).toMatchObject({ status: "done" });
    const reopened = (await getMembership(getDb(), b.id))!;
    expect(reopened.status).toBe("en_attente");
    expect(reopened.payments).toHaveLength(1);
    expect(reopened.payments[0]!.voidedAt).toBeInstanceOf(Date);
    // Paid again: a new payment in force.
    await pay(b.id, 20, "CHQ-002");
    const paidAgain = (await getMembership(getDb(), b.id))!;
    expect(paidAgain.payments.filter((p) => !p.voidedAt).map((p) => p.reference)).toEqual(["CHQ-002"]);
    expect((await journal(a.id)).map((e) => e.summary)).toEqual(["Statut\u202f: En attente de paiement → Annulée", "Statut\u202f: Annulée → En attente de paiement"]);
    expect((await journal(b.id)).map((e) => e.summary)[1]).toMatch(/^Statut\u202f: Payée → En attente de paiement\u202f; paiement de 20\u00a0€ \(réf\. CHQ-001\) mis de côté$/);
    expect(await changeMembership(getDb(), treasurer, "pas-un-id", { intent: "cancel", confirm: true })).toEqual({ status: "not_found" });
  });

  test("the route: bad input is a 400 with French messages and the typed values, no confirmation is a 400, success redirects", async () => {
    const h = await household(2);
    const post = async (fields: Record<string, string>) => {
      const request = formRequest(`/admin/adhesions/${h.id}`, fields, treasurerCookie);
      const context = await guardedContextFor(request, membershipMiddleware);
      return membershipAction({ request, params: { id: h.id }, context } as never);
    };
    const bad = (await post({ intent: "pay", paid_on: "31/02/2025", amount: "vingt", reference: "" })) as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error.paid_on).toEqual(["Date invalide (jj/mm/aaaa)."]);
    expect(bad.data.result.error.amount).toEqual(["Montant invalide (par exemple 20 ou 20,50)."]);
    expect(bad.data.result.error.reference).toBeDefined();
    expect(bad.data.result.initialValue).toMatchObject({ paid_on: "31/02/2025", amount: "vingt" });
    const unconfirmed = (await post({ intent: "cancel" })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(unconfirmed.init.status).toBe(400);
    expect(unconfirmed.data.result.error.confirm).toEqual(["Cochez la case pour confirmer l’annulation."]);
    const ok = (await post({ intent: "pay", paid_on: "2025-12-02", amount: "20,00", reference: "CB 123" })) as Response;
    expect(ok.status).toBe(302);
    expect((await getMembership(getDb(), h.id))!.payments[0]).toMatchObject({ amountCents: 2000, paidOn: "2025-12-02", reference: "CB 123" });
    // Paid again from an older page: a 409 naming why, the typed values kept, nothing added.
    const twice = (await post({ intent: "pay", paid_on: "2025-12-03", amount: "20", reference: "CB 124" })) as { data: FormReply; init: { status: number } };
    expect(twice.init.status).toBe(409);
    expect(twice.data.intent).toBe("pay");
    expect(formErrorsOf(twice.data)).toEqual(["Cette adhésion est déjà «\u202fPayée\u202f»."]);
    expect(twice.data.result?.initialValue).toMatchObject({ reference: "CB 124" });
    expect((await getMembership(getDb(), h.id))!.payments).toHaveLength(1);
  });
});

describe("totals and export", () => {
  test("totals per year in SQL: households, persons, due, received; cancelled left out", async () => {
    const a = await household(3);
    const b = await household(1);
    const c = await household(2);
    await household(4, { annee_adhesion: 2026 });
    await pay(a.id, 30);
    await changeMembership(getDb(), treasurer, c.id, { intent: "cancel", confirm: true });
    void b;
    const totals = await membershipTotals(getDb(), undefined);
    expect(totals.map((t) => t.year)).toEqual([2026, 2025]);
    expect(totals.find((t) => t.year === 2025)).toEqual({ year: 2025, households: 2, persons: 4, paidHouseholds: 1, dueEuros: 40, receivedCents: 3000, cancelled: 1 });
    expect(await membershipTotals(getDb(), 2026)).toEqual([expect.objectContaining({ year: 2026, households: 1, persons: 4, receivedCents: 0 })]);
  });

  test("the per-person CSV: BOM, French headers, one row per person with the household number, the list's filters", async () => {
    const a = await household(3);
    await household(1, { annee_adhesion: 2026, nom: "Autre" });
    await pay(a.id, 30);
    const text = await csvText(exportMembershipPersonsCsv(getDb(), membershipList.fromUrl(new URL("http://x/admin/adhesions.csv?annee=2025"))));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Foyer;Année;Statut;Rang dans le foyer;Payeur;Nom;Prénom;E-mail;Téléphone;Adresse;Code postal;Ville;Personnes du foyer;Montant dû par le foyer (€);Date du paiement;Montant reçu (€);Date d’adhésion");
    expect(lines).toHaveLength(4);
    const number = householdNumber(a.id);
    expect(lines[1]).toMatch(new RegExp(`^${number};2025;Payée;1;oui;Durand;Alice;adhesion-[0-9a-f]+@example\\.org;06 12 34 56 78;12 rue Mercière;69002;Lyon;3;30;01/12/2025;30;`));
    expect(lines[2]).toMatch(new RegExp(`^${number};2025;Payée;2;non;Durand;Bob;`));
    expect(lines[3]).toMatch(new RegExp(`^${number};2025;Payée;3;non;Durand;Chloé;chloe@example\\.org;07 00 00 00 03;`));
    const pending = await csvText(exportMembershipPersonsCsv(getDb(), membershipList.fromUrl(new URL("http://x/admin/adhesions.csv?statut=en_attente"))));
    expect(pending.split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});

describe("the payment provider's CSV import", () => {
  test("matches by reference, else by email and amount; lists the rest with why; importing again changes nothing", async () => {
    const byReference = await household(2);
    const byEmail = await household(1);
    const twins = uniqueEmail("jumeaux");
    await household(1, { email: twins });
    await household(1, { email: twins });
    const wrongAmount = await household(3);
    const cancelled = await household(1);
    await changeMembership(getDb(), treasurer, cancelled.id, { intent: "cancel", confirm: true });
    await drainJobs();
    smtp.clear();

    const csv = [
      "Date;Montant;Email payeur;Référence",
      `02/12/2025;20,00;someone@else.org;${byReference.reference}`,
      `03/12/2025;10,00;${byEmail.email.toUpperCase()};TX-1`,
      `04/12/2025;10,00;${twins};TX-2`,
      `05/12/2025;25,00;${wrongAmount.email};TX-3`,
      `06/12/2025;10,00;${cancelled.email};TX-4`,
      `07/12/2025;10,00;inconnu@example.org;TX-5`,
      `pas une date;10,00;${byEmail.email};TX-6`,
      `08/12/2025;dix;${byEmail.email};TX-7`,
      `09/12/2025;10,00;${byEmail.email};TX-8`,
    ].join("\r\n");
    const stored = await storeImportFile(getDb(), treasurer, csvFile(csv));
    expect(stored.status).toBe("stored");
    const id = (stored as { id: string }).id;
    const view = await loadImport(getDb(), id);
    expect(view).toMatchObject({ step: "mapping", rowCount: 9, headers: ["Date", "Montant", "Email payeur", "Référence"], guess: { date: 0, amount: 1, email: 2, reference: 3 } });

    const outcome = await runImport(getDb(), treasurer, id, { date: 0, amount: 1, email: 2, reference: 3 });
    expect(outcome.status).toBe("done");
    const { result } = outcome as Extract<typeof outcome, { status: "done" }>;
    expect(result.matched.map((m) => [m.line, m.membershipId, m.by])).toEqual([
      [2, byReference.id, "reference"],
      [3, byEmail.id, "email"],
    ]);
    expect(result.unmatched.map((u) => [u.line, u.reason])).toEqual([
      [4, "ambiguous"],
      [5, "amount_mismatch"],
      [6, "cancelled"],
      [7, "no_match"],
      [8, "bad_date"],
      [9, "bad_amount"],
      [10, "already_paid"],
    ]);
    expect((await getMembership(getDb(), byReference.id))!.payments[0]).toMatchObject({ source: "import", amountCents: 2000, paidOn: "2025-12-02", reference: byReference.reference, payerEmail: "someone@else.org" });
    expect((await getMembership(getDb(), byEmail.id))!.status).toBe("payee");
    // Each imported payment's receipt, queued with the import.
    await drainJobs();
    expect(smtp.messages.filter((m) => m.subject.startsWith("Reçu")).map((m) => m.to[0]).sort()).toEqual([byEmail.email, byReference.email].sort());
    expect((await getMembership(getDb(), byEmail.id))!.payments[0]!.receiptSentAt).toBeInstanceOf(Date);
    expect((await loadImport(getDb(), id))).toMatchObject({ step: "result", result: { rows: 9 } });
    const [importEntry] = await journal(id);
    expect(importEntry!.summary).toBe("9 ligne(s)\u202f: 2 paiement(s) enregistré(s), 7 à traiter à la main");

    // The same import again: refused as done. The same file uploaded again: nothing changes.
    expect(await runImport(getDb(), treasurer, id, { date: 0, amount: 1, email: 2, reference: 3 })).toEqual({ status: "already_imported" });
    const paymentsBefore = await getDb().select().from(membershipPayments).orderBy(asc(membershipPayments.createdAt));
    const again = await storeImportFile(getDb(), treasurer, csvFile(`\uFEFF${csv}`));
    const second = await runImport(getDb(), treasurer, (again as { id: string }).id, { date: 0, amount: 1, email: 2, reference: 3 });
    const secondResult = (second as Extract<typeof second, { status: "done" }>).result;
    expect(secondResult.matched).toEqual([]);
    expect(secondResult.unmatched.filter((u) => u.reason === "already_imported").map((u) => u.line)).toEqual([2, 3]);
    expect(await getDb().select().from(membershipPayments).orderBy(asc(membershipPayments.createdAt))).toEqual(paymentsBefore);

    // A payment set aside by hand stays aside: its row is remembered.
    await changeMembership(getDb(), treasurer, byEmail.id, { intent: "reopen", confirm: true });
    const third = await storeImportFile(getDb(), treasurer, csvFile(csv.split("\r\n").slice(0, 3).join("\r\n")));
    const thirdOutcome = await runImport(getDb(), treasurer, (third as { id: string }).id, { date: 0, amount: 1, email: 2, reference: 3 });
    const thirdResult = (thirdOutcome as Extract<typeof thirdOutcome, { status: "done" }>).result;
    expect(thirdResult.matched).toEqual([]);
    expect(thirdResult.unmatched.map((u) => [u.line, u.reason, u.membershipId])).toEqual([
      [2, "already_imported", byReference.id],
      [3, "already_imported", byEmail.id],
    ]);
    expect((await getMembership(getDb(), byEmail.id))!.status).toBe("en_attente");
  });

  test("a malformed file is refused with a clear French message and nothing is stored or changed", async () => {
    const h = await household(1);
    const before = await getDb().select().from(memberships);
    for (const [file, message] of [
      ['Date;Montant;Email;Référence\n02/12/2025;10;"x@y.fr;ref\n', /guillemet ouvert/],
      ["Date;Montant;Email;Référence\n02/12/2025;10;x@y.fr\n", /Ligne 2\u202f: 3 colonnes au lieu de 4/],
      ["", /vide/],
    ] as const) {
      const outcome = await storeImportFile(getDb(), treasurer, csvFile(file));
      expect(outcome).toMatchObject({ status: "refused", message: expect.stringMatching(message) });
    }
    const binary = await storeImportFile(getDb(), treasurer, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00])], "photo.csv"));
    expect(binary.status).toBe("refused");
    expect(await getDb().select().from(membershipImports)).toEqual([]);
    expect(await getDb().select().from(membershipPayments)).toEqual([]);
    expect(await getDb().select().from(memberships)).toEqual(before);
    void h;
  });

  test("the route: multipart upload, mapping errors in French, then the import", async () => {
    const h = await household(1);
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", csvFile(`Date;Montant;Mail;Ref\n01/12/2025;10;${h.email};X\n`));
    const upload = new Request("http://localhost:3000/admin/adhesions/import", { method: "POST", body, headers: { Cookie: treasurerCookie } });
    const uploaded = (await importAction({ request: upload, params: {}, context: await guardedContextFor(upload, importMiddleware) } as never)) as Response;
    expect(uploaded.status).toBe(302);
    const id = new URL(uploaded.headers.get("Location")!, "http://x").searchParams.get("fichier")!;

    const refused = new FormData();
    refused.set("intent", "upload");
    refused.set("file", csvFile("une seule colonne\nx\n"));
    const bad = new Request("http://localhost:3000/admin/adhesions/import", { method: "POST", body: refused, headers: { Cookie: treasurerCookie } });
    const badAnswer = (await importAction({ request: bad, params: {}, context: await guardedContextFor(bad, importMiddleware) } as never)) as { data: FormReply; init: { status: number } };
    expect(badAnswer.init.status).toBe(422);
    expect(badAnswer.data.intent).toBe("upload");
    expect(formErrorsOf(badAnswer.data)).toEqual([expect.stringMatching(/^Fichier refusé\u202f: .*Aucun paiement n’a été importé\.$/)]);

    const same = formRequest("/admin/adhesions/import", { intent: "import", import_id: id, date: "0", amount: "0", email: "2", reference: "3" }, treasurerCookie);
    const sameAnswer = (await importAction({ request: same, params: {}, context: await guardedContextFor(same, importMiddleware) } as never)) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(sameAnswer.init.status).toBe(400);
    expect(sameAnswer.data.result.error.amount).toEqual(["Cette colonne est déjà choisie pour «\u202fDate du paiement\u202f»."]);

    const go = formRequest("/admin/adhesions/import", { intent: "import", import_id: id, date: "0", amount: "1", email: "2", reference: "3" }, treasurerCookie);
    const done = (await importAction({ request: go, params: {}, context: await guardedContextFor(go, importMiddleware) } as never)) as Response;
    expect(done.status).toBe(302);
    expect((await getMembership(getDb(), h.id))!.status).toBe("payee");
  });
});

describe("the member space", () => {
  test("shows the member's memberships with their real status", async () => {
    const email = uniqueEmail("membre");
    const { userId } = await signedInMember(email);
    const h = await household(1, { email });
    const subject = { id: userId, email, emailVerified: true };
    const statusOf = async () => {
      const sections = await loadContributions(getDb(), subject as never);
      return sections.find((s) => s.id === "adhesions")!.items.map((i) => i.status);
    };
    expect(await statusOf()).toEqual(["En attente de paiement"]);
    await pay(h.id, 10);
    expect(await statusOf()).toEqual(["Payée"]);
  });
});
