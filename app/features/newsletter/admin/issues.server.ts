// The newsletter issues in the back-office (/admin/newsletter…): the list with figures, one issue
// with its live progress, drafts saved and journaled, the preview (the parts a subscriber gets),
// the link picker (recent articles, upcoming rencontres), the test sent to oneself through the
// queue, the deletion of a draft, and the start of the real sending (sending.server.ts).
// Personal data (subscriber counts only here, but the module sits with them): admin routes only.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterIssues, newsletterSubscribers } from "~/db/schema";
import type { NewsletterIssueStatus } from "~/db/schema/newsletter";
import { loadSiteConfig } from "~/features/association/identity.server";
import { listPublishedPosts, parseBlogQuery } from "~/features/blog/queries.server";
import { listUpcomingEvents } from "~/features/events/queries.server";
import type { SessionUser } from "~/lib/auth.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { recordJournal } from "~/lib/journal.server";
import { issueEmail, issueParts, type IssueSite } from "../issue-email.server";
import { sendingProgress, type SendingProgress } from "../sending.server";

type Actor = Pick<SessionUser, "id" | "email">;

export interface IssueSummary {
  id: number;
  subject: string;
  status: NewsletterIssueStatus;
  authorEmail: string;
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  sendFinishedAt: string | null;
  progress: SendingProgress;
}

function progressOf(row: typeof newsletterIssues.$inferSelect): SendingProgress {
  return { total: row.recipientCount, sent: row.sentCount, failed: row.failedCount, skipped: row.skippedCount, uncertain: row.uncertainCount, queued: 0 };
}

async function summaryOf(db: Database, row: typeof newsletterIssues.$inferSelect): Promise<IssueSummary> {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
    sendFinishedAt: row.sendFinishedAt?.toISOString() ?? null,
    // Finished: the figures stored at the end; sending: counted live; a draft: nothing yet.
    progress: row.status === "sending" ? await sendingProgress(db, row.id) : progressOf(row),
  };
}

/** Every issue, newest first, with its figures. */
export async function listIssues(db: Database): Promise<IssueSummary[]> {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id)).limit(200);
  return Promise.all(rows.map((row) => summaryOf(db, row)));
}

export interface IssueDetail extends IssueSummary {
  body: string;
}

/** One issue, or null for an unknown or malformed id. */
export async function getIssue(db: Database, id: string | number): Promise<IssueDetail | null> {
  const issueId = parseIssueId(id);
  if (issueId === null) return null;
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!row) return null;
  return { ...(await summaryOf(db, row)), body: row.body };
}

export function parseIssueId(id: string | number): number | null {
  const value = typeof id === "number" ? id : /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

export type SubscriberCounts = Record<"confirmed" | "pending" | "unsubscribed", number> & { total: number };

/** Subscribers per status. */
export async function subscriberCounts(db: Database): Promise<SubscriberCounts> {
  const rows = await db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<string, number>>;
  const counts = { confirmed: by.confirmed ?? 0, pending: by.pending ?? 0, unsubscribed: by.unsubscribed ?? 0 };
  return { ...counts, total: counts.confirmed + counts.pending + counts.unsubscribed };
}

/** Creates a draft; returns its id. */
export async function createIssue(db: Database, actor: Actor, values: { subject: string; body: string }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ subject: values.subject, body: values.body, authorId: actor.id, authorEmail: actor.email, createdAt: now, updatedAt: now })
      .returning({ id: newsletterIssues.id });
    await recordJournal(tx, actor, { action: "create", entityType: "newsletter_issue", entityId: row!.id, entityLabel: values.subject, summary: "Brouillon créé" });
    return row!.id;
  });
}

export type SaveIssueResult = "saved" | "unchanged" | "not_found" | "not_draft";

/** Saves a draft's subject and text (a sent or sending issue is read-only). */
export async function saveIssue(db: Database, actor: Actor, issueId: number, values: { subject: string; body: string }, now = new Date()): Promise<SaveIssueResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ subject: newsletterIssues.subject, body: newsletterIssues.body, status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!row) return "not_found";
    if (row.status !== "draft") return "not_draft";
    const changed = [row.subject !== values.subject ? "objet" : null, row.body !== values.body ? "texte" : null].filter(Boolean);
    if (changed.length === 0) return "unchanged";
    await tx.update(newsletterIssues).set({ subject: values.subject, body: values.body, updatedAt: now }).where(eq(newsletterIssues.id, issueId));
    await recordJournal(tx, actor, { action: "update", entityType: "newsletter_issue", entityId: issueId, entityLabel: values.subject, summary: `Modifié\u202f: ${changed.join(", ")}` });
    return "saved";
  });
}

export type DeleteIssueResult = { status: "deleted"; subject: string } | { status: "not_found" } | { status: "not_draft" };

/**
 * Deletes a draft, journaled in the same transaction. An issue being sent or sent is never
 * deleted: its deliveries and figures are the association's record of what left.
 */
export async function deleteDraftIssue(db: Database, actor: Actor, issueId: number): Promise<DeleteIssueResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ subject: newsletterIssues.subject, status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!row) return { status: "not_found" };
    if (row.status !== "draft") return { status: "not_draft" };
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    await recordJournal(tx, actor, { action: "delete", entityType: "newsletter_issue", entityId: issueId, entityLabel: row.subject, summary: "Brouillon supprimé" });
    return { status: "deleted", subject: row.subject };
  });
}

async function issueSite(db: Database): Promise<IssueSite> {
  const site = await loadSiteConfig(db);
  return { siteUrl: site.siteUrl, name: site.name, shortName: site.shortName, address: site.address };
}

/** The parts a subscriber would receive (the unsubscribe link is each subscriber's own). */
export async function previewIssue(db: Database, values: { subject: string; body: string }): Promise<{ bodyHtml: string; text: string }> {
  const { bodyHtml, text } = issueParts(values, await issueSite(db), null);
  return { bodyHtml, text };
}

/**
 * Queues the issue as typed to the person's own address, marked "[Test]". When the address is a
 * subscriber, its own unsubscribe link is used, so the test is exactly what it will receive.
 */
export async function sendTestIssue(db: Database, actor: Actor, values: { subject: string; body: string }, issueId: number | null): Promise<void> {
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id, unsubscribeToken: newsletterSubscribers.unsubscribeToken, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, actor.email.toLowerCase()));
  const token = subscriber && subscriber.status !== "unsubscribed" ? subscriber.unsubscribeToken : null;
  const email = issueEmail({ id: issueId ?? 0, ...values }, await issueSite(db), { email: actor.email, id: null, unsubscribeToken: token }, { test: true });
  await enqueueEmail(email, { kind: "newsletter.test" });
}

export interface LinkChoice {
  value: string;
  label: string;
}

/** The picker's choices: the 12 latest published articles and the upcoming published rencontres. */
export async function linkChoices(db: Database, now: Date): Promise<{ articles: LinkChoice[]; events: LinkChoice[] }> {
  const [posts, upcoming] = await Promise.all([listPublishedPosts(db, parseBlogQuery(new URL("http://localhost/blog"))), listUpcomingEvents(db, now)]);
  const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
  return {
    articles: posts.items.map((post) => ({ value: `article:${post.slug}`, label: post.title })),
    events: upcoming.slice(0, 20).map((event) => ({ value: `rencontre:${event.slug}`, label: `${event.title} (${day.format(new Date(event.startsAt))})` })),
  };
}

/** The Markdown link of a picker choice, or null when it is not among the choices. */
export async function linkMarkdown(db: Database, choice: string, now: Date): Promise<string | null> {
  const choices = await linkChoices(db, now);
  const found = [...choices.articles, ...choices.events].find((c) => c.value === choice);
  if (!found) return null;
  const [kind, slug] = choice.split(":") as [string, string];
  const { siteUrl } = await issueSite(db);
  const escaped = found.label.replace(/([[\]\\])/g, "\\$1");
  return `[${escaped}](${siteUrl}/${kind === "article" ? "blog" : "rencontres"}/${slug})`;
}
