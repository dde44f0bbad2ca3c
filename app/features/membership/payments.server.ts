// The back-office's membership workflow (/admin/adhesions/:id): mark a membership paid (date,
// amount, reference: a payment row), cancel it, set it back to "en attente" (a correction: the
// payment is voided, kept), and the payer's receipt, queued in the payment's transaction by ONE
// function, enqueueMembershipReceipt, which the import uses too (its fate comes back through
// receipt-outcome.server.ts). Every change is journaled in its transaction.
// Personal data: only admin routes, features and tests import this file.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { membershipMembers, membershipPayments, memberships } from "~/db/schema";
import { loadAssociationIdentity, loadSiteConfig } from "~/features/association/identity.server";
import { isUuid } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { formatDate } from "~/lib/dates";
import type { OutgoingEmail } from "~/lib/email.server";
import { retryFailedEmailAbout } from "~/lib/email-jobs.admin.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { recordJournal } from "~/lib/journal.server";
import { membershipReceiptEmail } from "./emails";
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from "./options";
import { formatCents, householdNumber, MEMBERSHIP_TRANSITIONS, type MembershipAction } from "./payments";
import { MEMBERSHIP_RECEIPT_KIND } from "./receipt-outcome.server";

export type Actor = Pick<SessionUser, "id" | "email">;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Tx;

export type MembershipChange =
  /** Done; a payment ("pay") and "resend-receipt" have queued the payer's receipt in the same transaction. */
  | { status: "done"; intent: MembershipAction["intent"] }
  | { status: "not_found" }
  | { status: "conflict"; message: string };

/** The journal label of a household: "Foyer 1A2B3C4D — Alice Durand (2026)". */
export const membershipLabel = (m: { id: string; firstName: string; lastName: string; year: number }) =>
  `Foyer ${householdNumber(m.id)} — ${m.firstName} ${m.lastName} (${m.year})`;

/** Locks the membership's row for the rest of the transaction (two treasurers at once: one wins). */
async function lockMembership(tx: Writer, id: string) {
  const [row] = await tx
    .select({ id: memberships.id, status: memberships.status, lastName: memberships.lastName, firstName: memberships.firstName, year: memberships.year, amountEuros: memberships.amountEuros })
    .from(memberships)
    .where(eq(memberships.id, id))
    .for("update");
  return row ?? null;
}

const transitionRefused = (from: MembershipStatus, to: MembershipStatus): MembershipChange => ({
  status: "conflict",
  message:
    from === to
      ? `Cette adhésion est déjà «\u202f${MEMBERSHIP_STATUS_LABELS[to]}\u202f».`
      : `Une adhésion «\u202f${MEMBERSHIP_STATUS_LABELS[from]}\u202f» ne peut pas passer à «\u202f${MEMBERSHIP_STATUS_LABELS[to]}\u202f»${from !== "en_attente" ? "\u202f: remettez-la d’abord en attente" : ""}.`,
});

export interface PaymentInput {
  paidOn: string;
  amountCents: number;
  reference: string;
}

/**
 * Inside a transaction: stores the payment, marks the membership paid, journaled, and queues the
 * payer's receipt. The caller has locked the row and checked the status is "en_attente". Returns
 * the payment's id.
 */
export async function insertPayment(
  tx: Tx,
  actor: Actor,
  membership: { id: string; firstName: string; lastName: string; year: number },
  payment: PaymentInput & { source: "manuel" | "import"; importKey?: string; importId?: string; payerEmail?: string },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(membershipPayments)
    .values({
      membershipId: membership.id,
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      reference: payment.reference,
      source: payment.source,
      importKey: payment.importKey ?? null,
      importId: payment.importId ?? null,
      payerEmail: payment.payerEmail ?? null,
      recordedBy: actor.id,
      recordedByEmail: actor.email,
      createdAt: now,
    })
    .returning({ id: membershipPayments.id });
  await tx.update(memberships).set({ status: "payee", updatedAt: now }).where(eq(memberships.id, membership.id));
  await recordJournal(tx, actor, {
    action: "status_change",
    entityType: "membership",
    entityId: membership.id,
    entityLabel: membershipLabel(membership),
    summary: `Statut\u202f: ${MEMBERSHIP_STATUS_LABELS.en_attente} → ${MEMBERSHIP_STATUS_LABELS.payee} (${formatCents(payment.amountCents)} le ${formatDate(`${payment.paidOn}T12:00:00Z`)}, réf. ${payment.reference}${payment.source === "import" ? ", import CSV" : ""})`,
  });
  await enqueueMembershipReceipt(tx, row!.id);
  return row!.id;
}

/** Applies one form of the membership's page; a receipt is queued in the transaction of its change. */
export async function changeMembership(db: Database, actor: Actor, id: string, action: MembershipAction, now = new Date()): Promise<MembershipChange> {
  if (!isUuid(id)) return { status: "not_found" };
  switch (action.intent) {
    case "pay": {
      return db.transaction(async (tx): Promise<MembershipChange> => {
        const membership = await lockMembership(tx, id);
        if (!membership) return { status: "not_found" };
        if (membership.status !== "en_attente") return transitionRefused(membership.status, "payee");
        await insertPayment(tx, actor, membership, { paidOn: action.paid_on, amountCents: action.amount, reference: action.reference, source: "manuel" }, now);
        return { status: "done", intent: action.intent };
      });
    }
    case "cancel":
    case "reopen": {
      const target: MembershipStatus = action.intent === "cancel" ? "annulee" : "en_attente";
      return db.transaction(async (tx): Promise<MembershipChange> => {
        const membership = await lockMembership(tx, id);
        if (!membership) return { status: "not_found" };
        if (!MEMBERSHIP_TRANSITIONS[membership.status].includes(target)) return transitionRefused(membership.status, target);
        let voided = "";
        if (membership.status === "payee") {
          const [payment] = await tx
            .update(membershipPayments)
            .set({ voidedAt: now })
            .where(and(eq(membershipPayments.membershipId, id), isNull(membershipPayments.voidedAt)))
            .returning({ amountCents: membershipPayments.amountCents, reference: membershipPayments.reference });
          if (payment) voided = `\u202f; paiement de ${formatCents(payment.amountCents)} (réf. ${payment.reference}) mis de côté`;
        }
        await tx.update(memberships).set({ status: target, updatedAt: now }).where(eq(memberships.id, id));
        await recordJournal(tx, actor, {
          action: "status_change",
          entityType: "membership",
          entityId: id,
          entityLabel: membershipLabel(membership),
          summary: `Statut\u202f: ${MEMBERSHIP_STATUS_LABELS[membership.status]} → ${MEMBERSHIP_STATUS_LABELS[target]}${voided}`,
        });
        return { status: "done", intent: action.intent };
      });
    }
    case "resend-receipt": {
      return db.transaction(async (tx): Promise<MembershipChange> => {
        const membership = await lockMembership(tx, id);
        if (!membership) return { status: "not_found" };
        const [payment] = await tx
          .select({ paymentId: membershipPayments.id })
          .from(membershipPayments)
          .where(and(eq(membershipPayments.membershipId, id), isNull(membershipPayments.voidedAt)));
        if (!payment || membership.status !== "payee") return { status: "conflict", message: "Cette adhésion n’a pas de paiement enregistré\u202f: aucun reçu à envoyer." };
        // A receipt that failed goes again as the same job (the one /admin/emails lists, so the
        // two buttons cannot send it twice); else a new copy is queued.
        if (await retryFailedEmailAbout(tx, MEMBERSHIP_RECEIPT_KIND, payment.paymentId)) {
          await tx.update(membershipPayments).set({ receiptError: null }).where(eq(membershipPayments.id, payment.paymentId));
        } else {
          await enqueueMembershipReceipt(tx, payment.paymentId);
        }
        await recordJournal(tx, actor, { action: "update", entityType: "membership", entityId: id, entityLabel: membershipLabel(membership), summary: "Nouvel envoi du reçu au payeur" });
        return { status: "done", intent: action.intent };
      });
    }
  }
}

/** The receipt of one payment, as the payer gets it; null when the payment is unknown. */
export async function buildReceipt(db: Writer, paymentId: string): Promise<OutgoingEmail | null> {
  const [row] = await db
    .select({
      membershipId: memberships.id,
      year: memberships.year,
      lastName: memberships.lastName,
      firstName: memberships.firstName,
      email: memberships.email,
      amountCents: membershipPayments.amountCents,
      paidOn: membershipPayments.paidOn,
      reference: membershipPayments.reference,
    })
    .from(membershipPayments)
    .innerJoin(memberships, eq(memberships.id, membershipPayments.membershipId))
    .where(eq(membershipPayments.id, paymentId));
  if (!row) return null;
  const members = await db
    .select({ position: membershipMembers.position, firstName: membershipMembers.firstName, lastName: membershipMembers.lastName })
    .from(membershipMembers)
    .where(eq(membershipMembers.membershipId, row.membershipId))
    .orderBy(asc(membershipMembers.position));
  const [site, identity] = await Promise.all([loadSiteConfig(db), loadAssociationIdentity(db)]);
  return membershipReceiptEmail({
    year: row.year,
    household: householdNumber(row.membershipId),
    payer: { lastName: row.lastName, firstName: row.firstName, email: row.email },
    members,
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    reference: row.reference,
    association: { name: site.name, shortName: site.shortName, address: site.address, email: site.email, headOffice: identity.legal.headOffice, rnaNumber: identity.legal.rnaNumber },
  });
}

/**
 * Inside the payment's transaction: queues its receipt (kind "membership.receipt", ref the
 * payment's id) and clears an earlier failure, which the page would otherwise still show while
 * the new one waits; the queue reports the outcome (receipt-outcome.server.ts). The one way a
 * receipt leaves.
 */
export async function enqueueMembershipReceipt(tx: Tx, paymentId: string): Promise<void> {
  const email = await buildReceipt(tx, paymentId);
  if (!email) throw new Error(`No membership payment ${paymentId} to send a receipt for`);
  await tx.update(membershipPayments).set({ receiptError: null }).where(eq(membershipPayments.id, paymentId));
  await enqueueEmail(email, { kind: MEMBERSHIP_RECEIPT_KIND, ref: paymentId, tx });
}

export interface YearTotals {
  year: number;
  /** Households and persons of the year, cancelled memberships left out. */
  households: number;
  persons: number;
  paidHouseholds: number;
  /** Euros due (cancelled left out) and cents received (payments in force). */
  dueEuros: number;
  receivedCents: number;
  cancelled: number;
}

/** Totals per year, newest first, computed in SQL; `year` limits them to one year. */
export async function membershipTotals(db: Database, year: number | undefined): Promise<YearTotals[]> {
  const active = sql`${memberships.status} <> 'annulee'`;
  const rows = await db
    .select({
      year: memberships.year,
      households: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      persons: sql<number>`coalesce(sum(${memberships.personCount}) filter (where ${active}), 0)`.mapWith(Number),
      paidHouseholds: sql<number>`count(*) filter (where ${memberships.status} = 'payee')`.mapWith(Number),
      dueEuros: sql<number>`coalesce(sum(${memberships.amountEuros}) filter (where ${active}), 0)`.mapWith(Number),
      receivedCents: sql<number>`coalesce(sum(${membershipPayments.amountCents}), 0)`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${memberships.status} = 'annulee')`.mapWith(Number),
    })
    .from(memberships)
    .leftJoin(membershipPayments, and(eq(membershipPayments.membershipId, memberships.id), isNull(membershipPayments.voidedAt)))
    .where(year === undefined ? undefined : eq(memberships.year, year))
    .groupBy(memberships.year)
    .orderBy(sql`${memberships.year} desc`);
  return rows;
}
