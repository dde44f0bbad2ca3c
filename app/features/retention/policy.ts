// How long the site keeps each kind of personal or technical record: the one source of the
// durations that the privacy policy states (app/content/legal.ts reads its sentences from here)
// and that the daily retention job applies (purge.server.ts). Pure data, safe in the browser.
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export interface RetentionRule {
  /** The duration in milliseconds, measured from the rule's `from` moment. */
  readonly ms: number;
  /** The duration as the privacy policy writes it ("trois ans", "7 jours"). */
  readonly label: string;
  /** Where the duration is counted from (English, for the code and the ADR). */
  readonly from: string;
}

export const retentionPolicy = {
  /** Newsletter requests never confirmed: deleted once their confirmation link has expired. */
  newsletterPending: { ms: 7 * DAY, label: "7 jours", from: "the request (the confirmation link's validity)" },
  /** Contact messages, whatever their status. */
  contactMessages: { ms: 3 * YEAR, label: "trois ans", from: "the message's sending" },
  /** Ideas and problems closed (resolved or rejected); open ones are kept while they are followed up. */
  closedIdeas: { ms: 3 * YEAR, label: "trois ans", from: "the idea's last change (its closing)" },
  /** Single-use account links (verification, reset, email change), after they expired or were used. */
  accountTokens: { ms: 7 * DAY, label: "7 jours", from: "the link's expiry or use" },
  /** Signed-in sessions, after they expired (7 days without activity): deleted at the next run. */
  expiredSessions: { ms: 0, label: "dans les 24\u00a0heures qui suivent son expiration", from: "the session's expiry (the daily run)" },
  /** Failed-login and rate-limit counters (pseudonymous keys). */
  rateLimitCounters: { ms: 24 * HOUR, label: "24\u00a0heures", from: "the start of the counting window" },
  /** Form idempotency keys (what a replayed form post is answered). */
  formKeys: { ms: 24 * HOUR, label: "24\u00a0heures", from: "the form's first submission" },
  /** Payment files uploaded by the treasury (the provider's CSV: payers' emails), with their import result. */
  paymentImports: { ms: 7 * DAY, label: "7 jours", from: "the upload" },
  /** Emails handed to the queue and sent: the queued message (recipient, text) is then deleted. */
  sentEmails: { ms: 8 * DAY, label: "8 jours", from: "the sending" },
  /** Emails that could not be sent after every retry: kept for the back-office to send again. */
  failedEmails: { ms: 30 * DAY, label: "30 jours", from: "the last failed attempt" },
  /** A newsletter issue's per-subscriber delivery rows (address, status): the issue keeps its figures. */
  newsletterDeliveries: { ms: 30 * DAY, label: "30 jours", from: "the end of the issue's sending" },
  /** Audience events (page views and named events, recorded with consent): 13 months, as the CNIL allows. */
  analyticsEvents: { ms: 395 * DAY, label: "13 mois", from: "the event" },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof retentionPolicy;

/** The kinds the daily job purges itself (the email queue is purged by pg-boss from the same durations). */
export const PURGED_KINDS = [
  "newsletterPending",
  "contactMessages",
  "closedIdeas",
  "accountTokens",
  "expiredSessions",
  "rateLimitCounters",
  "formKeys",
  "paymentImports",
  "newsletterDeliveries",
  "analyticsEvents",
] as const satisfies readonly RetentionKind[];

export type PurgedKind = (typeof PURGED_KINDS)[number];

/** The kinds purged every hour as well (high-churn technical rows). */
export const HOURLY_KINDS = ["rateLimitCounters", "formKeys"] as const satisfies readonly PurgedKind[];

/** When the daily retention job runs: Paris wall-clock time. */
export const RETENTION_DAILY_TIME = "03:30";
