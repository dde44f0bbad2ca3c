// Writes of the membership domain: a membership and its 1–4 members in one transaction with its
// emails queued (ADR 0015); and, for the back-office, changing a membership's status.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { getEnv, type Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { associationInbox } from "~/features/association/inbox.server";
import { membershipConfirmationEmail, membershipWithoutPaymentLinkEmail, type MembershipEmailData } from "./emails";
import { paymentLinkOf, type MembershipOffer } from "./offer";
import { loadMembershipOffer } from "./offer.server";
import type { MembershipStatus } from "./options";
import { membershipPrice } from "./pricing";
import { isUuid } from "./queries.server";
import { householdMembers, type MembershipInput } from "./schema";

export interface MembershipDependencies {
  env: Env;
  /** The offer in force (prices, payment links); read from the database when not given. */
  offer?: MembershipOffer;
}

const defaults = (): MembershipDependencies => ({ env: getEnv() });

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
 */
export async function createMembership(
  db: Database,
  input: MembershipInput,
  deps: Partial<MembershipDependencies> = {},
  /** The signed-in member who filled it in, if any. */
  submittedBy: string | null = null,
): Promise<CreateMembershipResult> {
  const { env } = { ...defaults(), ...deps };
  const offer = deps.offer ?? (await loadMembershipOffer(db, env));
  const amount = membershipPrice(input.annee_adhesion, input.nombre_personnes, offer.pricePerPerson);
  const paymentLink = paymentLinkOf(offer, input.annee_adhesion, input.nombre_personnes) ?? null;
  const reference = createPaymentReference();
  const members = householdMembers(input);

  const site = await loadSiteConfig(db, env);
  // Read before the transaction (on PGlite a query outside it would wait for it to end).
  const inbox = paymentLink ? "" : await associationInbox(db, site);
  const emailData: MembershipEmailData = {
    year: input.annee_adhesion,
    persons: input.nombre_personnes,
    amount,
    payer: {
      lastName: input.nom,
      firstName: input.prenom,
      email: input.email,
      phone: input.telephone,
      address: input.adresse_complete,
      postcode: input.code_postal,
      city: input.ville,
    },
    members,
    paymentLink,
  };

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberships)
      .values({
        paymentReference: reference,
        year: input.annee_adhesion,
        personCount: input.nombre_personnes,
        amountEuros: amount,
        consentGiven: input.consentement_rgpd,
        lastName: input.nom,
        firstName: input.prenom,
        email: input.email,
        phone: input.telephone,
        address: input.adresse_complete,
        postcode: input.code_postal,
        city: input.ville,
        paymentLink,
        userId: submittedBy,
      })
      .returning({ id: memberships.id });
    if (!row) throw new Error("The membership was not stored");
    // The members in one statement, in order: a refused row rolls the whole membership back.
    await tx.insert(membershipMembers).values(members.map((member) => ({ membershipId: row.id, ...member })));
    await enqueueEmail(membershipConfirmationEmail(emailData, site.shortName), { kind: "membership.confirmation", ref: row.id, tx });
    if (!paymentLink) {
      logger.warn({ membershipId: row.id, year: input.annee_adhesion, persons: input.nombre_personnes }, "membership stored without a configured payment link");
      await enqueueEmail(membershipWithoutPaymentLinkEmail(emailData, inbox), { kind: "membership.no-payment-link", ref: row.id, tx });
    }
  });
  return { reference, amount, paymentLink };
}

/** Back-office: moves a membership to another status. Returns its new state, or null if the id is unknown. */
export async function updateMembershipStatus(
  db: Database,
  id: string,
  status: MembershipStatus,
): Promise<{ id: string; status: MembershipStatus; updatedAt: Date } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(memberships)
    .set({ status: status, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning({ id: memberships.id, status: memberships.status, updatedAt: memberships.updatedAt });
  return row ?? null;
}
