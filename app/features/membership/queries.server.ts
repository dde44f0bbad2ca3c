// Reads of the membership domain: the payment step (by opaque reference) and, for the back-office,
// the filtered and paginated list and one membership with its members.
import { and, asc, count, desc, eq, gte, ilike, or, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { getEnv, type Env } from "~/lib/env.server";
import { getPaymentLink } from "~/lib/site-config.server";
import type { MembershipStatus } from "./options";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** How long the payment step stays reachable from its reference (the email keeps the link anyway). */
export const PAYMENT_STEP_VALIDITY_MS = 7 * 24 * 60 * 60_000;

/**
 * What the payment step shows: the summary with first and last names only (no contact details),
 * and the payment link currently configured for (year, persons), or null when there is none.
 */
export async function getPaymentStep(reference: string | null | undefined, options: { db?: Database; env?: Env; now?: Date } = {}) {
  if (!reference || !REFERENCE_PATTERN.test(reference)) return null;
  const db = options.db ?? getDb();
  const env = options.env ?? getEnv();
  const since = new Date((options.now ?? new Date()).getTime() - PAYMENT_STEP_VALIDITY_MS);
  const [membership] = await db
    .select({
      id: memberships.id,
      annee: memberships.anneeAdhesion,
      personnes: memberships.nombrePersonnes,
      montant: memberships.montantEuros,
      statut: memberships.statutAdhesion,
    })
    .from(memberships)
    .where(and(eq(memberships.paymentReference, reference), gte(memberships.createdAt, since)))
    .limit(1);
  if (!membership) return null;
  const members = await db
    .select({ position: membershipMembers.position, prenom: membershipMembers.prenom, nom: membershipMembers.nom })
    .from(membershipMembers)
    .where(eq(membershipMembers.membershipId, membership.id))
    .orderBy(asc(membershipMembers.position));
  return {
    annee: membership.annee,
    personnes: membership.personnes,
    montant: membership.montant,
    statut: membership.statut,
    members,
    paymentLink: getPaymentLink(membership.annee, membership.personnes, env) ?? null,
  };
}

export type PaymentStep = NonNullable<Awaited<ReturnType<typeof getPaymentStep>>>;

export interface MembershipListFilters {
  annee?: number;
  status?: MembershipStatus;
  /** Matched against the payer's name, first name, email and city (case-insensitive). */
  search?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

const adminColumns = {
  id: memberships.id,
  anneeAdhesion: memberships.anneeAdhesion,
  nombrePersonnes: memberships.nombrePersonnes,
  montantEuros: memberships.montantEuros,
  statutAdhesion: memberships.statutAdhesion,
  consentementRgpd: memberships.consentementRgpd,
  nom: memberships.nom,
  prenom: memberships.prenom,
  email: memberships.email,
  telephone: memberships.telephone,
  adresseComplete: memberships.adresseComplete,
  codePostal: memberships.codePostal,
  ville: memberships.ville,
  paymentLink: memberships.paymentLink,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Back-office: memberships newest first, filtered, one page at a time, with the total for pagination. */
export async function listMemberships(filters: MembershipListFilters = {}, db: Database = getDb()) {
  const pageSize = Math.min(Math.max(filters.pageSize ?? 20, 1), 100);
  const page = Math.max(Math.floor(filters.page ?? 1), 1);
  const conditions: SQL[] = [];
  if (filters.annee) conditions.push(eq(memberships.anneeAdhesion, filters.annee));
  if (filters.status) conditions.push(eq(memberships.statutAdhesion, filters.status));
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const match = or(
      ilike(memberships.nom, pattern),
      ilike(memberships.prenom, pattern),
      ilike(memberships.email, pattern),
      ilike(memberships.ville, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select(adminColumns)
      .from(memberships)
      .where(where)
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(memberships).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return { items, total, page, pageSize, pageCount: Math.max(Math.ceil(total / pageSize), 1) };
}

export type MembershipAdmin = Awaited<ReturnType<typeof listMemberships>>["items"][number];

/** Back-office: one membership with its members in order, or null. */
export async function getMembership(id: string, db: Database = getDb()) {
  if (!isUuid(id)) return null;
  const [membership] = await db.select(adminColumns).from(memberships).where(eq(memberships.id, id)).limit(1);
  if (!membership) return null;
  const members = await db
    .select({
      position: membershipMembers.position,
      nom: membershipMembers.nom,
      prenom: membershipMembers.prenom,
      email: membershipMembers.email,
      telephone: membershipMembers.telephone,
    })
    .from(membershipMembers)
    .where(eq(membershipMembers.membershipId, id))
    .orderBy(asc(membershipMembers.position));
  return { ...membership, members };
}
