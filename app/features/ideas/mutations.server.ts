// Writes of the idea domain: storing a public submission (then its two emails) and, for the
// back-office triage, changing a submission's status (with its public message, then the
// submitter's email), adding an internal note, assigning it to a board member. Each back-office
// change writes its history entry and its journal entry in one transaction.
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { ideaEvents, ideaSubmissions, userRoles, users } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { recordJournal } from "~/lib/journal.server";
import { sendEmail, type OutgoingEmail } from "~/lib/email.server";
import { getEnv, type Env } from "~/lib/env.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { logger } from "~/lib/logger.server";
import { ideaAcknowledgementEmail, ideaNotificationEmail, ideaStatusChangedEmail, type IdeaStatusNotice } from "./emails";
import { IDEA_STATUS_LABELS, type IdeaStatus } from "./options";
import type { IdeaInput } from "./schema";
import { isUuid } from "./queries.server";
import { createFollowUpToken } from "./tokens.server";
import { canMoveIdea } from "./workflow";

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

type Actor = Pick<SessionUser, "id" | "email">;

/** The member-space page of an idea (the same path as features/account's memberIdeaPath). */
export function memberIdeaUrl(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/$/, "")}/espace/contributions/idees/${id}`;
}

export type IdeaStatusChange =
  | { status: "not_found" }
  /** The workflow does not allow this move from the current status (maybe changed meanwhile). */
  | { status: "refused"; from: IdeaStatus }
  | { status: "ok"; from: IdeaStatus; to: IdeaStatus; titre: string; notice: IdeaStatusNotice };

/**
 * Back-office: moves an idea to another status with an optional public message, in one
 * transaction with its history entry and its journal entry. The row is locked first, so two
 * moderators cannot both move it from the same status. The submitter's email is not sent here:
 * the caller passes `notice` to notifyIdeaStatusChange once this has returned (committed).
 */
export async function changeIdeaStatus(
  actor: Actor,
  id: string,
  input: { status: IdeaStatus; publicMessage?: string | null },
  deps: { db?: Database; env?: Pick<Env, "SITE_URL">; now?: Date } = {},
): Promise<IdeaStatusChange> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = deps.db ?? getDb();
  const siteUrl = (deps.env ?? getEnv()).SITE_URL;
  const now = deps.now ?? new Date();
  const publicMessage = input.publicMessage?.trim() || null;
  return db.transaction(async (tx) => {
    const [idea] = await tx
      .select({ id: ideaSubmissions.id, status: ideaSubmissions.status, titre: ideaSubmissions.titre, nom: ideaSubmissions.nom, email: ideaSubmissions.email, typeSoumission: ideaSubmissions.typeSoumission, userId: ideaSubmissions.userId })
      .from(ideaSubmissions)
      .where(eq(ideaSubmissions.id, id))
      .for("update");
    if (!idea) return { status: "not_found" } as const;
    if (!canMoveIdea(idea.status, input.status)) return { status: "refused", from: idea.status } as const;
    await tx.update(ideaSubmissions).set({ status: input.status, updatedAt: now }).where(eq(ideaSubmissions.id, id));
    await tx.insert(ideaEvents).values({ ideaId: id, kind: "status_change", fromStatus: idea.status, toStatus: input.status, publicMessage, actorId: actor.id, actorEmail: actor.email, createdAt: now });
    await recordJournal(tx, actor, {
      action: "status_change",
      entityType: "idea",
      entityId: id,
      entityLabel: idea.titre,
      summary: `${IDEA_STATUS_LABELS[idea.status]} → ${IDEA_STATUS_LABELS[input.status]}${publicMessage ? " (avec un message public)" : ""}`,
    });
    return {
      status: "ok",
      from: idea.status,
      to: input.status,
      titre: idea.titre,
      notice: {
        ideaId: id,
        nom: idea.nom,
        email: idea.email,
        titre: idea.titre,
        typeSoumission: idea.typeSoumission,
        status: input.status,
        publicMessage,
        memberUrl: idea.userId ? memberIdeaUrl(siteUrl, id) : null,
      },
    } as const;
  });
}

/**
 * The one place that emails the submitter about a status change (so it can move onto the job
 * queue). Called after the change is committed: a failure is logged and the change is kept.
 * Returns whether the email went.
 */
export async function notifyIdeaStatusChange(notice: IdeaStatusNotice, deps: Partial<IdeaDependencies> = {}): Promise<boolean> {
  const { db, env, send } = { ...defaults(), ...deps };
  try {
    const site = await loadSiteConfig(db, env);
    await send(ideaStatusChangedEmail(notice, site.shortName));
    return true;
  } catch (err) {
    logger.error({ err, ideaId: notice.ideaId, email: "status_change" }, "idea status changed but its email could not be sent");
    return false;
  }
}

/** Back-office: an internal note on an idea (never shown publicly, never emailed). */
export async function addIdeaNote(actor: Actor, id: string, note: string, deps: { db?: Database; now?: Date } = {}): Promise<{ status: "not_found" } | { status: "ok"; titre: string }> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = deps.db ?? getDb();
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ titre: ideaSubmissions.titre }).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).for("update");
    if (!idea) return { status: "not_found" } as const;
    await tx.insert(ideaEvents).values({ ideaId: id, kind: "note", internalNote: note.trim(), actorId: actor.id, actorEmail: actor.email, ...(deps.now ? { createdAt: deps.now } : {}) });
    await recordJournal(tx, actor, { action: "note", entityType: "idea", entityId: id, entityLabel: idea.titre, summary: "Note interne ajoutée" });
    return { status: "ok", titre: idea.titre } as const;
  });
}

/** Accounts an idea can be assigned to: the board members, i.e. the enabled accounts with the admin role. */
export async function ideaAssignees(db: Pick<Database, "select"> = getDb()): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(isNull(users.disabledAt))
    .orderBy(sql`lower(${users.name})`, users.email);
}

export type IdeaAssignment =
  | { status: "not_found" }
  /** The account is not a board member (no admin role, disabled, or unknown). */
  | { status: "invalid_assignee" }
  | { status: "unchanged"; titre: string }
  | { status: "ok"; titre: string; assignee: { id: string; name: string; email: string } | null };

/** Back-office: assigns an idea to a board member, or to nobody (null). */
export async function assignIdea(actor: Actor, id: string, assigneeId: string | null, deps: { db?: Database; now?: Date } = {}): Promise<IdeaAssignment> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = deps.db ?? getDb();
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ titre: ideaSubmissions.titre, assignedTo: ideaSubmissions.assignedTo }).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).for("update");
    if (!idea) return { status: "not_found" } as const;
    let assignee: { id: string; name: string; email: string } | null = null;
    if (assigneeId) {
      assignee = (await ideaAssignees(tx)).find((a) => a.id === assigneeId) ?? null;
      if (!assignee) return { status: "invalid_assignee" } as const;
    }
    if ((idea.assignedTo ?? null) === (assignee?.id ?? null)) return { status: "unchanged", titre: idea.titre } as const;
    await tx.update(ideaSubmissions).set({ assignedTo: assignee?.id ?? null }).where(eq(ideaSubmissions.id, id));
    await tx.insert(ideaEvents).values({ ideaId: id, kind: "assignment", assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null, actorId: actor.id, actorEmail: actor.email, ...(deps.now ? { createdAt: deps.now } : {}) });
    await recordJournal(tx, actor, { action: "assign", entityType: "idea", entityId: id, entityLabel: idea.titre, summary: assignee ? `Attribuée à ${assignee.email}` : "Plus attribuée à personne" });
    return { status: "ok", titre: idea.titre, assignee } as const;
  });
}
