// Public reads of the idea domain: the submitter's private follow-up page (by token), with only
// the columns that page shows. The back-office reads, with contact details, are in
// queries.admin.server.ts.
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { ideaSubmissions } from "~/db/schema";
import { hashFollowUpToken, isWellFormedFollowUpToken } from "./tokens.server";

// Kept for mutations.server.ts, which imports it from here.
export { isUuid } from "~/lib/admin-list.server";

/**
 * The columns of an idea its author may see again (the follow-up link's page and the member
 * space's idea page): the submission and its status, no contact details.
 */
export const IDEA_FOLLOW_UP_COLUMNS = {
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
};

/** What the submitter sees on the follow-up page: the submission and its status, no contact details. */
export async function getIdeaByFollowUpToken(token: string | undefined, db: Database = getDb()) {
  if (!isWellFormedFollowUpToken(token)) return null;
  const [row] = await db
    .select(IDEA_FOLLOW_UP_COLUMNS)
    .from(ideaSubmissions)
    .where(eq(ideaSubmissions.followUpTokenHash, hashFollowUpToken(token)))
    .limit(1);
  return row ?? null;
}

export type IdeaFollowUp = NonNullable<Awaited<ReturnType<typeof getIdeaByFollowUpToken>>>;
