// Sending an issue to every confirmed subscriber, throttled, resumable after a crash.
//
// - startSending: one transaction marks the issue "sending", snapshots every confirmed subscriber
//   as a "queued" delivery row, journals, and enqueues the first "newsletter.dispatch" round.
// - dispatchRound ("newsletter.dispatch"): with the issue's row locked, hands the next N
//   undispatched deliveries (N = messages per minute) to "newsletter.deliver" jobs spread over the
//   minute, marks them dispatched, and enqueues the next round one minute later; all in one
//   transaction, so a crash leaves either the whole round or none of it. Each round carries its
//   number (the issue's `dispatch_round`): a round run again after a crash finds the issue moved on
//   and does nothing.
// - deliverIssueCopy ("newsletter.deliver"): reads its delivery row; subscriber gone or
//   unsubscribed meanwhile → "skipped"; else sends the subscriber's email, recording the copy as
//   "handing" once the SMTP server has its whole content but before the final dot that makes the
//   server accept it (sendEmail's beforeHandOver), then "sent" on the server's answer. SMTP cannot
//   be asked afterwards what it received, so a crash leaves three cases: killed before the mark,
//   the server discards the unfinished message and the copy, still queued, goes out after the
//   restart; killed after the server's answer was recorded, nothing to do; killed in between (a
//   round trip), the copy stays "handing" and its job, re-run by the queue once expired, marks it
//   "uncertain": it may have arrived, and is never sent again, so nobody receives an issue twice.
//   The issue's figures show the uncertain copies. A refusal by the server puts the copy back in
//   the queue; a failure is retried by the queue, then marked "failed". Each copy's fixed
//   Message-ID stays as a second guard.
// - After each delivery, the issue is marked "sent" (with its figures) once nothing is queued or
//   being handed over.
// Job bodies hold ids only: the issue's text is read once per process and issue, never stored 2 000 times.
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { rows, type Database } from "~/db/client.server";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers, type NewsletterDeliveryStatus } from "~/db/schema";
import { loadSiteConfig } from "~/features/association/identity.server";
import type { SessionUser } from "~/lib/auth.server";
import { sendEmail } from "~/lib/email.server";
import { enqueue, enqueueMany, jobSettings, type RunningJob } from "~/lib/jobs.server";
import { recordJournal } from "~/lib/journal.server";
import { logger } from "~/lib/logger.server";
import { issueEmail, type IssueSite } from "./issue-email.server";
import type { SendingProgress } from "./issues";

/** A dispatch round covers one minute. */
export const ROUND_MS = 60_000;

type Actor = Pick<SessionUser, "id" | "email">;

export type StartSendingResult = { status: "started"; recipients: number } | { status: "not_found" } | { status: "not_draft" } | { status: "no_recipients" };

/** Starts sending a draft to every confirmed subscriber (see the module's comment). */
export async function startSending(db: Database, actor: Actor, issueId: number, now = new Date()): Promise<StartSendingResult> {
  return db.transaction(async (tx) => {
    const [issue] = await tx.select({ id: newsletterIssues.id, subject: newsletterIssues.subject, status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!issue) return { status: "not_found" };
    if (issue.status !== "draft") return { status: "not_draft" };
    const inserted = await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, subscriber_id, email)
      select ${issueId}, id, email from ${newsletterSubscribers} where status = 'confirmed'
      on conflict do nothing
      returning id`);
    const recipients = rows(inserted).length;
    if (recipients === 0) return { status: "no_recipients" };
    await tx
      .update(newsletterIssues)
      .set({ status: "sending", sendStartedAt: now, updatedAt: now, recipientCount: recipients, dispatchRound: 0 })
      .where(eq(newsletterIssues.id, issueId));
    await recordJournal(tx, actor, { action: "status_change", entityType: "newsletter_issue", entityId: issueId, entityLabel: issue.subject, summary: `Envoi à ${recipients} abonné${recipients > 1 ? "s" : ""} commencé` });
    await enqueue("newsletter.dispatch", { issueId, round: 0 }, { key: dispatchKey(issueId, now, 0), tx });
    return { status: "started", recipients };
  });
}

// Job keys name the issue and the instant its sending started (ids alone could come back after a
// database restore while the queue still remembers finished jobs).
const dispatchKey = (issueId: number, startedAt: Date, round: number) => `newsletter:${issueId}:${startedAt.getTime()}:round:${round}`;
const deliverKey = (issueId: number, startedAt: Date, subscriber: string) => `newsletter:${issueId}:${startedAt.getTime()}:${subscriber}`;

/** One dispatch round (the "newsletter.dispatch" job). */
export async function dispatchRound(db: Database, data: { issueId: number; round: number }, now = new Date()): Promise<{ dispatched: number; remaining: number }> {
  const perMinute = jobSettings().newsletter.perMinute;
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ status: newsletterIssues.status, round: newsletterIssues.dispatchRound, startedAt: newsletterIssues.sendStartedAt })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, data.issueId))
      .for("update");
    // An issue deleted, finished, or a stale round run again after a crash: nothing to do.
    if (!issue?.startedAt || issue.status !== "sending" || issue.round !== data.round) return { dispatched: 0, remaining: 0 };
    const startedAt = issue.startedAt;
    const waiting = and(eq(newsletterDeliveries.issueId, data.issueId), eq(newsletterDeliveries.status, "queued"), isNull(newsletterDeliveries.dispatchedAt));
    const batch = await tx.select({ id: newsletterDeliveries.id, subscriberId: newsletterDeliveries.subscriberId }).from(newsletterDeliveries).where(waiting).orderBy(asc(newsletterDeliveries.id)).limit(perMinute);
    if (batch.length > 0) {
      await tx
        .update(newsletterDeliveries)
        .set({ dispatchedAt: now })
        .where(and(eq(newsletterDeliveries.issueId, data.issueId), sql`${newsletterDeliveries.id} in (${sql.join(batch.map((row) => sql`${row.id}`), sql`, `)})`));
      const spacing = ROUND_MS / perMinute;
      await enqueueMany(
        "newsletter.deliver",
        batch.map((row, index) => ({
          data: { deliveryId: row.id },
          key: deliverKey(data.issueId, startedAt, row.subscriberId ?? `d${row.id}`),
          ...(index > 0 ? { startAfter: new Date(now.getTime() + Math.floor(index * spacing)) } : {}),
        })),
        { tx },
      );
    }
    const [left] = await tx.select({ n: count() }).from(newsletterDeliveries).where(waiting);
    const remaining = Number(left?.n ?? 0);
    if (remaining > 0) {
      const next = data.round + 1;
      await tx.update(newsletterIssues).set({ dispatchRound: next }).where(eq(newsletterIssues.id, data.issueId));
      await enqueue("newsletter.dispatch", { issueId: data.issueId, round: next }, { key: dispatchKey(data.issueId, startedAt, next), tx, startAfter: new Date(now.getTime() + ROUND_MS) });
    }
    return { dispatched: batch.length, remaining };
  });
}

// The issue's text and the site identity, read once per process (an issue being sent is read-only).
const issueCache = new Map<number, { subject: string; body: string }>();
let siteCache: { at: number; site: IssueSite } | undefined;

async function siteFor(db: Database): Promise<IssueSite> {
  if (!siteCache || Date.now() - siteCache.at > 60_000) {
    const site = await loadSiteConfig(db);
    siteCache = { at: Date.now(), site: { siteUrl: site.siteUrl, name: site.name, shortName: site.shortName, address: site.address } };
  }
  return siteCache.site;
}

async function issueFor(db: Database, issueId: number) {
  let issue = issueCache.get(issueId);
  if (!issue) {
    const [row] = await db.select({ subject: newsletterIssues.subject, body: newsletterIssues.body }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    if (!row) return null;
    issue = row;
    if (issueCache.size > 20) issueCache.clear();
    issueCache.set(issueId, issue);
  }
  return issue;
}

/** Marks the issue sent, with its figures, once none of its deliveries is queued or being handed over. */
export async function finishIfDone(db: Database, issueId: number): Promise<boolean> {
  // The cheap check first (an index read): most deliveries are not the last one.
  const [waiting] = await db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.issueId, issueId), inArray(newsletterDeliveries.status, ["queued", "handing"])))
    .limit(1);
  if (waiting) return false;
  const result = await db.execute(sql`
    update ${newsletterIssues} set
      status = 'sent',
      send_finished_at = now(),
      updated_at = now(),
      sent_count = (select count(*) from ${newsletterDeliveries} where issue_id = ${issueId} and status = 'sent'),
      failed_count = (select count(*) from ${newsletterDeliveries} where issue_id = ${issueId} and status = 'failed'),
      skipped_count = (select count(*) from ${newsletterDeliveries} where issue_id = ${issueId} and status = 'skipped'),
      uncertain_count = (select count(*) from ${newsletterDeliveries} where issue_id = ${issueId} and status = 'uncertain')
    where id = ${issueId} and status = 'sending'
      and not exists (select 1 from ${newsletterDeliveries} where issue_id = ${issueId} and status in ('queued', 'handing'))
    returning id`);
  const changed = rows(result).length;
  if (changed > 0) logger.info({ issueId }, "newsletter issue sent");
  return changed > 0;
}

/** One subscriber's copy (the "newsletter.deliver" job); throws to have the queue retry it. */
export async function deliverIssueCopy(db: Database, data: { deliveryId: number }, job: Pick<RunningJob, "retryCount" | "retryLimit">): Promise<{ status: string }> {
  const [row] = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      status: newsletterDeliveries.status,
      subscriberId: newsletterDeliveries.subscriberId,
      email: newsletterSubscribers.email,
      subscriberStatus: newsletterSubscribers.status,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterDeliveries)
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(eq(newsletterDeliveries.id, data.deliveryId));
  if (!row) return { status: "gone" };
  const isThisCopy = eq(newsletterDeliveries.id, data.deliveryId);
  const mark = async (set: Partial<typeof newsletterDeliveries.$inferInsert>, from: NewsletterDeliveryStatus[] = ["queued"]) => {
    await db.update(newsletterDeliveries).set(set).where(and(isThisCopy, inArray(newsletterDeliveries.status, from)));
    await finishIfDone(db, row.issueId);
  };
  if (row.status === "handing") {
    // Run again by the queue: the attempt that began handing this copy over died before the
    // server's answer.
    await mark({ status: "uncertain", error: "Envoi interrompu pendant la remise" }, ["handing"]);
    return { status: "uncertain" };
  }
  if (row.status !== "queued") {
    // A re-run after a crash that came between this copy's mark and the issue's closing.
    await finishIfDone(db, row.issueId);
    return { status: `already ${row.status}` };
  }
  const issue = await issueFor(db, row.issueId);
  if (!issue || !row.subscriberId || row.subscriberStatus !== "confirmed" || !row.email || !row.unsubscribeToken) {
    await mark({ status: "skipped" });
    return { status: "skipped" };
  }
  const site = await siteFor(db);
  const email = issueEmail({ id: row.issueId, ...issue }, site, { email: row.email, id: row.subscriberId, unsubscribeToken: row.unsubscribeToken });
  let handing = false;
  const markHanding = async () => {
    const updated = await db
      .update(newsletterDeliveries)
      .set({ status: "handing" })
      .where(and(isThisCopy, eq(newsletterDeliveries.status, "queued")))
      .returning({ id: newsletterDeliveries.id });
    // Another run got there first: abandon this copy rather than hand it over a second time.
    if (updated.length === 0) throw new Error("newsletter copy already being handed over");
    handing = true;
  };
  try {
    await sendEmail(email, undefined, { beforeHandOver: markHanding });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (handing && !isServerRefusal(error)) {
      // No answer after the whole copy was handed over (the connection lost): it may have arrived.
      logger.warn({ err: error, deliveryId: data.deliveryId }, "newsletter copy handed over, the server's answer lost: not sent again");
      await mark({ status: "uncertain", error: reason }, ["handing", "uncertain"]);
      return { status: "uncertain" };
    }
    // Refused by the server, or not handed over: the queue tries the copy again, then it fails.
    const from: NewsletterDeliveryStatus[] = [handing ? "handing" : "queued"];
    if (job.retryCount >= job.retryLimit) await mark({ status: "failed", error: reason }, from);
    else if (handing) await mark({ status: "queued" }, from);
    throw error;
  }
  // A run that took longer than the job's expiry may have been marked uncertain meanwhile: the
  // server's answer settles it.
  await mark({ status: "sent", sentAt: new Date(), error: null }, ["handing", "uncertain"]);
  return { status: "sent" };
}

/** An SMTP server's refusal (a reply code), as opposed to a lost connection. */
function isServerRefusal(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode === "number";
}

export type { SendingProgress };

/** Live figures of an issue's deliveries. */
export async function sendingProgress(db: Database, issueId: number): Promise<SendingProgress> {
  const rows = await db
    .select({ status: newsletterDeliveries.status, n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId))
    .groupBy(newsletterDeliveries.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<string, number>>;
  const progress = { sent: by.sent ?? 0, failed: by.failed ?? 0, skipped: by.skipped ?? 0, uncertain: by.uncertain ?? 0, queued: (by.queued ?? 0) + (by.handing ?? 0) };
  return { ...progress, total: progress.sent + progress.failed + progress.skipped + progress.uncertain + progress.queued };
}
