// The back-office inbox of contact messages (/admin/messages): the list with its filters, one
// message with its thread of answers, and the changes a person makes — a status, an answer
// emailed to the sender (Reply-To the association, kept in the thread), the association's
// notification or an answer sent again after a failure. Every change is journaled in its
// transaction, and an email it causes is queued in that same transaction (the job queue sends
// and retries it; email-outcomes.server.ts flags the row "sent" or "failed").
// Personal data: only admin routes, features and tests import this file (eslint).
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { createdPerWeek, type WeekCount } from "~/lib/counts.server";
import { contactMessages, contactReplies } from "~/db/schema";
import { CONTACT_SUBJECTS } from "~/db/schema/enums";
import { loadSiteConfig } from "~/features/association/identity.server";
import { associationInbox } from "~/features/association/inbox.server";
import { countRows, defineList, isUuid, listWhere, paginate, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/dates";
import { retryFailedEmailAbout } from "~/lib/email-jobs.admin.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import type { OutgoingEmail } from "~/lib/email.server";
import { recordJournal } from "~/lib/journal.server";
import { CONTACT_NOTIFICATION_KIND, CONTACT_REPLY_KIND } from "../email-outcomes.server";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus, type MessageAction } from "../inbox";
import { contactNotificationEmail } from "../mutations.server";
import { contactSubjectLabels } from "../schema";

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
export async function listMessages(db: Database, query: MessageListQuery): Promise<ListPage<InboxItem>> {
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
  emailError: string | null;
  createdAt: string;
}

export interface InboxMessage extends Omit<InboxItem, "excerpt"> {
  message: string;
  userId: string | null;
  /** The notification to the association: queued ("pending"), sent, or failed after the queue's last attempt. */
  notification: { status: "pending" | "sent" | "failed"; error: string | null };
  replies: ThreadReply[];
}

/** One message with its answers, oldest first; null for an unknown or malformed id. */
export async function getMessage(db: Database, id: string): Promise<InboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  const replies = await db
    .select({ id: contactReplies.id, body: contactReplies.body, authorEmail: contactReplies.authorEmail, emailStatus: contactReplies.emailStatus, emailError: contactReplies.emailError, createdAt: contactReplies.createdAt })
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
    notification: { status: row.emailStatus, error: row.emailError },
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** The answer as the sender receives it: the text, then their message quoted. */
export function contactReplyEmail(
  message: { name: string; email: string; subject: string; message: string; createdAt: Date | string },
  body: string,
  site: { shortName: string; email: string | null },
): OutgoingEmail {
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: message.email,
    // Without a contact address, an answer to the answer reaches the sender address (MAIL_FROM).
    ...(site.email ? { replyTo: site.email } : {}),
    subject: `Re\u202f: ${contactSubjectLabels[message.subject as keyof typeof contactSubjectLabels] ?? "Votre message"} – ${site.shortName}`,
    text: [
      `Bonjour ${message.name},`,
      "",
      body,
      "",
      `L’équipe ${site.shortName}`,
      "",
      `Le ${formatDateTime(new Date(message.createdAt))}, vous avez écrit\u202f:`,
      quoted,
    ].join("\n"),
  };
}

export type MessageChange =
  | { status: "done"; intent: MessageAction["intent"] }
  | { status: "not_found" }
  /** "Send again" on an email that is not failed: already sent, or still in the queue. */
  | { status: "nothing_to_resend"; email: "sent" | "pending" };

type Actor = Pick<SessionUser, "id" | "email">;

/** Applies one change of the message's page. */
export async function changeMessage(db: Database, actor: Actor, id: string, action: MessageAction, now = new Date()): Promise<MessageChange> {
  if (!isUuid(id)) return { status: "not_found" };
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return { status: "not_found" };
  const label = `${message.name} — ${contactSubjectLabels[message.subject] ?? message.subject}`;
  const journal = { entityType: "contact_message", entityId: id, entityLabel: label } as const;
  switch (action.intent) {
    case "status": {
      if (message.status === action.status) return { status: "done", intent: action.intent };
      await db.transaction(async (tx) => {
        await tx.update(contactMessages).set({ status: action.status, updatedAt: now }).where(eq(contactMessages.id, id));
        await recordJournal(tx, actor, { action: "update", ...journal, summary: `Statut\u202f: ${CONTACT_STATUS_LABELS[message.status]} → ${CONTACT_STATUS_LABELS[action.status]}` });
      });
      return { status: "done", intent: action.intent };
    }
    case "reply": {
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const site = await loadSiteConfig(db);
      await db.transaction(async (tx) => {
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId: id, body: action.body, authorId: actor.id, authorEmail: actor.email, createdAt: now })
          .returning({ id: contactReplies.id });
        await tx.update(contactMessages).set({ status: "repondu", updatedAt: now }).where(eq(contactMessages.id, id));
        await recordJournal(tx, actor, { action: "create", ...journal, summary: "Réponse envoyée à l’expéditeur" });
        await enqueueEmail(contactReplyEmail(message, action.body, site), { kind: CONTACT_REPLY_KIND, ref: reply!.id, tx });
      });
      return { status: "done", intent: action.intent };
    }
    case "resend-reply": {
      const [reply] = await db
        .select({ id: contactReplies.id, body: contactReplies.body, emailStatus: contactReplies.emailStatus })
        .from(contactReplies)
        .where(and(eq(contactReplies.id, action.reply_id), eq(contactReplies.messageId, id)));
      if (!reply) return { status: "not_found" };
      const site = await loadSiteConfig(db);
      const requeued = await db.transaction(async (tx) => {
        // Only a failed email goes again, once: the update is the check (two clicks, one email).
        const [failed] = await tx
          .update(contactReplies)
          .set({ emailStatus: "pending", emailError: null })
          .where(and(eq(contactReplies.id, reply.id), eq(contactReplies.emailStatus, "failed")))
          .returning({ id: contactReplies.id });
        if (!failed) return false;
        await recordJournal(tx, actor, { action: "update", ...journal, summary: "Réponse renvoyée à l’expéditeur" });
        // The failed job itself goes again (the one /admin/emails lists), or a new one if none is kept.
        if (!(await retryFailedEmailAbout(tx, CONTACT_REPLY_KIND, reply.id))) {
          await enqueueEmail(contactReplyEmail(message, reply.body, site), { kind: CONTACT_REPLY_KIND, ref: reply.id, tx });
        }
        return true;
      });
      return requeued ? { status: "done", intent: action.intent } : { status: "nothing_to_resend", email: reply.emailStatus === "sent" ? "sent" : "pending" };
    }
    case "resend-notification": {
      const site = await loadSiteConfig(db);
      const inbox = await associationInbox(db, site);
      const requeued = await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(contactMessages)
          .set({ emailStatus: "pending", emailError: null })
          .where(and(eq(contactMessages.id, id), eq(contactMessages.emailStatus, "failed")))
          .returning({ id: contactMessages.id });
        if (!failed) return false;
        await recordJournal(tx, actor, { action: "update", ...journal, summary: "Notification renvoyée à l’association" });
        if (!(await retryFailedEmailAbout(tx, CONTACT_NOTIFICATION_KIND, id))) {
          await enqueueEmail(contactNotificationEmail(message, inbox, site.shortName), { kind: CONTACT_NOTIFICATION_KIND, ref: id, tx });
        }
        return true;
      });
      return requeued ? { status: "done", intent: action.intent } : { status: "nothing_to_resend", email: message.emailStatus === "sent" ? "sent" : "pending" };
    }
  }
}

/** Messages not yet read (the dashboard's figure and the navigation's badge). */
export async function unreadMessageCount(db: Database): Promise<number> {
  return countRows(db, contactMessages, eq(contactMessages.status, "nouveau"));
}

/** The back-office dashboard's figures: messages not read yet, and those whose notification failed. */
export async function messageCounts(db: Database): Promise<{ unread: number; failed: number }> {
  const [row] = await db
    .select({
      unread: sql<number>`(count(*) filter (where ${contactMessages.status} = 'nouveau'))::int`,
      failed: sql<number>`(count(*) filter (where ${contactMessages.emailStatus} = 'failed'))::int`,
    })
    .from(contactMessages);
  return { unread: Number(row?.unread ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Contact messages received per Paris week (lib/counts.server.ts). */
export function messagesPerWeek(db: Database, now: Date, weeks: number): Promise<WeekCount[]> {
  return createdPerWeek(db, contactMessages, contactMessages.createdAt, now, weeks);
}
