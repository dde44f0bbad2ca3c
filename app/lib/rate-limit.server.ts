// Rate limits. Two stores: an in-memory fixed window for per-IP request limits (one server
// process), and a database-backed one for limits that must survive restarts (failed logins).
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimitCounters } from "~/db/schema";
import { getEnv } from "./env.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key kept in memory; old windows are swept lazily. */
export function createMemoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  return {
    hit(key: string, now = Date.now()): RateLimitResult {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.ceil((w.start + windowMs - now) / 1000),
      };
    },
    reset() {
      windows.clear();
    },
  };
}

export interface PersistentCounter {
  count: number;
  windowStart: Date;
  lastHitAt: Date;
}

/**
 * Adds one to a persistent counter (fixed window of windowMs, restarted by the first hit
 * after it ends) and returns the counter after the hit. `now` is injectable for tests.
 */
export async function recordPersistentHit(key: string, windowMs: number, now = new Date()): Promise<PersistentCounter> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimitCounters.windowStart} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await getDb()
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowStart: now, lastHitAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimitCounters.windowStart} end`,
        lastHitAt: now,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart, lastHitAt: rateLimitCounters.lastHitAt });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return row;
}

/** A persistent counter as stored, whether or not its window has passed (null if absent). */
export async function readPersistentCounter(key: string): Promise<PersistentCounter | null> {
  const [row] = await getDb()
    .select({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart, lastHitAt: rateLimitCounters.lastHitAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row ?? null;
}

/** The current value of a persistent counter (0 once its window has passed). */
export async function readPersistentCount(key: string, windowMs: number, now = new Date()): Promise<number> {
  const row = await readPersistentCounter(key);
  return row && row.windowStart.getTime() >= now.getTime() - windowMs ? row.count : 0;
}

export async function clearPersistentCount(key: string): Promise<void> {
  await getDb().delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Rows whose window started more than this long ago: every window and back-off is long over. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Deletes the counters whose window started more than olderThanMs ago (retention: keys are
 * pseudonymous but still personal data). Every window and back-off is at most an hour, so
 * the default of 24 h never cuts a running limit short. Returns the number of rows deleted.
 */
export async function purgeExpiredRateLimitCounters(olderThanMs = RATE_LIMIT_RETENTION_MS, now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - olderThanMs)))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

let publicForms: ReturnType<typeof createMemoryRateLimiter> | undefined;

/** The limiter of form posts (lib/form-action.server.ts): PUBLIC_FORM_RATE_LIMIT posts per 10 minutes, per form and per address or account. */
export function publicFormLimiter() {
  publicForms ??= createMemoryRateLimiter({ limit: getEnv().PUBLIC_FORM_RATE_LIMIT, windowMs: 10 * 60_000 });
  return publicForms;
}

