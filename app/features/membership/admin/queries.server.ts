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
import { MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from "../options";
import { householdNumber } from "../payments";

/** The first year a membership can be for: the association was founded in 2023. */
const FIRST_MEMBERSHIP_YEAR = 2023;
/** The year filter's values: 2023 to next year, as of the server's start. */
const MEMBERSHIP_RECORD_YEARS: readonly number[] = Array.from({ length: new Date().getUTCFullYear() + 2 - FIRST_MEMBERSHIP_YEAR }, (_, i) => FIRST_MEMBERSHIP_YEAR + i);

/** The back-office list of memberships: its URL parameters, filters and sorts. */
export const membershipList = defineList({
  filters: {
    year: { param: "annee", values: MEMBERSHIP_RECORD_YEARS },
    status: { param: "statut", values: MEMBERSHIP_STATUSES },
  },
  sorts: ["recent", "ancien", "nom"],
});

export type MembershipListQuery = ListQueryOf<typeof membershipList>;
export type MembershipListInput = ListInputOf<typeof membershipList>;

const adminColumns = {
  id: memberships.id,
  year: memberships.year,
  personCount: memberships.personCount,
  amountEuros: memberships.amountEuros,
  status: memberships.status,
  consentGiven: memberships.consentGiven,
  lastName: memberships.lastName,
  firstName: memberships.firstName,
  email: memberships.email,
  phone: memberships.phone,
  address: memberships.address,
  postcode: memberships.postcode,
  city: memberships.city,
  paymentLink: memberships.paymentLink,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
};

const orderBy = {
  recent: [desc(memberships.createdAt), desc(memberships.id)],
  ancien: [asc(memberships.createdAt), asc(memberships.id)],
  nom: [asc(memberships.lastName), asc(memberships.firstName), desc(memberships.createdAt), asc(memberships.id)],
} satisfies Record<MembershipListQuery["sort"], unknown[]>;

const listFilter = (query: MembershipListQuery) =>
  listWhere(query, {
    filters: { year: memberships.year, status: memberships.status },
    search: [memberships.lastName, memberships.firstName, memberships.email, memberships.city],
  });

/** The other members (position 2..4) of some households, "Prénom Nom" in form order. */
async function otherMembersOf(db: Database, ids: string[]): Promise<Map<string, Array<{ firstName: string; lastName: string }>>> {
  const names = new Map<string, Array<{ firstName: string; lastName: string }>>();
  if (ids.length === 0) return names;
  const others = await db
    .select({ membershipId: membershipMembers.membershipId, firstName: membershipMembers.firstName, lastName: membershipMembers.lastName })
    .from(membershipMembers)
    .where(and(inArray(membershipMembers.membershipId, ids), gt(membershipMembers.position, 1)))
    .orderBy(asc(membershipMembers.position));
  for (const o of others) names.set(o.membershipId, [...(names.get(o.membershipId) ?? []), { firstName: o.firstName, lastName: o.lastName }]);
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
      lastName: membershipMembers.lastName,
      firstName: membershipMembers.firstName,
      email: membershipMembers.email,
      phone: membershipMembers.phone,
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
  year: number;
  status: MembershipAdmin["status"];
  personCount: number;
  amountEuros: number;
  createdAt: Date;
  address: string;
  postcode: string;
  city: string;
  position: number;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  paidOn: string | null;
  paidCents: number | null;
}

/** The per-person export's columns, in French: the register of members. */
export const membershipPersonCsvColumns: CsvColumn<MembershipPersonRow>[] = [
  { header: "Foyer", value: (r) => householdNumber(r.membershipId) },
  { header: "Année", value: (r) => r.year },
  { header: "Statut", value: (r) => MEMBERSHIP_STATUS_LABELS[r.status] },
  { header: "Rang dans le foyer", value: (r) => r.position },
  { header: "Payeur", value: (r) => r.position === 1 },
  { header: "Nom", value: (r) => r.lastName },
  { header: "Prénom", value: (r) => r.firstName },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => formatFrenchPhone(r.phone) },
  { header: "Adresse", value: (r) => r.address },
  { header: "Code postal", value: (r) => r.postcode },
  { header: "Ville", value: (r) => r.city },
  { header: "Personnes du foyer", value: (r) => r.personCount },
  { header: "Montant dû par le foyer (€)", value: (r) => r.amountEuros },
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
        year: memberships.year,
        status: memberships.status,
        personCount: memberships.personCount,
        amountEuros: memberships.amountEuros,
        createdAt: memberships.createdAt,
        address: memberships.address,
        postcode: memberships.postcode,
        city: memberships.city,
        position: membershipMembers.position,
        lastName: membershipMembers.lastName,
        firstName: membershipMembers.firstName,
        email: membershipMembers.email,
        phone: membershipMembers.phone,
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
