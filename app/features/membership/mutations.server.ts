// Writes of the membership domain: a membership and its 1–4 members in one transaction with its
// emails queued (ADR 0015), memberships sent at the same time sharing that transaction; and, for
// the back-office, changing a membership's status.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { enqueueEmails } from "~/lib/email-jobs.server";
import { getEnv, type Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { membershipConfirmationEmail, membershipWithoutPaymentLinkEmail, type MembershipEmailData } from "./emails";
import { paymentLinkOf, type MembershipOffer } from "./offer";
import { loadMembershipOffer } from "./offer.server";
import type { MembershipStatus } from "./options";
import { membershipPrice } from "./pricing";
import { isUuid } from "./queries.server";
import { householdMembers, type MembershipInput } from "./schema";

export interface MembershipDependencies {
  db: Database;
  env: Env;
  /** The offer in force (prices, payment links); read from the database when not given. */
  offer?: MembershipOffer;
}

const defaults = (): MembershipDependencies => ({ db: getDb(), env: getEnv() });

/** 18 random bytes → 24 base64url characters: the opaque reference of the payment step. */
export function createPaymentReference(): string {
  return randomBytes(18).toString("base64url");
}

export interface CreateMembershipResult {
  reference: string;
  amount: number;
  /** Null when the association has configured no payment page for (year, persons). */
  paymentLink: string | null;
}

/**
 * Stores a validated membership: one `memberships` row and its members (member 1 = the payer) in
 * a single transaction with its emails queued (the payer's confirmation; the association's notice
 * when no payment page is configured), so either all of it exists or none. The queue retries an
 * email SMTP refuses; a final failure is listed in the back-office, the membership stays.
 *
 * Resolves once that transaction is committed. Memberships sent at the same time share it (group
 * commit, see storePending): the embedded database runs one statement at a time, and each
 * statement costs far more than its rows, so a burst of 200 households written one transaction
 * each (a dozen statements apiece) queued for seconds (issue 20).
 */
export async function createMembership(
  input: MembershipInput,
  deps: Partial<MembershipDependencies> = {},
  /** The signed-in member who filled it in, if any. */
  submittedBy: string | null = null,
): Promise<CreateMembershipResult> {
  const { db, env } = { ...defaults(), ...deps };
  const offer = deps.offer ?? (await loadMembershipOffer(db, env));
  return new Promise((resolve, reject) => {
    let writer = writers.get(db);
    if (!writer) {
      writer = { pending: [], writing: false };
      writers.set(db, writer);
    }
    writer.pending.push({ input, offer, submittedBy, resolve, reject });
    if (!writer.writing) void storePending(writer, db, env);
  });
}

interface PendingMembership {
  input: MembershipInput;
  offer: MembershipOffer;
  submittedBy: string | null;
  resolve: (result: CreateMembershipResult) => void;
  reject: (error: unknown) => void;
}

/** Per database: the memberships waiting for the transaction in progress to end. */
const writers = new WeakMap<Database, { pending: PendingMembership[]; writing: boolean }>();

/** At most this many households in one transaction. */
const GROUP_MAX = 50;

/**
 * Writes the waiting memberships, one transaction per group of those that arrived while the
 * previous one was being written: a membership alone is written at once, a burst in a few
 * transactions. If a group's transaction fails, each of its memberships is tried again alone, so
 * one that the database refuses fails by itself and the others are stored.
 */
async function storePending(writer: { pending: PendingMembership[]; writing: boolean }, db: Database, env: Env): Promise<void> {
  writer.writing = true;
  try {
    while (writer.pending.length > 0) {
      const group = writer.pending.splice(0, GROUP_MAX);
      try {
        const results = await storeHouseholds(db, env, group);
        group.forEach((pending, i) => pending.resolve(results[i]!));
      } catch (error) {
        if (group.length === 1) {
          group[0]!.reject(error);
          continue;
        }
        for (const pending of group) {
          try {
            pending.resolve((await storeHouseholds(db, env, [pending]))[0]!);
          } catch (alone) {
            pending.reject(alone);
          }
        }
      }
    }
  } finally {
    writer.writing = false;
  }
}

/** One transaction: the households' rows, their members' rows and their emails, in three statements. */
async function storeHouseholds(db: Database, env: Env, group: PendingMembership[]): Promise<CreateMembershipResult[]> {
  const site = await loadSiteConfig(db, env);
  const prepared = group.map(({ input, offer, submittedBy }) => {
    const amount = membershipPrice(input.annee_adhesion, input.nombre_personnes, offer.pricePerPerson);
    const paymentLink = paymentLinkOf(offer, input.annee_adhesion, input.nombre_personnes) ?? null;
    const reference = createPaymentReference();
    const members = householdMembers(input);
    const emailData: MembershipEmailData = {
      annee: input.annee_adhesion,
      personnes: input.nombre_personnes,
      montant: amount,
      payer: {
        nom: input.nom,
        prenom: input.prenom,
        email: input.email,
        telephone: input.telephone,
        adresse: input.adresse_complete,
        codePostal: input.code_postal,
        ville: input.ville,
      },
      members,
      paymentLink,
    };
    const row = {
      paymentReference: reference,
      anneeAdhesion: input.annee_adhesion,
      nombrePersonnes: input.nombre_personnes,
      montantEuros: amount,
      consentementRgpd: input.consentement_rgpd,
      nom: input.nom,
      prenom: input.prenom,
      email: input.email,
      telephone: input.telephone,
      adresseComplete: input.adresse_complete,
      codePostal: input.code_postal,
      ville: input.ville,
      paymentLink,
      userId: submittedBy,
    };
    return { row, members, emailData, result: { reference, amount, paymentLink } };
  });

  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(memberships)
      .values(prepared.map((p) => p.row))
      .returning({ id: memberships.id, reference: memberships.paymentReference });
    const idOf = new Map(stored.map((r) => [r.reference, r.id]));
    const ids = prepared.map((p) => idOf.get(p.result.reference));
    if (ids.some((id) => id === undefined)) throw new Error("A membership was not stored");
    // Any failure (a member row, an email) rolls the whole transaction back.
    await tx.insert(membershipMembers).values(prepared.flatMap((p, i) => p.members.map((member) => ({ membershipId: ids[i]!, ...member }))));
    const emails = prepared.flatMap((p, i) => {
      const ref = ids[i]!;
      const confirmation = { message: membershipConfirmationEmail(p.emailData, site.shortName), kind: "membership.confirmation", ref };
      if (p.result.paymentLink) return [confirmation];
      logger.warn({ membershipId: ref, year: p.emailData.annee, persons: p.emailData.personnes }, "membership stored without a configured payment link");
      return [confirmation, { message: membershipWithoutPaymentLinkEmail(p.emailData, site.email), kind: "membership.no-payment-link", ref }];
    });
    await enqueueEmails(emails, { tx });
  });
  return prepared.map((p) => p.result);
}

/** Back-office: moves a membership to another status. Returns its new state, or null if the id is unknown. */
export async function updateMembershipStatus(
  id: string,
  status: MembershipStatus,
  db: Database = getDb(),
): Promise<{ id: string; statutAdhesion: MembershipStatus; updatedAt: Date } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(memberships)
    .set({ statutAdhesion: status, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning({ id: memberships.id, statutAdhesion: memberships.statutAdhesion, updatedAt: memberships.updatedAt });
  return row ?? null;
}
