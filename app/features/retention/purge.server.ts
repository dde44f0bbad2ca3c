// The retention purge: deletes exactly the rows past the duration that policy.ts states, one
// indexed DELETE per kind, and returns how many rows of each kind went. Run by the queue
// (lib/jobs.server.ts: daily at RETENTION_DAILY_TIME, the counters hourly); callable with a
// fixed `now` by tests.
import { and, eq, inArray, isNotNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  accountTokens,
  analyticsEvents,
  ideaSubmissions,
  membershipImports,
  memberships,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  sessions,
  userRoles,
  users,
  verifications,
} from "~/db/schema";
import { purgeExpiredContactMessages } from "~/features/contact/mutations.server";
import { purgeExpiredIdempotencyKeys } from "~/lib/idempotency.server";
import { parisCalendarDate } from "~/lib/dates";
import { AUTOMATIC_ACTOR, recordJournal } from "~/lib/journal.server";
import { logger } from "~/lib/logger.server";
import { purgeExpiredRateLimitCounters } from "~/lib/rate-limit.server";
import { MEMBERSHIP_RETENTION_YEARS, retentionPolicy } from "~/config/retention";
import { PURGED_KINDS, type PurgedKind } from "./policy";

export type RetentionCounts = Record<PurgedKind, number>;

/** Statuses of a closed idea: nothing more will happen to it. */
export const CLOSED_IDEA_STATUSES = ["resolu", "rejete"] as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The journal's words for the kinds whose purge removes what people sent (issue 36). */
export const JOURNALED_PURGES: Partial<Record<PurgedKind, string>> = {
  contactMessages: "Messages de contact",
  memberships: "Adhésions",
  unconfirmedAccounts: "Comptes jamais confirmés",
  closedIdeas: "Idées et signalements clos",
  newsletterPending: "Inscriptions à la lettre non confirmées",
};

const purges: Record<PurgedKind, (db: Database, now: Date) => Promise<number>> = {
  async newsletterPending(db, now) {
    // The confirmation link's expiry is the request + the policy's duration (re-sent links move it).
    const cutoff = before(now, retentionPolicy.newsletterPending.ms);
    const deleted = await db
      .delete(newsletterSubscribers)
      .where(
        and(
          sql`${newsletterSubscribers.status} = 'pending'`,
          or(
            lt(newsletterSubscribers.confirmExpiresAt, now),
            and(sql`${newsletterSubscribers.confirmExpiresAt} is null`, lt(newsletterSubscribers.createdAt, cutoff)),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return deleted.length;
  },
  // The contact feature's own purge (the same duration: CONTACT_RETENTION_MS is the policy's).
  contactMessages: (db, now) => purgeExpiredContactMessages(db, now),
  async memberships(db, now) {
    // The year, then three whole years: on 1 January 2029 (Paris), 2025 and earlier go. The
    // household's members and the recorded payments go with their membership (cascade).
    const lastPurgedYear = parisCalendarDate(now).year - 1 - MEMBERSHIP_RETENTION_YEARS;
    const deleted = await db.delete(memberships).where(lte(memberships.year, lastPurgedYear)).returning({ id: memberships.id });
    return deleted.length;
  },
  async unconfirmedAccounts(db, now) {
    // Never confirmed, older than the policy's duration, and no back-office role (an account an
    // administrator created and not yet used is the association's business, not this purge's).
    // Sessions, sign-in methods and links go with the account (cascade); what the person sent
    // (ideas, memberships) stays, detached (set null), as when a member deletes their account.
    const deleted = await db
      .delete(users)
      .where(
        and(
          eq(users.emailVerified, false),
          lt(users.createdAt, before(now, retentionPolicy.unconfirmedAccounts.ms)),
          notExists(db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id))),
        ),
      )
      .returning({ id: users.id });
    return deleted.length;
  },
  async closedIdeas(db, now) {
    const deleted = await db
      .delete(ideaSubmissions)
      .where(and(inArray(ideaSubmissions.status, [...CLOSED_IDEA_STATUSES]), lt(ideaSubmissions.updatedAt, before(now, retentionPolicy.closedIdeas.ms))))
      .returning({ id: ideaSubmissions.id });
    return deleted.length;
  },
  async accountTokens(db, now) {
    const cutoff = before(now, retentionPolicy.accountTokens.ms);
    const deleted = await db
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, cutoff), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, cutoff))))
      .returning({ id: accountTokens.id });
    return deleted.length;
  },
  async expiredSessions(db, now) {
    const cutoff = before(now, retentionPolicy.expiredSessions.ms);
    const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ id: sessions.id });
    // better-auth's own verification values (none are used today) expire the same way.
    const verificationRows = await db.delete(verifications).where(lt(verifications.expiresAt, cutoff)).returning({ id: verifications.id });
    return deleted.length + verificationRows.length;
  },
  rateLimitCounters: (db, now) => purgeExpiredRateLimitCounters(db, retentionPolicy.rateLimitCounters.ms, now),
  async paymentImports(db, now) {
    // Payments recorded from a file keep their row; only the file and its result go (import_id set null).
    const deleted = await db
      .delete(membershipImports)
      .where(lt(membershipImports.createdAt, before(now, retentionPolicy.paymentImports.ms)))
      .returning({ id: membershipImports.id });
    return deleted.length;
  },
  async newsletterDeliveries(db, now) {
    // Only issues whose sending ended: their figures are stored on the issue row.
    const finished = db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.status, "sent"), lt(newsletterIssues.sendFinishedAt, before(now, retentionPolicy.newsletterDeliveries.ms))));
    const deleted = await db
      .delete(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.issueId, finished))
      .returning({ id: newsletterDeliveries.id });
    return deleted.length;
  },
  async analyticsEvents(db, now) {
    const deleted = await db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.occurredAt, before(now, retentionPolicy.analyticsEvents.ms)))
      .returning({ id: analyticsEvents.id });
    return deleted.length;
  },
  // IDEMPOTENCY_RETENTION_MS is the policy's formKeys duration (checked by the retention test).
  formKeys: (db, now) => purgeExpiredIdempotencyKeys(db, now.getTime()),
};

/**
 * Deletes what is past its duration, for the given kinds (all by default). A kind that fails is
 * logged and counted as 0 (the others still run), and the whole run then rejects, so the queue
 * retries it and the failure is visible. Logs the counts.
 */
export async function runRetention(db: Database, now: Date = new Date(), kinds: readonly PurgedKind[] = PURGED_KINDS): Promise<RetentionCounts> {
  const counts = Object.fromEntries(PURGED_KINDS.map((kind) => [kind, 0])) as RetentionCounts;
  const failed: PurgedKind[] = [];
  for (const kind of kinds) {
    try {
      const label = JOURNALED_PURGES[kind];
      // A purge of what people sent is journaled with its count, in the same transaction.
      counts[kind] = label
        ? await db.transaction(async (tx) => {
            const count = await purges[kind](tx, now);
            if (count > 0) {
              const rule = retentionPolicy[kind];
              await recordJournal(tx, AUTOMATIC_ACTOR, { action: "purge", entityType: "retention", entityId: kind, entityLabel: label, summary: `${count} supprimé${count > 1 ? "s" : ""} au terme de leur durée de conservation (${rule.label})` });
            }
            return count;
          })
        : await purges[kind](db, now);
    } catch (error) {
      failed.push(kind);
      logger.error({ err: error, kind }, "retention purge failed");
    }
  }
  logger.info({ counts, kinds }, "retention purge done");
  if (failed.length > 0) throw new Error(`retention purge failed for: ${failed.join(", ")}`);
  return counts;
}
