// Counters for rate limits that must survive restarts (failed logins per account).
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
