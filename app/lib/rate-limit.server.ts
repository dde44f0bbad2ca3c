// Rate limits. One fixed-window counter in two stores: the database table rate_limit_counters
// (recordPersistentHit: one upsert per hit, shared by every process on the database and kept
// across restarts) and memory (createMemoryRateLimiter: one process). Limits that must survive
// restarts (failed logins, account emails, photo deposits) always use the table. The per-request
// limits (createRateLimiter: every state change, public forms, auth per address, audience
// beacons) use the table on PostgreSQL, where several processes may serve the site (ADR 0022),
// and memory on the embedded database, which is one process by nature.
import { createHash, createHmac } from "node:crypto";
import { eq, like, lt, sql } from "drizzle-orm";
import { databaseKind, type Database } from "~/db/client.server";
import { rateLimitCounters } from "~/db/schema";
import { getEnv } from "./env.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key kept in this process's memory; old windows are swept lazily. */
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
export async function recordPersistentHit(db: Database, key: string, windowMs: number, now = new Date()): Promise<PersistentCounter> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimitCounters.windowStart} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
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
export async function readPersistentCounter(db: Database, key: string): Promise<PersistentCounter | null> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart, lastHitAt: rateLimitCounters.lastHitAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row ?? null;
}

/** Whole seconds from `now` until `time`, at least 1 (an answer's Retry-After). */
export const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** A counter's window is still running: recordPersistentHit would add to it rather than restart it. */
const windowRunning = (row: PersistentCounter, windowMs: number, now: Date) => row.windowStart.getTime() >= now.getTime() - windowMs;

/** The current value of a persistent counter (0 once its window has passed). */
export async function readPersistentCount(db: Database, key: string, windowMs: number, now = new Date()): Promise<number> {
  const row = await readPersistentCounter(db, key);
  return row && windowRunning(row, windowMs, now) ? row.count : 0;
}

/**
 * Whether a persistent counter has reached `max` in its current window and, if it has, how many
 * seconds remain until that window ends.
 */
export async function persistentWindowFull(db: Database, key: string, windowMs: number, max: number, now = new Date()): Promise<{ full: false } | { full: true; retryAfterSeconds: number }> {
  const row = await readPersistentCounter(db, key);
  if (!row || !windowRunning(row, windowMs, now) || row.count < max) return { full: false };
  return { full: true, retryAfterSeconds: secondsUntil(row.windowStart.getTime() + windowMs, now.getTime()) };
}

export async function clearPersistentCount(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Rows whose window started more than this long ago: every window and back-off is long over. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Deletes the counters whose window started more than olderThanMs ago (retention: keys are
 * pseudonymous but still personal data). Every window and back-off is at most an hour, so
 * the default of 24 h never cuts a running limit short. Returns the number of rows deleted.
 */
export async function purgeExpiredRateLimitCounters(db: Database, olderThanMs = RATE_LIMIT_RETENTION_MS, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - olderThanMs)))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/**
 * A per-request limit: `hit` counts one request of `key` (an address, a form and an account…)
 * in `db` on PostgreSQL. `db` is null only when no database is open (the HTTP layer's own tests):
 * the count is then in memory, as on the embedded database.
 */
export interface RateLimiter {
  hit(db: Database | null, key: string): Promise<RateLimitResult>;
  /** Forgets every count of this limiter (tests). */
  reset(db: Database): Promise<void>;
}

/**
 * The row key of a limiter's count in the shared table: the limiter's name, then a keyed hash of
 * the caller's key (client addresses are personal data: the table never holds one in clear).
 * Every process must hash alike, so the key comes from the configuration they share.
 */
function sharedKey(name: string, key: string): string {
  const secret = getEnv().BETTER_AUTH_SECRET;
  const digest = secret ? createHmac("sha256", secret).update(`rate-limit\u0000${key}`) : createHash("sha256").update(`rate-limit\u0000${key}`);
  return `rl:${name}:${digest.digest("hex").slice(0, 32)}`;
}

/**
 * A fixed-window limit of `limit` hits per `windowMs` per key, named `name` (unique: its rows in
 * the shared table start with it). Shared by every process on PostgreSQL (one upsert per hit),
 * in this process's memory on the embedded database (no query). The store follows the database
 * open at the time of the hit.
 */
export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }): RateLimiter {
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(name)) throw new Error(`invalid rate limiter name: ${name}`);
  const memory = createMemoryRateLimiter({ limit, windowMs });
  return {
    async hit(db, key) {
      if (databaseKind() !== "postgres" || !db) return memory.hit(key);
      const now = new Date();
      const counter = await recordPersistentHit(db, sharedKey(name, key), windowMs, now);
      return {
        allowed: counter.count <= limit,
        remaining: Math.max(0, limit - counter.count),
        retryAfterSeconds: secondsUntil(counter.windowStart.getTime() + windowMs, now.getTime()),
      };
    },
    async reset(db) {
      memory.reset();
      if (databaseKind() === "postgres") await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `rl:${name}:%`));
    },
  };
}

let publicForms: RateLimiter | undefined;

/** The limiter of form posts (lib/form-action.server.ts): PUBLIC_FORM_RATE_LIMIT posts per 10 minutes, per form and per address or account. */
export function publicFormLimiter(): RateLimiter {
  publicForms ??= createRateLimiter({ name: "public-form", limit: getEnv().PUBLIC_FORM_RATE_LIMIT, windowMs: 10 * 60_000 });
  return publicForms;
}

