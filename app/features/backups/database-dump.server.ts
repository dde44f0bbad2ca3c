// The database half of a backup, with each engine's own tool, and the row counts taken at the
// same instant as the dump (the restore checks the restored database against them).
//
// - PGlite: the embedded database's own copy of its data folder (dumpDataDir), taken through the
//   open connection (PGlite is single-process: nothing else may open the folder while the server
//   runs). Inside a PGlite transaction, which holds every other statement of the process back
//   until the copy is done: a CHECKPOINT first (the restored copy then replays almost no WAL),
//   the counts, the copy.
// - PostgreSQL: pg_dump's custom format, on a snapshot exported by a REPEATABLE READ transaction
//   in which the counts are read, so the counts and the dump see the same database while the
//   server keeps writing.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database, DatabaseTarget } from "~/db/client.server";
import { runTool } from "./archive.server";
import { DATABASE_FILES } from "./manifest";

export interface DatabaseDump {
  file: string;
  serverVersion: string;
  schemas: string[];
  tables: Record<string, number>;
  lastMigrationAt: number | null;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const TABLES_SQL = `select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  order by 1, 2`;

const SCHEMAS_SQL = `select nspname as name from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%' order by 1`;

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** Rows of every table of the database's own schemas, as { "schema.table": rows }. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = (await query(TABLES_SQL)) as { schema: string; name: string }[];
  if (tables.length === 0) return {};
  const union = tables
    .map((t) => `select ${quoteLiteral(`${t.schema}.${t.name}`)} as name, count(*)::bigint as n from ${quoteIdentifier(t.schema)}.${quoteIdentifier(t.name)}`)
    .join(" union all ");
  const counts: Record<string, number> = {};
  for (const row of (await query(union)) as { name: string; n: string | number }[]) counts[row.name] = Number(row.n);
  return counts;
}

async function describe(query: Query): Promise<Omit<DatabaseDump, "file">> {
  const [version] = (await query("select current_setting('server_version') as v")) as { v: string }[];
  const schemas = ((await query(SCHEMAS_SQL)) as { name: string }[]).map((s) => s.name);
  let lastMigrationAt: number | null = null;
  if (schemas.includes("drizzle")) {
    const [row] = (await query("select max(created_at)::text as at from drizzle.__drizzle_migrations")) as { at: string | null }[];
    lastMigrationAt = row?.at ? Number(row.at) : null;
  }
  return { serverVersion: version?.v ?? "unknown", schemas, tables: await countRows(query), lastMigrationAt };
}

/** The PGlite client under the application's Drizzle database. */
function pgliteClientOf(db: Database): PGlite {
  const client = (db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.dumpDataDir !== "function") throw new Error("The open database is not an embedded (PGlite) one");
  return client;
}

/** Dumps the open embedded database into `stagingDir`. */
export async function dumpPglite(db: Database, stagingDir: string): Promise<DatabaseDump> {
  const client = pgliteClientOf(db);
  const { description, tarball } = await client.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const description = await describe(query);
    // Outside the transaction's statements but inside its lock: no other statement runs meanwhile.
    const tarball = await client.dumpDataDir("none");
    return { description, tarball };
  });
  const file = path.join(stagingDir, DATABASE_FILES.pglite);
  await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fsp.writeFile(file, new Uint8Array(await tarball.arrayBuffer()), { mode: 0o600 });
  return { file, ...description };
}

/**
 * The connection settings of a PostgreSQL URL for libpq tools: the URL without its password
 * (other users of the machine can read a command line), the password in PGPASSWORD.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The major version of an installed PostgreSQL client tool (pg_dump, pg_restore, psql). */
export async function clientMajorVersion(tool: string): Promise<number> {
  const output = await runTool(tool, ["--version"]);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new Error(`Unexpected ${tool} --version output: ${output.trim()}`);
  return Number(match[1]);
}

/** Refuses a client tool older than the server: pg_dump cannot dump a newer server. */
export async function checkClientVersion(tool: string, serverVersion: string): Promise<void> {
  const client = await clientMajorVersion(tool);
  const server = Number(/^(\d+)/.exec(serverVersion)?.[1] ?? 0);
  if (client < server) {
    throw new Error(`${tool} is version ${client} but the server runs PostgreSQL ${serverVersion}: install the PostgreSQL ${server} client tools (Debian: postgresql-client-${server}).`);
  }
}

/** Dumps a PostgreSQL database into `stagingDir` with pg_dump, on the counts' snapshot. */
export async function dumpPostgres(url: string, stagingDir: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const [snapshot] = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows;
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const description = await describe(query);
    await checkClientVersion("pg_dump", description.serverVersion);
    const file = path.join(stagingDir, DATABASE_FILES.postgres);
    await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const connection = libpqConnection(url);
    // -Z0: the archive as a whole is gzip-compressed once.
    await runTool("pg_dump", ["--format=custom", "--compress=0", `--snapshot=${snapshot!.id}`, "--no-password", `--file=${file}`, `--dbname=${connection.dbname}`], { env: connection.env });
    await client.query("commit");
    fs.chmodSync(file, 0o600);
    return { file, ...description };
  } finally {
    await client.end();
  }
}

/** Dumps the open database, whichever engine it is. */
export function dumpDatabase(db: Database, target: DatabaseTarget, stagingDir: string): Promise<DatabaseDump> {
  return target.kind === "pglite" ? dumpPglite(db, stagingDir) : dumpPostgres(target.url, stagingDir);
}
