// Idempotency keys of public forms: each rendering of a form carries a random key, and the
// first submission under it records its outcome, so a retried post (a lost reply, a double
// click without JavaScript) gets the first answer instead of storing the data twice.
import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const formSubmissions = pgTable(
  "form_submissions",
  {
    form: text("form").notNull(),
    key: text("key").notNull(),
    /** What the first submission answered; null while it is being processed. */
    outcome: jsonb("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.form, table.key] })],
);
