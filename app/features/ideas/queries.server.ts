// Public reads of the idea domain: the submitter's private follow-up page (by token), with only
// the columns that page shows, and the public part of an idea's history (status changes and
// their public messages; never the internal notes, the assignments or who did what). The back-office reads, with contact details, are in
// admin/queries.server.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ideaEvents, ideaSubmissions } from "~/db/schema";
import { hashFollowUpToken, isWellFormedFollowUpToken } from "./tokens.server";

// Kept for mutations.server.ts, which imports it from here.
export { isUuid } from "~/lib/admin-list.server";

/**
 * The columns of an idea its author may see again (the follow-up link's page and the member
 * space's idea page): the submission and its status, no contact details.
 */
export const IDEA_FOLLOW_UP_COLUMNS = {
  name: ideaSubmissions.name,
  kind: ideaSubmissions.kind,
  title: ideaSubmissions.title,
  description: ideaSubmissions.description,
  district: ideaSubmissions.district,
  location: ideaSubmissions.location,
  urgency: ideaSubmissions.urgency,
  status: ideaSubmissions.status,
  createdAt: ideaSubmissions.createdAt,
  updatedAt: ideaSubmissions.updatedAt,
};

/** One step of an idea's public history: the status it reached, when, and the association's message. */
export interface IdeaPublicStep {
  status: (typeof ideaSubmissions.$inferSelect)["status"];
  message: string | null;
  at: Date;
}

/** The status changes of an idea, oldest first, with their public messages only. */
export async function publicIdeaHistory(db: Database, ideaId: string): Promise<IdeaPublicStep[]> {
  const rows = await db
    .select({ status: ideaEvents.toStatus, message: ideaEvents.publicMessage, at: ideaEvents.createdAt })
    .from(ideaEvents)
    .where(and(eq(ideaEvents.ideaId, ideaId), eq(ideaEvents.kind, "status_change")))
    .orderBy(asc(ideaEvents.createdAt), asc(ideaEvents.id));
  return rows.flatMap((r) => (r.status ? [{ status: r.status, message: r.message, at: r.at }] : []));
}

/** What the submitter sees on the follow-up page: the submission, its status and public history, no contact details. */
export async function getIdeaByFollowUpToken(db: Database, token: string | undefined) {
  if (!isWellFormedFollowUpToken(token)) return null;
  const [row] = await db
    .select({ id: ideaSubmissions.id, ...IDEA_FOLLOW_UP_COLUMNS })
    .from(ideaSubmissions)
    .where(eq(ideaSubmissions.followUpTokenHash, hashFollowUpToken(token)))
    .limit(1);
  if (!row) return null;
  const { id, ...idea } = row;
  return { ...idea, history: await publicIdeaHistory(db, id) };
}

export type IdeaFollowUp = NonNullable<Awaited<ReturnType<typeof getIdeaByFollowUpToken>>>;
