// The one module that decides which database the app talks to:
// PGlite (embedded, a directory under DATA_DIR) when DATABASE_URL is unset, PostgreSQL otherwise.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/lib/logger.server";
import { acquirePgliteLock, releasePgliteLock } from "./pglite-lock.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseTarget =
  // dataDir null: in memory (tests), started from `image` when given (a dump of a migrated
  // database, see migratedPgliteImage) instead of an empty cluster.
  | { kind: "pglite"; dataDir: string | null; image?: Blob }
  | { kind: "postgres"; url: string };

export interface OpenDatabase {
  target: DatabaseTarget;
  db: Database;
  migrate(): Promise<void>;
  /** Runs `work` while no other process holds the migration lock (PostgreSQL; PGlite is one process). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The advisory lock of migrations on PostgreSQL (any constant, the same in every process): two
 * processes starting at once (an upgrade of several processes) would otherwise both apply the same
 * migration, and one fail on "already exists", or both see a new database and seed it twice.
 */
const MIGRATION_LOCK = 7_240_020;

const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * PostgreSQL's memory settings inside PGlite (issue 19, ADR 0019). PGlite runs PostgreSQL in the
 * process's WebAssembly memory, which never shrinks, and initialises the whole buffer pool at
 * start: the default shared_buffers of 128 MB alone was ~120 MB of the server's resident memory
 * before the first request. The embedded database holds a few tens of MB, and a page not in the
 * pool is read from files the operating system caches, so 8 MB is enough; the WAL buffers follow
 * (1/32 of it). maintenance_work_mem bounds what an index build in a migration touches (the
 * 64 MB default would stay resident after it). PostgreSQL proper (DATABASE_URL) is configured by
 * its administrator, not here.
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=8MB", "-c", "maintenance_work_mem=16MB"];

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler (Liftoff) only. With dynamic
 * tiering it recompiles PostgreSQL's hot functions with TurboFan, whose compilation memory glibc
 * keeps and whose code stays: 35–45 MB of resident memory, for no measurable gain here (pages
 * rendered for each request kept the same throughput: the render costs, not the queries). Set
 * here, before the module is compiled, so that the server, the tests and the scripts all run the
 * same way.
 */
const WASM_COMPILER_FLAGS = "--liftoff-only";

/**
 * A database client for a target, outside the application's one open database: for the backup
 * restore, which checks a restored copy before putting it in place. Everything else uses
 * connectDatabase() / getDb().
 */
export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
    // event of the pool: without a listener it would stop the process. The pool replaces the
    // connection on the next query; queries in flight still fail and are handled where made.
    pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection was closed by the server"));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      target,
      db,
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      async exclusively(work) {
        // A session lock on a connection of its own, held while the work runs on the pool.
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          return await work();
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) {
    fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    // Two processes on one directory corrupt it, and PGlite does not refuse the second.
    acquirePgliteLock(target.dataDir);
    fs.mkdirSync(target.dataDir, { recursive: true });
  }
  // Before PGlite compiles its WebAssembly.
  v8.setFlagsFromString(WASM_COMPILER_FLAGS);
  // new PGlite(undefined, options) drops the options (extensions lost in memory): pass them alone.
  const options = { extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
  const dataDir = target.dataDir;
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite({ ...options, loadDataDir: target.image });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    target,
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        if (dataDir) releasePgliteLock(dataDir);
      }
    },
  };
}

/**
 * An in-memory PGlite database with every migration applied, dumped as PGlite's data-directory
 * archive: the test runs build it once and start each test file's database from it
 * (`{ kind: "pglite", dataDir: null, image }`), which takes a fraction of creating a cluster and
 * migrating it.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const opened = openDatabase({ kind: "pglite", dataDir: null });
  try {
    await opened.migrate();
    const rawClient = (opened.db as unknown as { $client: PGlite }).$client;
    return await rawClient.dumpDataDir("none");
  } finally {
    await opened.close();
  }
}

// Kept on globalThis so that dev-server module reloads never open the same PGlite directory twice.
const holder = globalThis as typeof globalThis & { __adplDatabase?: OpenDatabase };

/** Where the database lives for a given configuration. */
export function databaseTargetFrom(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") };
}

/** Opens the application database. Called once by the server (and by scripts and tests). */
export function connectDatabase(target: DatabaseTarget): Database {
  if (holder.__adplDatabase) throw new Error("The database is already open");
  holder.__adplDatabase = openDatabase(target);
  return holder.__adplDatabase.db;
}

function current(): OpenDatabase {
  const opened = holder.__adplDatabase;
  if (!opened) throw new Error("The database is not open: call connectDatabase() first");
  return opened;
}

/** Where the open database lives (the backups dump it with the engine's own tool). */
export function openDatabaseTarget(): DatabaseTarget {
  return current().target;
}

/** The open database: called where a process starts or wires things (server, composition root, scripts, tests), which hand it down; features take it as their first parameter (ADR 0031). */
export function getDb(): Database {
  return current().db;
}

export function isDatabaseOpen(): boolean {
  return holder.__adplDatabase !== undefined;
}

/**
 * The kind of the open database, or null when none is open. "postgres" is the one that several
 * processes can share (ADR 0022): state they must agree on (rate limits) lives there, not in memory.
 */
export function databaseKind(): DatabaseTarget["kind"] | null {
  return holder.__adplDatabase?.target.kind ?? null;
}

/** Applies pending migrations; reports whether the database was empty before. */
export async function migrateDatabase(): Promise<{ wasEmpty: boolean }> {
  const opened = current();
  // One process at a time: the next one finds the migrations applied and the database not empty.
  return opened.exclusively(async () => {
    const existing = await opened.db.execute<{ present: string | null }>(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as present`,
    );
    const wasEmpty = !rows<{ present: string | null }>(existing)[0]?.present;
    await opened.migrate();
    return { wasEmpty };
  });
}

export async function closeDatabase(): Promise<void> {
  const opened = holder.__adplDatabase;
  holder.__adplDatabase = undefined;
  await opened?.close();
}

/** Rows of a raw `db.execute` result, whichever driver produced it. */
export function rows<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
