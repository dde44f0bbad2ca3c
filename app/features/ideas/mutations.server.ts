// Writes of the idea domain: storing a public submission with its two emails queued, and, for
// the back-office triage, changing a submission's status (with its public message and the
// submitter's email queued), adding an internal note, assigning it to a board member. Each
// back-office change writes its history entry and its journal entry in one transaction; every
// email is enqueued in the transaction of the row it is about (ADR 0015).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ideaEvents, ideaSubmissions, userRoles, users } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { recordJournal } from "~/lib/journal.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { getEnv, type Env } from "~/lib/env.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { associationInbox } from "~/features/association/inbox.server";
import { ideaAcknowledgementEmail, ideaNotificationEmail, ideaStatusChangedEmail, type IdeaStatusNotice } from "./emails";
import { IDEA_STATUS_LABELS, type IdeaStatus } from "./options";
import type { IdeaInput } from "./schema";
import { isUuid } from "./queries.server";
import { createFollowUpToken } from "./tokens.server";
import { canMoveIdea } from "./workflow";

export interface IdeaDependencies {
  env: Env;
}

const defaults = (): IdeaDependencies => ({ env: getEnv() });

export function followUpUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/remontee-idees/suivi/${token}`;
}

export interface SubmitIdeaResult {
  id: string;
  /** The raw follow-up token; it exists only in this result and in the acknowledgement email. */
  token: string;
}

/**
 * Stores a validated submission with status "nouveau" and, in the same transaction, queues the
 * acknowledgement to the submitter and the notification to the association: the row and its
 * emails are stored together, and the queue retries an email SMTP refuses (a final failure is
 * listed in the back-office), so the visitor is told it succeeded once this returns.
 * `submittedBy`: the signed-in member who sent it, so "my contributions" can list it.
 */
export async function submitIdea(db: Database, input: IdeaInput, deps: Partial<IdeaDependencies> = {}, submittedBy: string | null = null): Promise<SubmitIdeaResult> {
  const { env } = { ...defaults(), ...deps };
  const { token, hash } = createFollowUpToken();
  const site = await loadSiteConfig(db, env);
  const inbox = await associationInbox(db, site);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ideaSubmissions)
      .values({
        name: input.nom,
        email: input.email,
        phone: input.telephone ?? null,
        district: input.quartier ?? null,
        kind: input.type_soumission,
        title: input.titre,
        description: input.description,
        location: input.localisation || null,
        urgency: input.urgence,
        followUpTokenHash: hash,
        userId: submittedBy,
      })
      .returning();
    if (!row) throw new Error("The idea submission was not stored");
    await enqueueEmail(ideaAcknowledgementEmail(row, followUpUrl(env.SITE_URL, token), site.shortName), { kind: "ideas.acknowledgement", ref: row.id, tx });
    await enqueueEmail(ideaNotificationEmail(row, inbox), { kind: "ideas.notification", ref: row.id, tx });
    return row.id;
  });
  return { id, token };
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
  | { status: "ok"; from: IdeaStatus; to: IdeaStatus; title: string; notice: IdeaStatusNotice };

/**
 * Back-office: moves an idea to another status with an optional public message, in one
 * transaction with its history entry, its journal entry and the submitter's email (queued: a
 * committed change always has its email, a refused or failed one has none). The row is locked
 * first, so two moderators cannot both move it from the same status.
 */
export async function changeIdeaStatus(
  db: Database,
  actor: Actor,
  id: string,
  input: { status: IdeaStatus; publicMessage?: string | null },
  deps: { env?: Env; now?: Date } = {},
): Promise<IdeaStatusChange> {
  if (!isUuid(id)) return { status: "not_found" };
  const env = deps.env ?? getEnv();
  const now = deps.now ?? new Date();
  const publicMessage = input.publicMessage?.trim() || null;
  const site = await loadSiteConfig(db, env);
  return db.transaction(async (tx) => {
    const [idea] = await tx
      .select({ id: ideaSubmissions.id, status: ideaSubmissions.status, title: ideaSubmissions.title, name: ideaSubmissions.name, email: ideaSubmissions.email, kind: ideaSubmissions.kind, userId: ideaSubmissions.userId })
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
      entityLabel: idea.title,
      summary: `${IDEA_STATUS_LABELS[idea.status]} → ${IDEA_STATUS_LABELS[input.status]}${publicMessage ? " (avec un message public)" : ""}`,
    });
    const notice: IdeaStatusNotice = {
      ideaId: id,
      name: idea.name,
      email: idea.email,
      title: idea.title,
      kind: idea.kind,
      status: input.status,
      publicMessage,
      memberUrl: idea.userId ? memberIdeaUrl(env.SITE_URL, id) : null,
    };
    await enqueueEmail(ideaStatusChangedEmail(notice, site.shortName), { kind: "ideas.status-changed", ref: id, tx });
    return { status: "ok", from: idea.status, to: input.status, title: idea.title, notice } as const;
  });
}

/** Back-office: an internal note on an idea (never shown publicly, never emailed). */
export async function addIdeaNote(db: Database, actor: Actor, id: string, note: string, deps: { now?: Date } = {}): Promise<{ status: "not_found" } | { status: "ok"; title: string }> {
  if (!isUuid(id)) return { status: "not_found" };
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ title: ideaSubmissions.title }).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).for("update");
    if (!idea) return { status: "not_found" } as const;
    await tx.insert(ideaEvents).values({ ideaId: id, kind: "note", internalNote: note.trim(), actorId: actor.id, actorEmail: actor.email, ...(deps.now ? { createdAt: deps.now } : {}) });
    await recordJournal(tx, actor, { action: "note", entityType: "idea", entityId: id, entityLabel: idea.title, summary: "Note interne ajoutée" });
    return { status: "ok", title: idea.title } as const;
  });
}

/** Accounts an idea can be assigned to: the board members, i.e. the enabled accounts with the admin role. */
export async function ideaAssignees(db: Pick<Database, "select">): Promise<Array<{ id: string; name: string; email: string }>> {
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
  | { status: "unchanged"; title: string }
  | { status: "ok"; title: string; assignee: { id: string; name: string; email: string } | null };

/** Back-office: assigns an idea to a board member, or to nobody (null). */
export async function assignIdea(db: Database, actor: Actor, id: string, assigneeId: string | null, deps: { now?: Date } = {}): Promise<IdeaAssignment> {
  if (!isUuid(id)) return { status: "not_found" };
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ title: ideaSubmissions.title, assignedTo: ideaSubmissions.assignedTo }).from(ideaSubmissions).where(eq(ideaSubmissions.id, id)).for("update");
    if (!idea) return { status: "not_found" } as const;
    let assignee: { id: string; name: string; email: string } | null = null;
    if (assigneeId) {
      assignee = (await ideaAssignees(tx)).find((a) => a.id === assigneeId) ?? null;
      if (!assignee) return { status: "invalid_assignee" } as const;
    }
    if ((idea.assignedTo ?? null) === (assignee?.id ?? null)) return { status: "unchanged", title: idea.title } as const;
    await tx.update(ideaSubmissions).set({ assignedTo: assignee?.id ?? null }).where(eq(ideaSubmissions.id, id));
    await tx.insert(ideaEvents).values({ ideaId: id, kind: "assignment", assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null, actorId: actor.id, actorEmail: actor.email, ...(deps.now ? { createdAt: deps.now } : {}) });
    await recordJournal(tx, actor, { action: "assign", entityType: "idea", entityId: id, entityLabel: idea.title, summary: assignee ? `Attribuée à ${assignee.email}` : "Plus attribuée à personne" });
    return { status: "ok", title: idea.title, assignee } as const;
  });
}
