// The registry of every job the site runs: its queue options (retries, backoff, expiry), its
// handler and, for recurring work, its schedule (cron on Paris clocks). The one place where a
// job name meets its code; startJobs(db, jobHandlers) runs them (server/lifecycle.ts).
import { CONTACT_NOTIFICATION_KIND, CONTACT_REPLY_KIND, recordContactNotificationOutcome, recordContactReplyOutcome } from "~/features/contact/email-outcomes.server";
import { MEMBERSHIP_RECEIPT_KIND, recordMembershipReceiptOutcome } from "~/features/membership/receipt-outcome.server";
import { getDb } from "~/db/client.server";
import { HOURLY_KINDS, RETENTION_DAILY_TIME } from "~/features/retention/policy";
import { runRetention } from "~/features/retention/purge.server";
import { runDailyBackup } from "~/features/backups/daily.server";
import { deliverIssueCopy, dispatchRound } from "~/features/newsletter/sending.server";
import { deliverEmailJob, type EmailOutcomeHandlers } from "~/lib/email-jobs.server";
import type { JobRegistry } from "~/lib/jobs.server";

/**
 * Per email kind, the feature code that records an email's fate on the row it is about (the
 * `ref` given to enqueueEmail): "sent", or "failed" after the last attempt.
 */
export const emailOutcomes: EmailOutcomeHandlers = {
  [CONTACT_NOTIFICATION_KIND]: (ref, outcome) => recordContactNotificationOutcome(getDb(), ref, outcome),
  [CONTACT_REPLY_KIND]: (ref, outcome) => recordContactReplyOutcome(getDb(), ref, outcome),
  [MEMBERSHIP_RECEIPT_KIND]: (ref, outcome) => recordMembershipReceiptOutcome(getDb(), ref, outcome),
};

const [dailyHour, dailyMinute] = RETENTION_DAILY_TIME.split(":").map(Number) as [number, number];

export const jobHandlers: JobRegistry = {
  "email.send": {
    queue: (settings) => ({
      retryLimit: settings.email.retryLimit,
      retryDelay: settings.email.retryDelaySeconds,
      retryBackoff: settings.email.retryBackoff,
      // An SMTP hand-over gives up after 40 s (lib/email.server.ts); a batch of them fits.
      expireInSeconds: 15 * 60,
    }),
    batchSize: (settings) => settings.email.batchSize,
    handler: (data, job) => deliverEmailJob(data, job, emailOutcomes),
  },
  "retention.run": {
    queue: () => ({ retryLimit: 2, retryDelay: 10 * 60, retryBackoff: false, expireInSeconds: 30 * 60 }),
    handler: async () => ({ counts: await runRetention(getDb(), new Date()) }),
    schedule: { cron: `${dailyMinute} ${dailyHour} * * *`, data: {} },
  },
  // Newsletter issues (features/newsletter/sending.server.ts): a dispatcher round a minute hands
  // the throttled deliveries to the queue; each delivery job reads its row and sends one copy.
  // A short expiry: a job left active by a killed process runs again soon after a restart.
  "newsletter.dispatch": {
    queue: (settings) => ({ retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: settings.newsletter.expireInSeconds }),
    handler: (data) => dispatchRound(getDb(), data),
  },
  "newsletter.deliver": {
    queue: (settings) => ({
      retryLimit: settings.email.retryLimit,
      retryDelay: settings.email.retryDelaySeconds,
      retryBackoff: settings.email.retryBackoff,
      expireInSeconds: settings.newsletter.expireInSeconds,
    }),
    batchSize: (settings) => settings.newsletter.batchSize,
    concurrency: (settings) => settings.newsletter.concurrency,
    handler: (data, job) => deliverIssueCopy(getDb(), data, job),
  },
  "retention.counters": {
    queue: () => ({ retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 10 * 60 }),
    handler: async () => ({ counts: await runRetention(getDb(), new Date(), HOURLY_KINDS) }),
    schedule: { cron: "17 * * * *", data: {} },
  },
  // The daily backup (features/backups), in this process: the embedded database can only be
  // copied through the connection that holds it. One retry a quarter of an hour later.
  "backup.run": {
    queue: () => ({ retryLimit: 1, retryDelay: 15 * 60, retryBackoff: false, expireInSeconds: 60 * 60 }),
    handler: () => runDailyBackup(getDb(), new Date()),
    schedule: (settings) => {
      if (!settings.backup.dailyAt) return null;
      const [hour, minute] = settings.backup.dailyAt.split(":").map(Number) as [number, number];
      return { cron: `${minute} ${hour} * * *`, data: {} };
    },
  },
};
