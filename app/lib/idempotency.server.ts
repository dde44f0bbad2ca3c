// Idempotent form submissions: a form rendering carries a random key (hidden field
// IDEMPOTENCY_FIELD); the first post under that key runs and records its outcome, a replay of
// the same key returns that outcome without running again. Keys are kept one day.
import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { IDEMPOTENCY_FIELD } from "./form-fields";

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key for one rendering of a form. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/** The key a post carries, or null when it has none or a malformed one. */
export function idempotencyKeyFrom(formData: FormData): string | null {
  const value = formData.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && UUID.test(value) ? value : null;
}

/** Shown when a replay arrives while the first submission under its key is still running. */
export const IN_PROGRESS_MESSAGE = "Votre envoi précédent est encore en cours de traitement. Patientez quelques secondes puis rechargez la page.";

/**
 * Runs `run` once per (form, key). A replay returns the recorded outcome (replayed: true).
 * Without a key it simply runs. If `run` throws, the key is released so a retry can succeed.
 * Null when the first submission is still running after a few seconds (answer 409).
 * `run` must return a JSON value other than null.
 */
export async function runOnce<T extends NonNullable<unknown>>(form: string, key: string | null, run: () => Promise<T>): Promise<{ value: T; replayed: boolean } | null> {
  if (!key) return { value: await run(), replayed: false };
  const db = getDb();
  const claimed = await db.insert(formSubmissions).values({ form, key }).onConflictDoNothing().returning({ key: formSubmissions.key });
  if (claimed.length === 0) {
    // The first submission under this key: wait briefly for it if it is still running.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [row] = await db
        .select({ outcome: formSubmissions.outcome })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
      if (row && row.outcome !== null) return { value: row.outcome as T, replayed: true };
      if (!row) return runOnce(form, key, run); // released after a failure: try again
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return null;
  }
  try {
    const value = await run();
    await db
      .update(formSubmissions)
      .set({ outcome: sql`${JSON.stringify(value)}::jsonb` })
      .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
    return { value, replayed: false };
  } catch (error) {
    await db.delete(formSubmissions).where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
    throw error;
  }
}

/** Deletes keys older than the retention period. */
export async function purgeExpiredIdempotencyKeys(now = Date.now()): Promise<number> {
  const deleted = await getDb()
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, new Date(now - IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: formSubmissions.key });
  return deleted.length;
}
