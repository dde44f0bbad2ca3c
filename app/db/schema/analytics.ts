// First-party audience measurement (ADR 0017): one row per page view or named event, recorded
// only with the visitor's consent. No IP address, no cross-site identifier: at most a visitor
// hash that changes every day. Purged after 13 months (config/retention.ts).
import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** "page_view" or one of the named events (features/analytics/events.ts). */
    action: text("action").notNull(),
    /** navigation, participation, newsletter, contact, events, search. */
    category: text("category").notNull(),
    /** A short label (for a search: the query); never personal data. */
    label: text("label"),
    /** For a search: whether it found anything. Null for the other events. */
    found: boolean("found"),
    /** The page path, scrubbed (features/analytics/scrub.ts): no query string but /recherche?q=. */
    path: text("path").notNull(),
    /** The referring site's host when it is another site, or a path of this site; null when none. */
    referrer: text("referrer"),
    /** HMAC of address + user agent + day with a daily secret: counts unique visitors per day only. */
    visitor: text("visitor").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_occurred_at_idx").on(t.occurredAt), index("analytics_events_action_idx").on(t.action, t.occurredAt)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
