// The back-office inbox of contact messages (/admin/messages): the list with its filters, one
// message with its thread of answers, and the changes a person makes — a status, an answer
// emailed to the sender (Reply-To the association, kept in the thread), the association's
// notification or an answer sent again after a failure. Every change is journaled in its
// transaction; emails go once the row is stored (a failed one stays flagged for a retry).
// Personal data: only admin routes, features and tests import this file (eslint).
import { and, asc, desc, eq, ne, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { contactMessages, contactReplies } from "~/db/schema";
import { CONTACT_SUBJECTS } from "~/db/schema/enums";
import { loadSiteConfig } from "~/features/association/identity.server";
import { countRows, defineList, isUuid, listWhere, paginate, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/dates";
import { sendEmail, type OutgoingEmail } from "~/lib/email.server";
import { recordJournal } from "~/lib/journal.server";
import { logger } from "~/lib/logger.server";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus, type MessageAction } from "./inbox";
import { resendContactNotification } from "./mutations.server";
import { contactSubjectLabels } from "./schema";

export const messageList = defineList({
  filters: {
    status: { param: "statut", values: CONTACT_STATUSES },
    subject: { param: "sujet", values: CONTACT_SUBJECTS },
    notification: { param: "notification", values: ["echec"] as const },
  },
  sorts: ["recent", "ancien"],
});
export type MessageListQuery = ListQueryOf<typeof messageList>;

export interface InboxItem {
  id: string;
  name: string;
  email: string;
  subjectLabel: string;
  /** The first 160 characters, on one line. */
  excerpt: string;
  status: ContactStatus;
  statusLabel: string;
  notificationFailed: boolean;
  /** ISO instant. */
  createdAt: string;
}

/** The inbox, newest first unless asked otherwise; without a status filter, archived messages are left out. */
export async function listMessages(query: MessageListQuery, db: Database = getDb()): Promise<ListPage<InboxItem>> {
  const conditions: SQL[] = [];
  const matching = listWhere(
    { ...query, notification: undefined },
    { filters: { status: contactMessages.status, subject: contactMessages.subject, notification: contactMessages.emailStatus }, search: [contactMessages.name, contactMessages.email, contactMessages.message] },
  );
  if (matching) conditions.push(matching);
  if (query.notification === "echec") conditions.push(eq(contactMessages.emailStatus, "failed"));
  if (!query.status) conditions.push(ne(contactMessages.status, "archive"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.sort === "ancien" ? asc(contactMessages.createdAt) : desc(contactMessages.createdAt);
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          status: contactMessages.status,
          emailStatus: contactMessages.emailStatus,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(order, desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subjectLabel: contactSubjectLabels[row.subject] ?? row.subject,
        excerpt: row.message.replace(/\s+/g, " ").slice(0, 160),
        status: row.status,
        statusLabel: CONTACT_STATUS_LABELS[row.status],
        notificationFailed: row.emailStatus === "failed",
        createdAt: row.createdAt.toISOString(),
      }));
    },
    () => countRows(db, contactMessages, where),
  );
}

export interface ThreadReply {
  id: string;
  body: string;
  authorEmail: string;
  emailStatus: "pending" | "sent" | "failed";
  createdAt: string;
}

export interface InboxMessage extends Omit<InboxItem, "excerpt"> {
  message: string;
  userId: string | null;
  notification: { status: "pending" | "sent" | "failed"; error: string | null; attempts: number };
  replies: ThreadReply[];
}

/** One message with its answers, oldest first; null for an unknown or malformed id. */
export async function getMessage(id: string, db: Database = getDb()): Promise<InboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  const replies = await db
    .select({ id: contactReplies.id, body: contactReplies.body, authorEmail: contactReplies.authorEmail, emailStatus: contactReplies.emailStatus, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subjectLabel: contactSubjectLabels[row.subject] ?? row.subject,
    message: row.message,
    status: row.status,
    statusLabel: CONTACT_STATUS_LABELS[row.status],
    notificationFailed: row.emailStatus === "failed",
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    notification: { status: row.emailStatus, error: row.emailError, attempts: row.emailAttempts },
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** The answer as the sender receives it: the text, then their message quoted. */
export function contactReplyEmail(
  message: { name: string; email: string; subject: string; message: string; createdAt: Date | string },
  body: string,
  site: { shortName: string; email: string },
): OutgoingEmail {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: message.email,
    replyTo: site.email,
    subject: `Re : ${contactSubjectLabels[message.subject as keyof typeof contactSubjectLabels] ?? "Votre message"} – ${site.shortName}`,
    text: [
      `Bonjour ${message.name},`,
      "",
      body,
      "",
      `L’équipe ${site.shortName}`,
      "",
      `Le ${formatDateTime(new Date(message.createdAt))}, vous avez écrit :`,
      quoted,
    ].join("\n"),
  };
}

export type MessageChange =
  | { status: "done"; intent: MessageAction["intent"]; emailed: boolean | null }
  | { status: "not_found" }
  | { status: "nothing_to_resend" };

type Actor = Pick<SessionUser, "id" | "email">;

async function deliverReply(replyId: string, email: OutgoingEmail, db: Database): Promise<boolean> {
  try {
    await sendEmail(email);
    await db.update(contactReplies).set({ emailStatus: "sent", emailError: null, sentAt: new Date() }).where(eq(contactReplies.id, replyId));
    return true;
  } catch (error) {
    logger.error({ err: error, contactReplyId: replyId }, "contact reply stored but its email could not be sent");
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(contactReplies).set({ emailStatus: "failed", emailError: reason.slice(0, 500) }).where(eq(contactReplies.id, replyId));
    return false;
  }
}

/** Applies one change of the message's page. */
export async function changeMessage(actor: Actor, id: string, action: MessageAction, db: Database = getDb(), now = new Date()): Promise<MessageChange> {
  if (!isUuid(id)) return { status: "not_found" };
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return { status: "not_found" };
  const label = `${message.name} — ${contactSubjectLabels[message.subject] ?? message.subject}`;
  switch (action.intent) {
    case "status": {
      if (message.status === action.status) return { status: "done", intent: action.intent, emailed: null };
      await db.transaction(async (tx) => {
        await tx.update(contactMessages).set({ status: action.status, updatedAt: now }).where(eq(contactMessages.id, id));
        await recordJournal(tx, actor, { action: "update", entityType: "contact_message", entityId: id, entityLabel: label, summary: `Statut : ${CONTACT_STATUS_LABELS[message.status]} → ${CONTACT_STATUS_LABELS[action.status]}` });
      });
      return { status: "done", intent: action.intent, emailed: null };
    }
    case "reply": {
      const replyId = await db.transaction(async (tx) => {
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId: id, body: action.body, authorId: actor.id, authorEmail: actor.email, createdAt: now })
          .returning({ id: contactReplies.id });
        await tx.update(contactMessages).set({ status: "repondu", updatedAt: now }).where(eq(contactMessages.id, id));
        await recordJournal(tx, actor, { action: "create", entityType: "contact_message", entityId: id, entityLabel: label, summary: "Réponse envoyée à l’expéditeur" });
        return reply!.id;
      });
      const site = await loadSiteConfig(db);
      const emailed = await deliverReply(replyId, contactReplyEmail(message, action.body, site), db);
      return { status: "done", intent: action.intent, emailed };
    }
    case "resend-reply": {
      const [reply] = await db
        .select({ id: contactReplies.id, body: contactReplies.body, emailStatus: contactReplies.emailStatus })
        .from(contactReplies)
        .where(and(eq(contactReplies.id, action.reply_id), eq(contactReplies.messageId, id)));
      if (!reply) return { status: "not_found" };
      if (reply.emailStatus === "sent") return { status: "nothing_to_resend" };
      const site = await loadSiteConfig(db);
      const emailed = await deliverReply(reply.id, contactReplyEmail(message, reply.body, site), db);
      await recordJournal(db, actor, { action: "update", entityType: "contact_message", entityId: id, entityLabel: label, summary: emailed ? "Réponse renvoyée" : "Réponse : nouvel échec d’envoi" });
      return { status: "done", intent: action.intent, emailed };
    }
    case "resend-notification": {
      if (message.emailStatus === "sent") return { status: "nothing_to_resend" };
      const outcome = await resendContactNotification(id);
      await recordJournal(db, actor, { action: "update", entityType: "contact_message", entityId: id, entityLabel: label, summary: outcome === "sent" ? "Notification renvoyée à l’association" : "Notification : nouvel échec d’envoi" });
      return { status: "done", intent: action.intent, emailed: outcome === "sent" };
    }
  }
}

/** Messages not yet read (the dashboard's figure and the navigation's badge). */
export async function unreadMessageCount(db: Database = getDb()): Promise<number> {
  return countRows(db, contactMessages, eq(contactMessages.status, "nouveau"));
}
