// Restoring a backup, all or nothing. The archive is unpacked into a work folder beside the live
// data and checked completely (manifest, nothing unlisted, every checksum) before anything live
// is touched; then, per engine:
// - PGlite: the dumped data folder is opened in the work folder (PostgreSQL replays its WAL
//   there), its row counts compared with the manifest's, closed; then the live folders
//   (DATA_DIR/pglite and DATA_DIR/storage) are renamed aside and the restored ones renamed in.
// - PostgreSQL: pg_restore writes the dump as SQL, and psql runs it in ONE transaction between a
//   prelude that drops the backup's schemas and a check of every table's row count: any error,
//   or a count that differs, rolls the whole transaction back and the database is as before.
//   The restored files are then renamed in as above.
// The replaced folders are kept beside the new ones (`<name>.before-restore-<date>`) and named
// in the result, for the operator to remove once satisfied.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openDatabase, rows, type DatabaseTarget } from "~/db/client.server";
import { acquirePgliteLock, pgliteLockHolder, releasePgliteLock } from "~/db/pglite-lock.server";
import { BackupToolError, listEntries, readArchiveMember, runTool, sha256File, unpackArchive } from "./archive.server";
import { checkClientVersion, countRows, libpqConnection, quoteIdentifier } from "./database-dump.server";
import { DATABASE_FILES, FILES_FOLDER, MANIFEST_FILE, manifestSchema, type BackupManifest } from "./manifest";

/** The backup cannot be restored here; nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export interface RestoreOptions {
  file: string;
  /** Where the database goes: the configured one (DATA_DIR/pglite, or DATABASE_URL). */
  target: DatabaseTarget;
  storageRoot: string;
  /** The newest migration this code knows (drizzle's journal), to refuse a backup made by newer code. */
  knownMigrationAt?: number | null;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the replaced database folder and files were moved (null: there were none). */
  previous: { database: string | null; files: string | null };
}

const NOT_A_BACKUP = "is not a backup made by npm run db:backup (or it is damaged)";

/** Reads and checks the manifest without extracting the archive. */
export async function readManifest(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefusedError(`${file}: no such file`);
  let text: string;
  try {
    text = await readArchiveMember(file, MANIFEST_FILE);
  } catch (error) {
    if (error instanceof BackupToolError) throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: ${error.message.split("\n")[0]}`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: its manifest is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const formatVersion = (json as { format?: unknown; formatVersion?: unknown } | null)?.formatVersion;
    if ((json as { format?: unknown } | null)?.format === "adpl-backup" && typeof formatVersion === "number" && formatVersion > 1) {
      throw new RestoreRefusedError(`${file} was made by a newer version of the site (backup format ${formatVersion}): restore it with that version`);
    }
    throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: unexpected manifest (${parsed.error.issues[0]?.path.join(".") || "root"})`);
  }
  return parsed.data;
}

/** Unpacks the archive into `workDir` and checks that it holds exactly what the manifest lists. */
async function unpackAndVerify(file: string, manifest: BackupManifest, workDir: string): Promise<void> {
  try {
    await unpackArchive(file, workDir);
  } catch (error) {
    if (error instanceof BackupToolError) throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: ${error.message.split("\n")[0]}`);
    throw error;
  }
  const expected = new Map<string, { bytes: number; sha256: string }>([[manifest.database.file, manifest.database]]);
  for (const entry of manifest.files.entries) expected.set(`${FILES_FOLDER}/${entry.path}`, entry);
  const seen = new Set<string>();
  for (const entry of await listEntries(workDir)) {
    if (entry.kind === "dir") continue;
    if (entry.path === MANIFEST_FILE) continue;
    if (entry.kind !== "file" || !expected.has(entry.path)) throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: it holds ${entry.path}, which its manifest does not list`);
    seen.add(entry.path);
  }
  for (const [relative, want] of expected) {
    if (!seen.has(relative)) throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: ${relative} is missing`);
    const full = path.join(workDir, ...relative.split("/"));
    const [bytes, sha256] = [(await fsp.stat(full)).size, await sha256File(full)];
    if (bytes !== want.bytes || sha256 !== want.sha256) throw new RestoreRefusedError(`${file} ${NOT_A_BACKUP}: ${relative} differs from its checksum`);
  }
}

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((n) => expected[n] !== actual[n]).map((n) => `${n}: ${actual[n] ?? "absent"} instead of ${expected[n] ?? "absent"}`);
}

/** Renames `live` aside (if it exists) and `staged` into its place; returns where `live` went. */
async function swapIn(live: string, staged: string, stamp: string): Promise<string | null> {
  const aside = `${live}.before-restore-${stamp}`;
  const existed = fs.existsSync(live);
  if (existed) await fsp.rename(live, aside);
  try {
    await fsp.rename(staged, live);
  } catch (error) {
    if (existed) await fsp.rename(aside, live);
    throw error;
  }
  return existed ? aside : null;
}

async function undoSwap(live: string, aside: string | null): Promise<void> {
  await fsp.rm(live, { recursive: true, force: true });
  if (aside) await fsp.rename(aside, live);
}

async function restorePglite(dataDir: string, manifest: BackupManifest, workDir: string): Promise<string> {
  const restored = path.join(workDir, "pglite");
  await fsp.mkdir(restored, { mode: 0o700 });
  await unpackArchive(path.join(workDir, ...DATABASE_FILES.pglite.split("/")), restored, { gzip: false });
  const opened = openDatabase({ kind: "pglite", dataDir: restored });
  try {
    const actual = await countRows(async (text) => rows<Record<string, unknown>>(await opened.db.execute(text)));
    const wrong = differences(manifest.database.tables, actual);
    if (wrong.length > 0) throw new RestoreRefusedError(`The restored database does not hold what the backup recorded (${wrong.slice(0, 5).join("; ")}); nothing was changed`);
  } finally {
    await opened.close();
  }
  return restored;
}

/** Other sessions on the target database: the restore would wait for their locks, or change data under them. */
async function otherSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'pid ' || pid) || coalesce(' from ' || client_addr::text, '') as who
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return result.rows.map((r) => r.who);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, manifest: BackupManifest, workDir: string): Promise<void> {
  const sessions = await otherSessions(url);
  if (sessions.length > 0) {
    throw new RestoreRefusedError(`${sessions.length} other session(s) use this database (${sessions.slice(0, 3).join(", ")}): stop the server (every process) and run the restore again; nothing was changed`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const serverVersion = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  await client.end();
  await checkClientVersion("pg_restore", serverVersion);
  await checkClientVersion("psql", serverVersion);

  const script = path.join(workDir, "restore.sql");
  await runTool("pg_restore", ["--no-owner", "--no-privileges", `--file=${script}`, path.join(workDir, ...DATABASE_FILES.postgres.split("/"))]);
  // Names come from the manifest, checked as plain identifiers by its schema, and are quoted.
  const schemas = [...new Set([...manifest.database.schemas, "public"])].map(quoteIdentifier);
  const prelude = path.join(workDir, "prelude.sql");
  await fsp.writeFile(prelude, [`set lock_timeout = '10s';`, `drop schema if exists ${schemas.join(", ")} cascade;`, `create schema public;`, ""].join("\n"));
  const checks = Object.entries(manifest.database.tables).map(([name, count]) => {
    const [schema, table] = name.split(".") as [string, string];
    const literal = `'${name}'`;
    return `  select count(*) into n from ${quoteIdentifier(schema)}.${quoteIdentifier(table)};\n  if n <> ${count} then raise exception 'restored table % has % rows, the backup recorded %', ${literal}, n, ${count}; end if;`;
  });
  const verify = path.join(workDir, "verify.sql");
  await fsp.writeFile(verify, `do $verify$\ndeclare n bigint;\nbegin\n${checks.join("\n")}\nend\n$verify$;\n`);
  const connection = libpqConnection(url);
  try {
    await runTool("psql", ["--no-psqlrc", "--quiet", "--no-password", "--set=ON_ERROR_STOP=1", "--single-transaction", `--file=${prelude}`, `--file=${script}`, `--file=${verify}`, `--dbname=${connection.dbname}`], {
      env: connection.env,
    });
  } catch (error) {
    if (error instanceof BackupToolError) throw new Error(`The database restore failed and was rolled back (the database is unchanged): ${error.message}`);
    throw error;
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  const manifest = await readManifest(options.file);
  if (manifest.engine !== options.target.kind) {
    const names = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" };
    throw new RestoreRefusedError(`This backup is of ${names[manifest.engine]} and this site is configured for ${names[options.target.kind]} (DATABASE_URL ${options.target.kind === "postgres" ? "is set" : "is unset"}): a backup is restored on the engine it was made on`);
  }
  if (options.knownMigrationAt != null && manifest.database.lastMigrationAt != null && manifest.database.lastMigrationAt > options.knownMigrationAt) {
    throw new RestoreRefusedError(`This backup was made by a newer version of the site (its database has migrations this version does not know): upgrade the site first`);
  }
  const dataDir = options.target.kind === "pglite" ? options.target.dataDir : null;
  if (options.target.kind === "pglite" && !dataDir) throw new RestoreRefusedError("An in-memory database cannot be restored into");
  if (dataDir) {
    const holder = pgliteLockHolder(dataDir);
    if (holder !== null) throw new RestoreRefusedError(`The server (process ${holder}) is running on ${dataDir}: stop it, then restore; nothing was changed`);
  }

  // The work folder beside the live files, on the same file system: the final step is renames.
  const storageRoot = path.resolve(options.storageRoot);
  await fsp.mkdir(path.dirname(storageRoot), { recursive: true });
  const workDir = await fsp.mkdtemp(path.join(path.dirname(storageRoot), ".restore-"));
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
  try {
    await unpackAndVerify(options.file, manifest, workDir);
    const stagedFiles = path.join(workDir, FILES_FOLDER);
    await fsp.mkdir(stagedFiles, { recursive: true, mode: 0o750 });

    if (dataDir) {
      const restored = await restorePglite(dataDir, manifest, workDir);
      // Held while the folders move, so that a server starting now waits for none of it half-done.
      acquirePgliteLock(dataDir);
      try {
        const previousDatabase = await swapIn(dataDir, restored, stamp);
        let previousFiles: string | null;
        try {
          previousFiles = await swapIn(storageRoot, stagedFiles, stamp);
        } catch (error) {
          await undoSwap(dataDir, previousDatabase);
          throw error;
        }
        return { manifest, previous: { database: previousDatabase, files: previousFiles } };
      } finally {
        releasePgliteLock(dataDir);
      }
    }
    await restorePostgres((options.target as { url: string }).url, manifest, workDir);
    const previousFiles = await swapIn(storageRoot, stagedFiles, stamp);
    return { manifest, previous: { database: null, files: previousFiles } };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/** The newest migration of this code (drizzle's journal; the database records the same `when`). */
export function codeMigrationAt(migrationsDir = process.env.MIGRATIONS_DIR ?? "drizzle"): number | null {
  try {
    const journal = JSON.parse(fs.readFileSync(path.resolve(migrationsDir, "meta", "_journal.json"), "utf8")) as { entries?: { when?: number }[] };
    const whens = (journal.entries ?? []).map((e) => e.when).filter((w): w is number => typeof w === "number");
    return whens.length > 0 ? Math.max(...whens) : null;
  } catch {
    return null;
  }
}
