// Back-office reads of the idea domain, with the submitters' personal data (name, email, phone):
// the filtered (type, urgency, district, status, period), searched, sorted and paginated list,
// its CSV export, one submission by id with its whole history (internal notes included).
// Imported only by admin routes (guarded by requireAdmin) and tests; eslint refuses other importers.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { createdPerWeek, type WeekCount } from "~/lib/counts.server";
import { ideaEvents, ideaSubmissions, users, type IdeaEventRow, type IdeaSubmissionRow } from "~/db/schema";
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
import { parisWallTimeToUtc } from "~/lib/dates";
import { formatFrenchPhone } from "~/lib/french-phone";
import { DISTRICTS, districtLabel, IDEA_PERIODS, IDEA_STATUS_LABELS, IDEA_STATUSES, IDEA_TYPE_LABELS, IDEA_TYPES, URGENCY_LABELS, URGENCY_LEVELS } from "../options";

/** The back-office list of submissions: its URL parameters, filters and sorts. */
export const ideaList = defineList({
  filters: {
    status: { param: "statut", values: IDEA_STATUSES },
    type: { param: "type", values: IDEA_TYPES },
    urgence: { param: "urgence", values: URGENCY_LEVELS },
    quartier: { param: "quartier", values: DISTRICTS.map((d) => d.value) },
    /** The last 7, 30 or 90 days. */
    periode: { param: "periode", values: IDEA_PERIODS },
  },
  sorts: ["recent", "ancien", "urgence"],
});

/** The list's query: defineList's parameters plus a date range (`du`, `au`: YYYY-MM-DD, Paris days, both included). */
export type IdeaListQuery = ListQueryOf<typeof ideaList> & { du?: string; au?: string };
export type IdeaListInput = ListInputOf<typeof ideaList> & { du?: string; au?: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD, else undefined (a bad value is ignored, like every list parameter). */
export function isoDayOrUndefined(value: unknown): string | undefined {
  if (typeof value !== "string" || !ISO_DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

function normalizeIdeaQuery(input: IdeaListInput | IdeaListQuery = {}): IdeaListQuery {
  const { du, au, ...rest } = input;
  const query: IdeaListQuery = ideaList.normalize(rest as ListInputOf<typeof ideaList>);
  const from = isoDayOrUndefined(du);
  const to = isoDayOrUndefined(au);
  if (from) query.du = from;
  if (to) query.au = to;
  return query;
}

/** Reads the list's parameters from the URL (bad values fall back to their defaults). */
export function ideaListFromUrl(source: URL | URLSearchParams): IdeaListQuery {
  const params = source instanceof URL ? source.searchParams : source;
  return normalizeIdeaQuery({ ...ideaList.fromUrl(params), du: params.get("du") ?? undefined, au: params.get("au") ?? undefined });
}

/** The URL parameters of a query, defaults left out (the CSV link, the filters' reset). */
export function ideaListSearchParams(query: IdeaListQuery): URLSearchParams {
  const params = ideaList.toSearchParams(query, { page: 1 });
  if (query.du) params.set("du", query.du);
  if (query.au) params.set("au", query.au);
  return params;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function nextIsoDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** The period's conditions on the sending date: the last N days before `now`, and/or the Paris days du..au. */
function periodWhere(query: IdeaListQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.periode) conditions.push(gte(ideaSubmissions.createdAt, new Date(now.getTime() - Number(query.periode) * DAY_MS)));
  if (query.du) conditions.push(gte(ideaSubmissions.createdAt, parisWallTimeToUtc(query.du, "00:00")));
  if (query.au) conditions.push(lt(ideaSubmissions.createdAt, parisWallTimeToUtc(nextIsoDay(query.au), "00:00")));
  return conditions.length ? and(...conditions) : undefined;
}

const adminColumns = {
  id: ideaSubmissions.id,
  name: ideaSubmissions.name,
  email: ideaSubmissions.email,
  phone: ideaSubmissions.phone,
  district: ideaSubmissions.district,
  kind: ideaSubmissions.kind,
  title: ideaSubmissions.title,
  description: ideaSubmissions.description,
  location: ideaSubmissions.location,
  urgency: ideaSubmissions.urgency,
  status: ideaSubmissions.status,
  assignedTo: ideaSubmissions.assignedTo,
  createdAt: ideaSubmissions.createdAt,
  updatedAt: ideaSubmissions.updatedAt,
  assigneeName: users.name,
  assigneeEmail: users.email,
};

type SubmissionKey = Exclude<keyof typeof adminColumns, "assigneeName" | "assigneeEmail">;

/** The admin's view of one submission: explicit columns, never the token hash; its assignee's name and email. */
export type IdeaSubmissionAdmin = { [K in SubmissionKey]: IdeaSubmissionRow[K] } & { assigneeName: string | null; assigneeEmail: string | null };

const urgencyRank = sql`case ${ideaSubmissions.urgency} when 'urgente' then 0 when 'elevee' then 1 when 'normale' then 2 else 3 end`;

const orderBy = {
  recent: [desc(ideaSubmissions.createdAt), desc(ideaSubmissions.id)],
  ancien: [asc(ideaSubmissions.createdAt), asc(ideaSubmissions.id)],
  urgence: [urgencyRank, desc(ideaSubmissions.createdAt), desc(ideaSubmissions.id)],
} satisfies Record<IdeaListQuery["sort"], unknown[]>;

function selection(query: IdeaListQuery, db: Database, now: Date) {
  const where = and(
    // The period is not an equality: left out here (undefined), it has its own condition below.
    listWhere({ ...query, periode: undefined }, {
      filters: { status: ideaSubmissions.status, type: ideaSubmissions.kind, urgence: ideaSubmissions.urgency, quartier: ideaSubmissions.district, periode: ideaSubmissions.createdAt },
      search: [ideaSubmissions.name, ideaSubmissions.email, ideaSubmissions.title, ideaSubmissions.description, ideaSubmissions.location],
    }),
    periodWhere(query, now),
  );
  return {
    fetchPage: (limit: number, offset: number): Promise<IdeaSubmissionAdmin[]> =>
      db
        .select(adminColumns)
        .from(ideaSubmissions)
        .leftJoin(users, eq(users.id, ideaSubmissions.assignedTo))
        .where(where)
        .orderBy(...orderBy[query.sort])
        .limit(limit)
        .offset(offset),
    count: () => countRows(db, ideaSubmissions, where),
  };
}

/** Back-office: submissions (newest first by default), filtered, searched, one page at a time. `now` sets the "last N days" period. */
export async function listIdeaSubmissions(db: Database, input: IdeaListInput | IdeaListQuery = {}, now: Date = new Date()): Promise<ListPage<IdeaSubmissionAdmin>> {
  const query = normalizeIdeaQuery(input);
  const { fetchPage, count } = selection(query, db, now);
  return paginate(query, fetchPage, count);
}

/** Back-office: one submission by id, or null. */
export async function getIdeaSubmission(db: Database, id: string): Promise<IdeaSubmissionAdmin | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(adminColumns).from(ideaSubmissions).leftJoin(users, eq(users.id, ideaSubmissions.assignedTo)).where(eq(ideaSubmissions.id, id)).limit(1);
  return row ?? null;
}

export type IdeaEventAdmin = Pick<IdeaEventRow, "id" | "kind" | "fromStatus" | "toStatus" | "publicMessage" | "internalNote" | "assigneeEmail" | "actorEmail" | "createdAt"> & { assigneeName: string | null };

/** Back-office: the whole history of an idea, oldest first (status changes, internal notes, assignments). */
export async function ideaHistory(db: Database, id: string): Promise<IdeaEventAdmin[]> {
  if (!isUuid(id)) return [];
  return db
    .select({
      id: ideaEvents.id,
      kind: ideaEvents.kind,
      fromStatus: ideaEvents.fromStatus,
      toStatus: ideaEvents.toStatus,
      publicMessage: ideaEvents.publicMessage,
      internalNote: ideaEvents.internalNote,
      assigneeEmail: ideaEvents.assigneeEmail,
      assigneeName: users.name,
      actorEmail: ideaEvents.actorEmail,
      createdAt: ideaEvents.createdAt,
    })
    .from(ideaEvents)
    .leftJoin(users, eq(users.id, ideaEvents.assigneeId))
    .where(eq(ideaEvents.ideaId, id))
    .orderBy(asc(ideaEvents.createdAt), asc(ideaEvents.id));
}

/** The export's columns, in French, with French labels for the coded values. */
export const ideaCsvColumns: CsvColumn<IdeaSubmissionAdmin>[] = [
  { header: "Date d’envoi", value: (r) => r.createdAt },
  { header: "Statut", value: (r) => IDEA_STATUS_LABELS[r.status] },
  { header: "Type", value: (r) => IDEA_TYPE_LABELS[r.kind] },
  { header: "Urgence", value: (r) => URGENCY_LABELS[r.urgency] },
  { header: "Titre", value: (r) => r.title },
  { header: "Description", value: (r) => r.description },
  { header: "Quartier", value: (r) => districtLabel(r.district) ?? "" },
  { header: "Localisation", value: (r) => r.location },
  { header: "Nom", value: (r) => r.name },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => (r.phone ? formatFrenchPhone(r.phone) : "") },
  { header: "Suivi par", value: (r) => r.assigneeEmail },
  { header: "Dernière mise à jour", value: (r) => r.updatedAt },
];

/** Back-office: every submission matching the list's filters and search, as CSV, streamed. */
export function exportIdeaSubmissionsCsv(db: Database, input: IdeaListInput | IdeaListQuery = {}, now: Date = new Date()): ReadableStream<Uint8Array> {
  const { fetchPage } = selection(normalizeIdeaQuery(input), db, now);
  return csvStream(ideaCsvColumns, allRows(fetchPage));
}

/** The back-office dashboard's figures: every idea and problem sent, and those not triaged yet. */
export async function ideaCounts(db: Database): Promise<{ total: number; untriaged: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, untriaged: sql<number>`(count(*) filter (where ${ideaSubmissions.status} = 'nouveau'))::int` })
    .from(ideaSubmissions);
  return { total: Number(row?.total ?? 0), untriaged: Number(row?.untriaged ?? 0) };
}

/** Ideas and problems received per Paris week (lib/counts.server.ts). */
export function ideasPerWeek(db: Database, now: Date, weeks: number): Promise<WeekCount[]> {
  return createdPerWeek(db, ideaSubmissions, ideaSubmissions.createdAt, now, weeks);
}
