// Back-office reads of the idea domain, with the submitters' personal data (name, email, phone):
// the filtered, searched and paginated list, its CSV export, and one submission by id.
// Imported only by admin routes (guarded by requireAdmin) and tests; eslint refuses other importers.
import { asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { ideaSubmissions, type IdeaSubmissionRow } from "~/db/schema";
import {
  allRows,
  countRows,
  csvStream,
  defineList,
  isUuid,
  listWhere,
  paginate,
  type CsvColumn,
  type ListInputOf,
  type ListPage,
  type ListQueryOf,
} from "~/lib/admin-list.server";
import { formatFrenchPhone } from "~/lib/french-phone";
import { DISTRICTS, districtLabel, IDEA_STATUS_LABELS, IDEA_STATUSES, IDEA_TYPE_LABELS, IDEA_TYPES, URGENCY_LABELS, URGENCY_LEVELS } from "./options";

/** The back-office list of submissions: its URL parameters, filters and sorts. */
export const ideaList = defineList({
  filters: {
    status: { param: "statut", values: IDEA_STATUSES },
    type: { param: "type", values: IDEA_TYPES },
    urgence: { param: "urgence", values: URGENCY_LEVELS },
    quartier: { param: "quartier", values: DISTRICTS.map((d) => d.value) },
  },
  sorts: ["recent", "ancien", "urgence"],
});

export type IdeaListQuery = ListQueryOf<typeof ideaList>;
export type IdeaListInput = ListInputOf<typeof ideaList>;

const adminColumns = {
  id: ideaSubmissions.id,
  nom: ideaSubmissions.nom,
  email: ideaSubmissions.email,
  telephone: ideaSubmissions.telephone,
  quartier: ideaSubmissions.quartier,
  typeSoumission: ideaSubmissions.typeSoumission,
  titre: ideaSubmissions.titre,
  description: ideaSubmissions.description,
  localisation: ideaSubmissions.localisation,
  urgence: ideaSubmissions.urgence,
  status: ideaSubmissions.status,
  createdAt: ideaSubmissions.createdAt,
  updatedAt: ideaSubmissions.updatedAt,
};

/** The admin's view of one submission: explicit columns, never the token hash. */
export type IdeaSubmissionAdmin = { [K in keyof typeof adminColumns]: IdeaSubmissionRow[K] };

const urgencyRank = sql`case ${ideaSubmissions.urgence} when 'urgente' then 0 when 'elevee' then 1 when 'normale' then 2 else 3 end`;

const orderBy = {
  recent: [desc(ideaSubmissions.createdAt), desc(ideaSubmissions.id)],
  ancien: [asc(ideaSubmissions.createdAt), asc(ideaSubmissions.id)],
  urgence: [urgencyRank, desc(ideaSubmissions.createdAt), desc(ideaSubmissions.id)],
} satisfies Record<IdeaListQuery["sort"], unknown[]>;

function selection(query: IdeaListQuery, db: Database) {
  const where = listWhere(query, {
    filters: { status: ideaSubmissions.status, type: ideaSubmissions.typeSoumission, urgence: ideaSubmissions.urgence, quartier: ideaSubmissions.quartier },
    search: [ideaSubmissions.nom, ideaSubmissions.email, ideaSubmissions.titre, ideaSubmissions.description],
  });
  return {
    fetchPage: (limit: number, offset: number): Promise<IdeaSubmissionAdmin[]> =>
      db.select(adminColumns).from(ideaSubmissions).where(where).orderBy(...orderBy[query.sort]).limit(limit).offset(offset),
    count: () => countRows(db, ideaSubmissions, where),
  };
}

/** Back-office: submissions (newest first by default), filtered, searched, one page at a time. */
export async function listIdeaSubmissions(input: IdeaListInput | IdeaListQuery = {}, db: Database = getDb()): Promise<ListPage<IdeaSubmissionAdmin>> {
  const query = ideaList.normalize(input);
  const { fetchPage, count } = selection(query, db);
  return paginate(query, fetchPage, count);
}

/** Back-office: one submission by id, or null. */
export async function getIdeaSubmission(id: string, db: Database = getDb()): Promise<IdeaSubmissionAdmin | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(adminColumns).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).limit(1);
  return row ?? null;
}

/** The export's columns, in French, with French labels for the coded values. */
export const ideaCsvColumns: CsvColumn<IdeaSubmissionAdmin>[] = [
  { header: "Date d’envoi", value: (r) => r.createdAt },
  { header: "Statut", value: (r) => IDEA_STATUS_LABELS[r.status] },
  { header: "Type", value: (r) => IDEA_TYPE_LABELS[r.typeSoumission] },
  { header: "Urgence", value: (r) => URGENCY_LABELS[r.urgence] },
  { header: "Titre", value: (r) => r.titre },
  { header: "Description", value: (r) => r.description },
  { header: "Quartier", value: (r) => districtLabel(r.quartier) ?? "" },
  { header: "Localisation", value: (r) => r.localisation },
  { header: "Nom", value: (r) => r.nom },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => (r.telephone ? formatFrenchPhone(r.telephone) : "") },
  { header: "Dernière mise à jour", value: (r) => r.updatedAt },
];

/** Back-office: every submission matching the list's filters and search, as CSV, streamed. */
export function exportIdeaSubmissionsCsv(input: IdeaListInput | IdeaListQuery = {}, db: Database = getDb()): ReadableStream<Uint8Array> {
  const { fetchPage } = selection(ideaList.normalize(input), db);
  return csvStream(ideaCsvColumns, allRows(fetchPage));
}

