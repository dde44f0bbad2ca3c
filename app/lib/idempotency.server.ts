// Idempotent form submissions: a form rendering carries a random key (hidden field
// IDEMPOTENCY_FIELD); the first post under that key runs and records its outcome, a replay of
// the same post under the same key returns that outcome without running again. A key is bound to
// its first post's fingerprint (the fields, files by content, and the signed-in account): the
// same key with another body, or from another account, is refused, never answered with someone
// else's outcome (issue 32). The page that carries a key is sent private, no-cache
// (form-action.server.ts, issueFormKey), so no cache hands one visitor's key to another. Keys are
// kept one day. This module reaches no request nor session: the retention job uses it.
import { createHash, randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { IDEMPOTENCY_FIELD } from "./form-fields";

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key for one rendering of a form. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/**
 * What binds a key to its post: the SHA-256 of every field but the key (by name, in order; a
 * file by its name, type and bytes) and of the signed-in account, or none.
 */
export async function submissionFingerprint(formData: FormData, userId: string | null | undefined): Promise<string> {
  const hash = createHash("sha256").update(`account\0${userId ?? ""}\0`);
  const entries = [...formData.entries()].filter(([name]) => name !== IDEMPOTENCY_FIELD).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    hash.update(`${name.length}:${name}`);
    if (typeof value === "string") hash.update(`s${Buffer.byteLength(value)}:`).update(value);
    else hash.update(`f${value.name.length}:${value.name}${value.type.length}:${value.type}${value.size}:`).update(new Uint8Array(await value.arrayBuffer()));
  }
  return hash.digest("hex");
}

/** The key a post carries, or null when it has none or a malformed one. */
export function idempotencyKeyFrom(formData: FormData): string | null {
  const value = formData.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && UUID.test(value) ? value : null;
}

/** Shown when a replay arrives while the first submission under its key is still running. */
export const IN_PROGRESS_MESSAGE = "Votre envoi précédent est encore en cours de traitement. Patientez quelques secondes puis rechargez la page.";

/** Shown when a key already used comes back with another post (answer 422). */
export const KEY_REUSED_MESSAGE = "Ce formulaire a déjà servi pour un autre envoi. Rechargez la page pour en faire un nouveau\u202f: ce que vous avez saisi est conservé ci-dessous.";

/** The key was first used for another post (other fields, another account): nothing runs, nothing is told. */
export const KEY_REUSED = { reused: true } as const;

/**
 * Runs `run` once per (form, key). A replay of the same post (same `fingerprint`) returns the
 * recorded outcome (replayed: true); another post under a used key gets KEY_REUSED. Without a
 * key it simply runs. If `run` throws, the key is released so a retry can succeed. Null when the
 * first submission is still running after a few seconds (answer 409). `run` must return a JSON
 * value other than null.
 */
export async function runOnce<T extends NonNullable<unknown>>(
  db: Database,
  form: string,
  key: string | null,
  run: () => Promise<T>,
  fingerprint = "",
): Promise<{ value: T; replayed: boolean } | typeof KEY_REUSED | null> {
  if (!key) return { value: await run(), replayed: false };
  const claimed = await db.insert(formSubmissions).values({ form, key, fingerprint }).onConflictDoNothing().returning({ key: formSubmissions.key });
  if (claimed.length === 0) {
    // The first submission under this key: wait briefly for it if it is still running.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [row] = await db
        .select({ outcome: formSubmissions.outcome, fingerprint: formSubmissions.fingerprint })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.form, form), eq(formSubmissions.key, key)));
      if (!row) return runOnce(db, form, key, run, fingerprint); // released after a failure: try again
      if (row.fingerprint !== fingerprint) return KEY_REUSED;
      if (row.outcome !== null) return { value: row.outcome as T, replayed: true };
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
export async function purgeExpiredIdempotencyKeys(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, new Date(now - IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: formSubmissions.key });
  return deleted.length;
}
