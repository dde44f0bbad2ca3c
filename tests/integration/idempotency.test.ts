// Idempotency keys of public forms: one run per key, the recorded outcome for replays, a
// conflict answer while the first run is still going, and the one-day retention.
import { sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { formSubmissions } from "~/db/schema";
import { IDEMPOTENCY_RETENTION_MS, KEY_REUSED, newIdempotencyKey, purgeExpiredIdempotencyKeys, runOnce, submissionFingerprint } from "~/lib/idempotency.server";
import { truncateAll } from "../setup/database";

beforeEach(async () => {
  await truncateAll();
});

test("the same key runs once per form; another form or key runs again", async () => {
  const key = newIdempotencyKey();
  let runs = 0;
  const run = async () => ({ run: ++runs });
  expect(await runOnce(getDb(), "ideas", key, run)).toEqual({ value: { run: 1 }, replayed: false });
  expect(await runOnce(getDb(), "ideas", key, run)).toEqual({ value: { run: 1 }, replayed: true });
  expect(await runOnce(getDb(), "membership", key, run)).toEqual({ value: { run: 2 }, replayed: false });
  expect(await runOnce(getDb(), "ideas", newIdempotencyKey(), run)).toEqual({ value: { run: 3 }, replayed: false });
  expect(await runOnce(getDb(), "ideas", null, run)).toEqual({ value: { run: 4 }, replayed: false });
});

test("a used key with another post (fields or account) gets KEY_REUSED, never the first outcome (issue 32)", async () => {
  const key = newIdempotencyKey();
  const post = (fields: Record<string, string>, userId: string | null = null) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return submissionFingerprint(formData, userId);
  };
  const original = await post({ email: "alice@example.org", idempotency_key: key });
  expect(await runOnce(getDb(), "membership", key, async () => ({ ref: "A" }), original)).toEqual({ value: { ref: "A" }, replayed: false });
  // The key itself is not part of the fingerprint; the same fields are.
  expect(await post({ idempotency_key: "autre", email: "alice@example.org" })).toBe(original);
  expect(await runOnce(getDb(), "membership", key, async () => ({ ref: "B" }), original)).toEqual({ value: { ref: "A" }, replayed: true });
  expect(await runOnce(getDb(), "membership", key, async () => ({ ref: "B" }), await post({ email: "eve@example.org" }))).toBe(KEY_REUSED);
  expect(await runOnce(getDb(), "membership", key, async () => ({ ref: "B" }), await post({ email: "alice@example.org" }, "user-1"))).toBe(KEY_REUSED);
  // Files count by content.
  const withFile = async (bytes: string) => {
    const formData = new FormData();
    formData.append("photo", new File([bytes], "photo.jpg", { type: "image/jpeg" }));
    return submissionFingerprint(formData, null);
  };
  expect(await withFile("abc")).toBe(await withFile("abc"));
  expect(await withFile("abc")).not.toBe(await withFile("abd"));
});

test("a replay while the first run is still going waits for it, then gives up with null", async () => {
  const key = newIdempotencyKey();
  let release: () => void = () => {};
  const first = runOnce(getDb(), "ideas", key, () => new Promise<{ ok: true }>((resolve) => (release = () => resolve({ ok: true }))));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const waiting = runOnce(getDb(), "ideas", key, async () => ({ ok: true as const }));
  setTimeout(() => release(), 300);
  expect(await waiting).toEqual({ value: { ok: true }, replayed: true });
  await first;

  // A claim that never completes (a crashed process): the replay stops waiting.
  const stuck = newIdempotencyKey();
  await getDb().insert(formSubmissions).values({ form: "ideas", key: stuck, fingerprint: "" });
  expect(await runOnce(getDb(), "ideas", stuck, async () => ({ ok: true }))).toBeNull();
});

test("keys older than a day are purged, recent ones kept", async () => {
  const old = newIdempotencyKey();
  await runOnce(getDb(), "ideas", old, async () => ({ ok: true }));
  await runOnce(getDb(), "ideas", newIdempotencyKey(), async () => ({ ok: true }));
  await getDb().execute(sql`update form_submissions set created_at = now() - interval '25 hours' where key = ${old}`);
  expect(await purgeExpiredIdempotencyKeys(getDb())).toBe(1);
  expect(IDEMPOTENCY_RETENTION_MS).toBe(24 * 60 * 60_000);
  const left = await getDb().select({ key: formSubmissions.key }).from(formSubmissions);
  expect(left.map((r) => r.key)).not.toContain(old);
  expect(left).toHaveLength(1);
});
