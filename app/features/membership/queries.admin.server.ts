// Back-office reads of the membership domain, with the payers' and members' personal data (email,
// phone, postal address): the filtered, searched and paginated list, its CSV export, and one
// membership with its members. Imported only by admin routes (guarded by requireAdmin) and
// tests; eslint refuses other importers.
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { membershipMembers, memberships } from "~/db/schema";
import { allRows, countRows, csvStream, defineList, isUuid, listWhere, paginate, type CsvColumn, type ListInputOf, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import { formatFrenchPhone } from "~/lib/french-phone";
import { MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from "./options";

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
  nom: [asc(memberships.nom), asc(memberships.prenom), desc(memberships.createdAt)],
} satisfies Record<MembershipListQuery["sort"], unknown[]>;

const listFilter = (query: MembershipListQuery) =>
  listWhere(query, {
    filters: { annee: memberships.anneeAdhesion, status: memberships.statutAdhesion },
    search: [memberships.nom, memberships.prenom, memberships.email, memberships.ville],
  });

/** Back-office: memberships (newest first by default), filtered, searched, one page at a time. */
export async function listMemberships(input: MembershipListInput | MembershipListQuery = {}, db: Database = getDb()) {
  const query = membershipList.normalize(input);
  const where = listFilter(query);
  return paginate(
    query,
    (limit, offset) => db.select(adminColumns).from(memberships).where(where).orderBy(...orderBy[query.sort]).limit(limit).offset(offset),
    () => countRows(db, memberships, where),
  );
}

export type MembershipAdmin = Awaited<ReturnType<typeof listMemberships>> extends ListPage<infer T> ? T : never;

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

/** A membership and the other members of the household, "Prénom Nom" in form order. */
type MembershipExportRow = MembershipAdmin & { autresMembres: string | null };

/** The export's columns, in French. */
export const membershipCsvColumns: CsvColumn<MembershipExportRow>[] = [
  { header: "Date d’adhésion", value: (r) => r.createdAt },
  { header: "Année", value: (r) => r.anneeAdhesion },
  { header: "Statut", value: (r) => MEMBERSHIP_STATUS_LABELS[r.statutAdhesion] },
  { header: "Personnes", value: (r) => r.nombrePersonnes },
  { header: "Montant (€)", value: (r) => r.montantEuros },
  { header: "Nom", value: (r) => r.nom },
  { header: "Prénom", value: (r) => r.prenom },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => formatFrenchPhone(r.telephone) },
  { header: "Adresse", value: (r) => r.adresseComplete },
  { header: "Code postal", value: (r) => r.codePostal },
  { header: "Ville", value: (r) => r.ville },
  { header: "Autres membres du foyer", value: (r) => r.autresMembres },
  { header: "Consentement RGPD", value: (r) => r.consentementRgpd },
];

/** Back-office: every membership matching the list's filters and search, as CSV, streamed. */
export function exportMembershipsCsv(input: MembershipListInput | MembershipListQuery = {}, db: Database = getDb()): ReadableStream<Uint8Array> {
  const query = membershipList.normalize(input);
  const where = listFilter(query);
  const fetchPage = async (limit: number, offset: number): Promise<MembershipExportRow[]> => {
    const batch = await db.select(adminColumns).from(memberships).where(where).orderBy(...orderBy[query.sort]).limit(limit).offset(offset);
    if (batch.length === 0) return [];
    const others = await db
      .select({ membershipId: membershipMembers.membershipId, prenom: membershipMembers.prenom, nom: membershipMembers.nom })
      .from(membershipMembers)
      .where(and(inArray(membershipMembers.membershipId, batch.map((m) => m.id)), gt(membershipMembers.position, 1)))
      .orderBy(asc(membershipMembers.position));
    const names = new Map<string, string[]>();
    for (const o of others) names.set(o.membershipId, [...(names.get(o.membershipId) ?? []), `${o.prenom} ${o.nom}`]);
    return batch.map((m) => ({ ...m, autresMembres: names.get(m.id)?.join(", ") ?? null }));
  };
  return csvStream(membershipCsvColumns, allRows(fetchPage));
}
