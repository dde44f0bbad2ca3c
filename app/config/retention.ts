// How long the site keeps each kind of personal or technical record: the one source of the
// durations that the privacy policy states (content/legal.ts), that the daily retention job
// applies (features/retention), that the job queue keeps finished jobs for (lib/jobs.server.ts)
// and that the consent cookie lasts (features/consent). Configuration rather than a feature:
// every layer reads it, so it lives on the ground floor. Pure data, safe in the browser.
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

/**
 * The visitor's audience-measurement choice, in its cookie (CNIL: six months at most, then asked
 * again). On its own as well: the browser's consent code reads it without the whole table.
 */
export const CONSENT_CHOICE = { ms: 180 * DAY, label: "6 mois", from: "the choice" } as const satisfies RetentionRule;

/** The whole calendar years a membership is kept after its own (the purge counts in years). */
export const MEMBERSHIP_RETENTION_YEARS = 3;

export const retentionPolicy = {
  /** Newsletter requests never confirmed: deleted once their confirmation link has expired. */
  newsletterPending: { ms: 7 * DAY, label: "7 jours", from: "the request (the confirmation link's validity)" },
  /** Contact messages, whatever their status. */
  contactMessages: { ms: 3 * YEAR, label: "trois ans", from: "the message's sending" },
  /**
   * Memberships (the payer, the household's members, their payments): the membership year, then
   * three years for the accounts (counted in whole calendar years, Paris time: a 2025 membership
   * goes on 1 January 2029).
   */
  memberships: { ms: MEMBERSHIP_RETENTION_YEARS * YEAR, label: "trois ans", from: "the end of the membership year (31 December, Paris)" },
  /** Member accounts whose address was never confirmed (and that hold no back-office role). */
  unconfirmedAccounts: { ms: 30 * DAY, label: "30 jours", from: "the account's creation" },
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
  consentChoice: CONSENT_CHOICE,
  /** Audience events (page views and named events, recorded with consent): 13 months, as the CNIL allows. */
  analyticsEvents: { ms: 395 * DAY, label: "13 mois", from: "the event" },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof retentionPolicy;
