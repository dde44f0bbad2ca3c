// Counters for rate limits that must survive restarts (failed logins per account, per
// account and client address, per device cookie). Keys never hold a raw email or address:
// see the account feature’s mutations. Rows are purged once their window is long
// over (purgeExpiredRateLimitCounters, hourly).
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  /** Time of the latest hit: exponential back-off runs from it. */
  lastHitAt: timestamp("last_hit_at", { withTimezone: true }).notNull().defaultNow(),
});
