// Reads of the idea domain: the submitter's private follow-up view (by token) and, for the
// back-office, the filtered and paginated list and one submission by id.
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { ideaSubmissions, type IdeaSubmissionRow } from "~/db/schema";
import type { District, IdeaStatus, IdeaType, UrgencyLevel } from "./options";
import { hashFollowUpToken, isWellFormedFollowUpToken } from "./tokens.server";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** What the submitter sees on the follow-up page: the submission and its status, no contact details. */
export async function getIdeaByFollowUpToken(token: string | undefined, db: Database = getDb()) {
  if (!isWellFormedFollowUpToken(token)) return null;
  const [row] = await db
    .select({
      nom: ideaSubmissions.nom,
      typeSoumission: ideaSubmissions.typeSoumission,
      titre: ideaSubmissions.titre,
      description: ideaSubmissions.description,
      quartier: ideaSubmissions.quartier,
      localisation: ideaSubmissions.localisation,
      urgence: ideaSubmissions.urgence,
      status: ideaSubmissions.status,
      createdAt: ideaSubmissions.createdAt,
      updatedAt: ideaSubmissions.updatedAt,
    })
    .from(ideaSubmissions)
    .where(eq(ideaSubmissions.followUpTokenHash, hashFollowUpToken(token)))
    .limit(1);
  return row ?? null;
}

export type IdeaFollowUp = NonNullable<Awaited<ReturnType<typeof getIdeaByFollowUpToken>>>;

export interface IdeaListFilters {
  status?: IdeaStatus;
  type?: IdeaType;
  urgence?: UrgencyLevel;
  quartier?: District;
  /** Matched against name, email, title and description (case-insensitive). */
  search?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** The admin's view of one submission (never the token hash). */
export type IdeaSubmissionAdmin = Omit<IdeaSubmissionRow, "followUpTokenHash">;

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Back-office: submissions newest first, filtered, one page at a time, with the total for pagination. */
export async function listIdeaSubmissions(filters: IdeaListFilters = {}, db: Database = getDb()) {
  const pageSize = Math.min(Math.max(filters.pageSize ?? 20, 1), 100);
  const page = Math.max(Math.floor(filters.page ?? 1), 1);
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(ideaSubmissions.status, filters.status));
  if (filters.type) conditions.push(eq(ideaSubmissions.typeSoumission, filters.type));
  if (filters.urgence) conditions.push(eq(ideaSubmissions.urgence, filters.urgence));
  if (filters.quartier) conditions.push(eq(ideaSubmissions.quartier, filters.quartier));
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const match = or(
      ilike(ideaSubmissions.nom, pattern),
      ilike(ideaSubmissions.email, pattern),
      ilike(ideaSubmissions.titre, pattern),
      ilike(ideaSubmissions.description, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select(adminColumns)
      .from(ideaSubmissions)
      .where(where)
      .orderBy(desc(ideaSubmissions.createdAt), desc(ideaSubmissions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(ideaSubmissions).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return { items: items as IdeaSubmissionAdmin[], total, page, pageSize, pageCount: Math.max(Math.ceil(total / pageSize), 1) };
}

/** Back-office: one submission by id, or null. */
export async function getIdeaSubmission(id: string, db: Database = getDb()): Promise<IdeaSubmissionAdmin | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(adminColumns).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).limit(1);
  return row ?? null;
}
