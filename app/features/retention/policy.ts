// What the daily retention job does with the durations of config/retention.ts: the kinds it
// purges itself, those purged every hour too, and when it runs. Pure data, safe in the browser.
import type { RetentionKind } from "~/config/retention";

/** The kinds the daily job purges itself (the email queue is purged by pg-boss from the same durations). */
export const PURGED_KINDS = [
  "newsletterPending",
  "contactMessages",
  "memberships",
  "unconfirmedAccounts",
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
