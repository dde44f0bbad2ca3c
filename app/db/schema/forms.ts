// Idempotency keys of public forms: each rendering of a form carries a random key, and the
// first submission under it records its outcome, so a retried post (a lost reply, a double
// click without JavaScript) gets the first answer instead of storing the data twice.
import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const formSubmissions = pgTable(
  "form_submissions",
  {
    form: text("form").notNull(),
    key: text("key").notNull(),
    /**
     * SHA-256 of the first submission's fields (files by content) and of the signed-in account, if
     * any: a replay must be the same post; the same key with another body is refused (issue 32).
     * Null for keys stored before it existed (any replay of them is refused).
     */
    fingerprint: text("fingerprint"),
    /** What the first submission answered; null while it is being processed. */
    outcome: jsonb("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.form, table.key] })],
);
