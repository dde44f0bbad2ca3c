// Backups (issue 20): a backup of a database with rows in many tables and some uploaded files,
// restored after the data is wiped, gives back every table's row count and every file's bytes;
// the daily job writes one and keeps the 14 newest daily backups; a file that is not a backup of
// ours, or one altered since, is refused and nothing is changed; and the operator's commands
// (npm run db:backup / db:restore) refuse to work under a running server. On PGlite (the embedded
// database copied through its own connection, restored into a data folder) and on PostgreSQL
// (pg_dump / pg_restore, restored into a database of this test's own).
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getDb, openDatabase, openDatabaseTarget, rows, type DatabaseTarget } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { listFiles } from "~/features/backups/archive.server";
import { backupFileName, backupSettings, createBackup, rotateBackups, storageRootFrom } from "~/features/backups/backup.server";
import { countRows } from "~/features/backups/database-dump.server";
import { readManifest, restoreBackup, RestoreRefusedError } from "~/features/backups/restore.server";
import { createLocalStorage, newStorageId, storageKey } from "~/lib/storage.server";
import { enqueue } from "~/lib/jobs.server";
import { signedInMember } from "../factories";
import { drainJobs } from "../setup/jobs";
import { scratchPostgresDatabase } from "../support/scratch-database";

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === "postgres";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-backups-"));
const storageRoot = storageRootFrom();
const cleanups: (() => Promise<unknown>)[] = [async () => fs.rmSync(work, { recursive: true, force: true })];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A PostgreSQL database of this test's own (dropped at the end). */
const ownPostgresDatabase = () => scratchPostgresDatabase("backup", cleanups);

/** Where a restore goes: another database than the one the test runs on, holding other data. */
async function otherDatabase(label: string): Promise<DatabaseTarget> {
  const target: DatabaseTarget = onPostgres ? { kind: "postgres", url: await ownPostgresDatabase() } : { kind: "pglite", dataDir: path.join(work, label, "pglite") };
  const opened = openDatabase(target);
  try {
    await opened.migrate();
    await opened.db.execute(`insert into users (id, name, email) values ('not-in-the-backup', 'Autre', 'autre@example.org')`);
  } finally {
    await opened.close();
  }
  return target;
}

async function countsOf(target: DatabaseTarget): Promise<Record<string, number>> {
  const opened = openDatabase(target);
  try {
    return await countRows(async (text) => rows<Record<string, unknown>>(await opened.db.execute(text)));
  } finally {
    await opened.close();
  }
}

async function checksums(root: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const file of await listFiles(root)) result[file] = createHash("sha256").update(fs.readFileSync(path.join(root, file))).digest("hex");
  return result;
}

const appTables = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([name]) => name.startsWith("public.") || name.startsWith("drizzle.")));

let liveCounts: Record<string, number>;
let liveFiles: Record<string, string>;
let backupFile: string;

beforeAll(async () => {
  await seedDatabase();
  await signedInMember();
  const storage = createLocalStorage(storageRoot);
  for (const name of ["original.jpg", "960.webp", "480.avif"]) {
    await storage.put(storageKey("photos", newStorageId(), name), randomBytes(20_000 + Math.floor(Math.random() * 5000)), { contentType: "image/jpeg" });
  }
  liveCounts = appTables(await countRows(async (text) => rows<Record<string, unknown>>(await getDb().execute(text))));
  liveFiles = await checksums(storageRoot);
  cleanups.push(async () => {
    fs.rmSync(storageRoot, { recursive: true, force: true });
    fs.rmSync(backupSettings().dir, { recursive: true, force: true });
  });
});

describe("backup and restore", () => {
  test("a backup restored after the data is wiped gives back every table's rows and every uploaded file", async () => {
    // Taken while the site keeps writing (as the daily job does in the running server): the
    // manifest's counts and the dump are of one instant, whatever was written around it.
    const writes = Array.from({ length: 40 }, (_, i) =>
      (async () => {
        await getDb().execute(`insert into users (id, name, email) values ('during-${i}', 'Pendant', 'during-${i}@example.org')`);
      })(),
    );
    const { file, manifest } = await createBackup(getDb(), { target: openDatabaseTarget(), storageRoot, outDir: path.join(work, "out"), kind: "manual" });
    await Promise.all(writes);
    backupFile = file;
    expect(manifest.engine).toBe(onPostgres ? "postgres" : "pglite");
    // The seeded content spreads over many tables; the manifest recorded them as they were.
    expect(Object.values(liveCounts).filter((n) => n > 0).length).toBeGreaterThan(10);
    const usersBacked = manifest.database.tables["public.users"]!;
    expect(usersBacked).toBeGreaterThanOrEqual(liveCounts["public.users"]!);
    expect(usersBacked).toBeLessThanOrEqual(liveCounts["public.users"]! + 40);
    const backed = { ...liveCounts, "public.users": usersBacked };
    expect(appTables(manifest.database.tables)).toEqual(backed);
    liveCounts = { ...liveCounts, "public.users": liveCounts["public.users"]! + 40 };
    expect(manifest.files.count).toBe(6); // three photos and their metadata files
    expect(Object.keys(liveFiles)).toHaveLength(6);

    // Wiped: the uploads deleted, the database replaced by another one.
    fs.rmSync(storageRoot, { recursive: true, force: true });
    const target = await otherDatabase("wiped");
    expect((await countsOf(target))["public.users"]).toBe(1);

    const result = await restoreBackup({ file, target, storageRoot });
    expect(result.previous.files).toBeNull();
    if (target.kind === "pglite") expect(fs.existsSync(result.previous.database!)).toBe(true);

    const restored = await countsOf(target);
    expect(restored).toEqual(manifest.database.tables);
    expect(appTables(restored)).toEqual(backed);
    expect(await checksums(storageRoot)).toEqual(liveFiles);
  }, 240_000);

  test("the daily job writes a backup and keeps the 14 newest daily ones, never a manual one", async () => {
    const { dir, keep } = backupSettings();
    expect(keep).toBe(14);
    fs.mkdirSync(dir, { recursive: true });
    // 15 older daily backups and 2 manual ones, the oldest first.
    const older = Array.from({ length: 15 }, (_, i) => backupFileName(new Date(Date.UTC(2026, 0, 1 + i, 2, 45)), "daily"));
    const manual = [backupFileName(new Date(Date.UTC(2025, 5, 1)), "manual"), backupFileName(new Date(Date.UTC(2026, 0, 3)), "manual")];
    for (const name of [...older, ...manual]) fs.writeFileSync(path.join(dir, name), "");

    await enqueue("backup.run", {});
    await drainJobs("backup.run", 170_000);

    const left = fs.readdirSync(dir).sort();
    const daily = left.filter((n) => n.endsWith("-daily.tar.gz"));
    expect(daily).toHaveLength(14);
    // The new one, and the 13 newest of the older ones.
    expect(daily.slice(0, 13)).toEqual(older.slice(2));
    const written = path.join(dir, daily[13]!);
    expect(manual.every((n) => left.includes(n))).toBe(true);
    const manifest = await readManifest(written);
    expect(manifest.kind).toBe("daily");
    expect(appTables(manifest.database.tables)).toEqual(liveCounts);
    expect((fs.statSync(written).mode & 0o077) === 0).toBe(true); // private to the server's user

    // A rotation on its own removes nothing more while 14 remain.
    expect(await rotateBackups(dir, 14)).toEqual([]);
  }, 240_000);

  test("a file that is not one of our backups, or a backup altered since, is refused and nothing is changed", async () => {
    const target = await otherDatabase("refused");
    const before = await countsOf(target);
    const filesBefore = await checksums(storageRoot);
    const refused = (file: string) => restoreBackup({ file, target, storageRoot });

    const junk = path.join(work, "junk.tar.gz");
    fs.writeFileSync(junk, randomBytes(4096));
    await expect(refused(junk)).rejects.toThrow(RestoreRefusedError);
    await expect(refused(junk)).rejects.toThrow(/not a backup made by npm run db:backup/);

    // A tar.gz that is not ours: another program's archive with its own manifest.json.
    const foreign = path.join(work, "foreign");
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, "manifest.json"), JSON.stringify({ name: "something else", version: 3 }));
    await run("tar", ["-czf", path.join(work, "foreign.tar.gz"), "-C", foreign, "."]);
    await expect(refused(path.join(work, "foreign.tar.gz"))).rejects.toThrow(/not a backup made by npm run db:backup .*: unexpected manifest/);

    // Our backup with one uploaded file changed inside: the checksum gives it away.
    const tampered = path.join(work, "tampered");
    fs.mkdirSync(tampered);
    await run("tar", ["-xzf", backupFile, "-C", tampered]);
    const photo = (await listFiles(path.join(tampered, "storage"))).find((f) => f.endsWith(".jpg"))!;
    fs.appendFileSync(path.join(tampered, "storage", photo), "x");
    await run("tar", ["-czf", path.join(work, "tampered.tar.gz"), "-C", tampered, "."]);
    await expect(refused(path.join(work, "tampered.tar.gz"))).rejects.toThrow(/differs from its checksum/);

    // A backup of the other engine.
    const otherEngine: DatabaseTarget = onPostgres ? { kind: "pglite", dataDir: path.join(work, "engine", "pglite") } : { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restoreBackup({ file: backupFile, target: otherEngine, storageRoot })).rejects.toThrow(/restored on the engine it was made on/);

    expect(await countsOf(target)).toEqual(before);
    expect(await checksums(storageRoot)).toEqual(filesBefore);
    expect(fs.readdirSync(path.dirname(storageRoot)).filter((n) => n.startsWith(".restore-"))).toEqual([]);
  }, 120_000);

  test("the commands refuse to work under a running server, and back up and restore once it is stopped", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", DATA_DIR: path.join(work, "cli"), DATABASE_URL: "" };
    const target: DatabaseTarget = onPostgres ? { kind: "postgres", url: await ownPostgresDatabase() } : { kind: "pglite", dataDir: path.join(work, "cli", "pglite") };
    if (target.kind === "postgres") env.DATABASE_URL = target.url;
    const cli = (script: string, args: string[]) => run(process.execPath, ["--import", "tsx", path.resolve("scripts", script), ...args], { env });
    const failure = async (promise: Promise<unknown>) => {
      const error = (await promise.then(() => null, (e: unknown) => e)) as { code?: number; stderr?: string } | null;
      expect(error, "the command should have failed").not.toBeNull();
      return error!;
    };

    // The "server": this process holding the database open.
    const server = openDatabase(target);
    await server.migrate();
    await server.db.execute(`insert into users (id, name, email) values ('cli-user', 'Dominique', 'cli@example.org')`);
    let backup: string;
    if (target.kind === "pglite") {
      const error = await failure(cli("db-backup.ts", []));
      expect(error.code).toBe(1);
      expect(error.stderr).toContain(`The server (process ${process.pid}) is running on the embedded database`);
      expect(error.stderr).toContain("stop the server");
      await server.close();
      const { stdout } = await cli("db-backup.ts", []);
      backup = /Backup written: (\S+)/.exec(stdout)![1]!;
    } else {
      // PostgreSQL takes a consistent dump beside the server; the restore waits for it to stop.
      const { stdout } = await cli("db-backup.ts", []);
      backup = /Backup written: (\S+)/.exec(stdout)![1]!;
      // A connection the server keeps (its pool's idle ones close after 10 s; the job queue's poll keeps one).
      const session = new pg.Client({ connectionString: target.url, application_name: "adpl-server" });
      session.on("error", () => undefined);
      await session.connect();
      const error = await failure(cli("db-restore.ts", [backup, "--yes"]));
      // The server's own pool may still hold an idle connection (closed after 10 s): 1 or 2.
      expect(error.stderr).toMatch(/Restore refused: [12] other session\(s\) use this database \([^)]*adpl-server/);
      await session.end();
      await server.close();
    }
    expect(path.dirname(backup)).toBe(path.join(work, "cli", "backups"));

    const changed = openDatabase(target);
    await changed.db.execute(`delete from users where id = 'cli-user'`);
    await changed.close();
    const refused = await failure(cli("db-restore.ts", [backup]));
    expect(refused.stderr).toContain("add --yes to confirm");

    const { stdout } = await cli("db-restore.ts", [backup, "--yes"]);
    expect(stdout).toContain("Restored into");
    const opened = openDatabase(target);
    try {
      expect(rows(await opened.db.execute(`select name from users where id = 'cli-user'`))).toEqual([{ name: "Dominique" }]);
    } finally {
      await opened.close();
    }
  }, 240_000);
});
