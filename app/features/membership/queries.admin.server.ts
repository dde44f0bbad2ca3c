// Back-office reads of the membership domain, with the payers' and members' personal data (email,
// phone, postal address): the filtered, searched and paginated list (each household with its other
// members and its payment), its CSV exports (one row per household, one row per person), and one
// membership with its members and payments. Imported only by admin routes (guarded by
// requireAdmin) and tests; eslint refuses other importers.
import { and, asc, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { createdPerWeek, type WeekCount } from "~/lib/counts.server";
import { membershipMembers, membershipPayments, memberships } from "~/db/schema";
import { allRows, countRows, csvStream, defineList, isUuid, listWhere, paginate, type CsvColumn, type ListInputOf, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import { formatFrenchPhone } from "~/lib/french-phone";
import { MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from "./options";
import { householdNumber } from "./payments";

/** The first year a membership can be for: the association was founded in 2023. */
const FIRST_MEMBERSHIP_YEAR = 2023;
/** The year filter's values: 2023 to next year, as of the server's start. */
const MEMBERSHIP_RECORD_YEARS: readonly number[] = Array.from({ length: new Date().getUTCFullYear() + 2 - FIRST_MEMBERSHIP_YEAR }, (_, i) => FIRST_MEMBERSHIP_YEAR + i);

/** The back-office list of memberships: its URL parameters, filters and sorts. */
export const membershipList = defineList({
  filters: {
    annee: { param: "annee", values: MEMBERSHIP_RECORD_YEARS },
    status: { param: "statut", values: MEMBERSHIP_STATUSES },
  },
  sorts: ["recent", "ancien", "nom"],
});

export type MembershipListQuery = ListQueryOf<typeof membershipList>;
export type MembershipListInput = ListInputOf<typeof membershipList>;

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

const orderBy = {
  recent: [desc(memberships.createdAt), desc(memberships.id)],
  ancien: [asc(memberships.createdAt), asc(memberships.id)],
  nom: [asc(memberships.nom), asc(memberships.prenom), desc(memberships.createdAt), asc(memberships.id)],
} satisfies Record<MembershipListQuery["sort"], unknown[]>;

const listFilter = (query: MembershipListQuery) =>
  listWhere(query, {
    filters: { annee: memberships.anneeAdhesion, status: memberships.statutAdhesion },
    search: [memberships.nom, memberships.prenom, memberships.email, memberships.ville],
  });

/** The other members (position 2..4) of some households, "Prénom Nom" in form order. */
async function otherMembersOf(db: Database, ids: string[]): Promise<Map<string, Array<{ prenom: string; nom: string }>>> {
  const names = new Map<string, Array<{ prenom: string; nom: string }>>();
  if (ids.length === 0) return names;
  const others = await db
    .select({ membershipId: membershipMembers.membershipId, prenom: membershipMembers.prenom, nom: membershipMembers.nom })
    .from(membershipMembers)
    .where(and(inArray(membershipMembers.membershipId, ids), gt(membershipMembers.position, 1)))
    .orderBy(asc(membershipMembers.position));
  for (const o of others) names.set(o.membershipId, [...(names.get(o.membershipId) ?? []), { prenom: o.prenom, nom: o.nom }]);
  return names;
}

/** Back-office: memberships (newest first by default), filtered, searched, one page at a time. */
export async function listMemberships(db: Database, input: MembershipListInput | MembershipListQuery = {}) {
  const query = membershipList.normalize(input);
  const where = listFilter(query);
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({ ...adminColumns, paidOn: membershipPayments.paidOn, paidCents: membershipPayments.amountCents })
        .from(memberships)
        .leftJoin(membershipPayments, and(eq(membershipPayments.membershipId, memberships.id), isNull(membershipPayments.voidedAt)))
        .where(where)
        .orderBy(...orderBy[query.sort])
        .limit(limit)
        .offset(offset);
      const others = await otherMembersOf(db, rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, household: householdNumber(r.id), otherMembers: others.get(r.id) ?? [] }));
    },
    () => countRows(db, memberships, where),
  );
}

export type MembershipAdmin = Awaited<ReturnType<typeof listMemberships>> extends ListPage<infer T> ? T : never;

/** Back-office: one membership with its members in order, or null. */
export async function getMembership(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [membership] = await db
    .select({ ...adminColumns, paymentReference: memberships.paymentReference, userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.id, id))
    .limit(1);
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
  const payments = await db
    .select({
      id: membershipPayments.id,
      paidOn: membershipPayments.paidOn,
      amountCents: membershipPayments.amountCents,
      reference: membershipPayments.reference,
      source: membershipPayments.source,
      payerEmail: membershipPayments.payerEmail,
      recordedByEmail: membershipPayments.recordedByEmail,
      receiptSentAt: membershipPayments.receiptSentAt,
      receiptError: membershipPayments.receiptError,
      voidedAt: membershipPayments.voidedAt,
      createdAt: membershipPayments.createdAt,
    })
    .from(membershipPayments)
    .where(eq(membershipPayments.membershipId, id))
    .orderBy(desc(membershipPayments.createdAt));
  return { ...membership, household: householdNumber(id), members, payments };
}

/** One person of a household, with the household's reference, status, amount and payment. */
interface MembershipPersonRow {
  membershipId: string;
  anneeAdhesion: number;
  statutAdhesion: MembershipAdmin["statutAdhesion"];
  nombrePersonnes: number;
  montantEuros: number;
  createdAt: Date;
  adresseComplete: string;
  codePostal: string;
  ville: string;
  position: number;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  paidOn: string | null;
  paidCents: number | null;
}

/** The per-person export's columns, in French: the register of members. */
export const membershipPersonCsvColumns: CsvColumn<MembershipPersonRow>[] = [
  { header: "Foyer", value: (r) => householdNumber(r.membershipId) },
  { header: "Année", value: (r) => r.anneeAdhesion },
  { header: "Statut", value: (r) => MEMBERSHIP_STATUS_LABELS[r.statutAdhesion] },
  { header: "Rang dans le foyer", value: (r) => r.position },
  { header: "Payeur", value: (r) => r.position === 1 },
  { header: "Nom", value: (r) => r.nom },
  { header: "Prénom", value: (r) => r.prenom },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => formatFrenchPhone(r.telephone) },
  { header: "Adresse", value: (r) => r.adresseComplete },
  { header: "Code postal", value: (r) => r.codePostal },
  { header: "Ville", value: (r) => r.ville },
  { header: "Personnes du foyer", value: (r) => r.nombrePersonnes },
  { header: "Montant dû par le foyer (€)", value: (r) => r.montantEuros },
  { header: "Date du paiement", value: (r) => (r.paidOn ? r.paidOn.split("-").reverse().join("/") : null) },
  { header: "Montant reçu (€)", value: (r) => (r.paidCents === null ? null : r.paidCents / 100) },
  { header: "Date d’adhésion", value: (r) => r.createdAt },
];

/** Back-office: one row per person of every household matching the list's filters and search, streamed. */
export function exportMembershipPersonsCsv(db: Database, input: MembershipListInput | MembershipListQuery = {}): ReadableStream<Uint8Array> {
  const query = membershipList.normalize(input);
  const where = listFilter(query);
  const fetchPage = (limit: number, offset: number): Promise<MembershipPersonRow[]> =>
    db
      .select({
        membershipId: memberships.id,
        anneeAdhesion: memberships.anneeAdhesion,
        statutAdhesion: memberships.statutAdhesion,
        nombrePersonnes: memberships.nombrePersonnes,
        montantEuros: memberships.montantEuros,
        createdAt: memberships.createdAt,
        adresseComplete: memberships.adresseComplete,
        codePostal: memberships.codePostal,
        ville: memberships.ville,
        position: membershipMembers.position,
        nom: membershipMembers.nom,
        prenom: membershipMembers.prenom,
        email: membershipMembers.email,
        telephone: membershipMembers.telephone,
        paidOn: membershipPayments.paidOn,
        paidCents: membershipPayments.amountCents,
      })
      .from(memberships)
      .innerJoin(membershipMembers, eq(membershipMembers.membershipId, memberships.id))
      .leftJoin(membershipPayments, and(eq(membershipPayments.membershipId, memberships.id), isNull(membershipPayments.voidedAt)))
      .where(where)
      .orderBy(...orderBy[query.sort], asc(memberships.id), asc(membershipMembers.position))
      .limit(limit)
      .offset(offset);
  return csvStream(membershipPersonCsvColumns, allRows(fetchPage));
}

/** The back-office dashboard's figure: every membership form received, paid or not. */
export function membershipCount(db: Database): Promise<number> {
  return countRows(db, memberships, undefined);
}

/** Membership forms received per Paris week (lib/counts.server.ts). */
export function membershipsPerWeek(db: Database, now: Date, weeks: number): Promise<WeekCount[]> {
  return createdPerWeek(db, memberships, memberships.createdAt, now, weeks);
}
