// Writes of the idea domain: storing a public submission (then its two emails) and, for the
// back-office, changing a submission's status.
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { ideaSubmissions } from "~/db/schema";
import { sendEmail, type OutgoingEmail } from "~/lib/email.server";
import { getEnv, type Env } from "~/lib/env.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { logger } from "~/lib/logger.server";
import { ideaAcknowledgementEmail, ideaNotificationEmail } from "./emails";
import type { IdeaStatus } from "./options";
import type { IdeaInput } from "./schema";
import { isUuid } from "./queries.server";
import { createFollowUpToken } from "./tokens.server";

export interface IdeaDependencies {
  db: Database;
  env: Env;
  send: (message: OutgoingEmail) => Promise<unknown>;
}

const defaults = (): IdeaDependencies => ({ db: getDb(), env: getEnv(), send: (m) => sendEmail(m) });

export function followUpUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/remontee-idees/suivi/${token}`;
}

export interface SubmitIdeaResult {
  id: string;
  /** The raw follow-up token; it exists only in this result and in the acknowledgement email. */
  token: string;
  emailsSent: { acknowledgement: boolean; notification: boolean };
}

/**
 * Stores a validated submission with status "nouveau", then emails the submitter and the association.
 * The row is written first and stays even if an email fails: the submission is safe in the database
 * (the back-office sees it), so the visitor is told it succeeded and the failure is only logged.
 */
/** `submittedBy`: the signed-in member who sent it, so "my contributions" can list it. */
export async function submitIdea(input: IdeaInput, deps: Partial<IdeaDependencies> = {}, submittedBy: string | null = null): Promise<SubmitIdeaResult> {
  const { db, env, send } = { ...defaults(), ...deps };
  const { token, hash } = createFollowUpToken();
  const [row] = await db
    .insert(ideaSubmissions)
    .values({
      nom: input.nom,
      email: input.email,
      telephone: input.telephone ?? null,
      quartier: input.quartier ?? null,
      typeSoumission: input.type_soumission,
      titre: input.titre,
      description: input.description,
      localisation: input.localisation || null,
      urgence: input.urgence,
      followUpTokenHash: hash,
      userId: submittedBy,
    })
    .returning();
  if (!row) throw new Error("The idea submission was not stored");

  const site = await loadSiteConfig(db, env);
  const [acknowledgement, notification] = await Promise.allSettled([
    send(ideaAcknowledgementEmail(row, followUpUrl(env.SITE_URL, token), site.shortName)),
    send(ideaNotificationEmail(row, site.email)),
  ]);
  for (const [kind, result] of [["acknowledgement", acknowledgement], ["notification", notification]] as const) {
    if (result.status === "rejected") {
      // The submission is stored; only the email is lost. Logged for the operator, not shown as a failure.
      logger.error({ err: result.reason, ideaId: row.id, email: kind }, "idea submission stored but its email could not be sent");
    }
  }
  return {
    id: row.id,
    token,
    emailsSent: { acknowledgement: acknowledgement.status === "fulfilled", notification: notification.status === "fulfilled" },
  };
}

/** Back-office: moves a submission to another status. Returns its new state, or null if the id is unknown. */
export async function updateIdeaStatus(
  id: string,
  status: IdeaStatus,
  db: Database = getDb(),
): Promise<{ id: string; status: IdeaStatus; updatedAt: Date } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(ideaSubmissions)
    .set({ status, updatedAt: new Date() })
    .where(eq(ideaSubmissions.id, id))
    .returning({ id: ideaSubmissions.id, status: ideaSubmissions.status, updatedAt: ideaSubmissions.updatedAt });
  return row ?? null;
}
