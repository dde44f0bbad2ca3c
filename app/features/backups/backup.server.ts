// Making a backup: the database dump (database-dump.server.ts), the uploaded files of the local
// storage, and a manifest with the row counts, the files' checksums, the engine and the app's
// version, in one .tar.gz per backup written under BACKUP_DIR (default DATA_DIR/backups). The
// archive is written under a temporary name and renamed when complete, so a backup that is
// listed is whole; the folder and files are private to the server's user (they hold personal data).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Database, DatabaseTarget } from "~/db/client.server";
import { getEnv, type Env } from "~/lib/env.server";
import { listFiles, packArchive, sha256File, stageFile } from "./archive.server";
import { dumpDatabase } from "./database-dump.server";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, FILES_FOLDER, MANIFEST_FILE, manifestSchema, type BackupManifest } from "./manifest";

export interface BackupSettings {
  dir: string;
  keep: number;
  /** "HH:MM" on Paris clocks, or null: no daily backup. */
  dailyAt: string | null;
}

export function backupSettings(env: Pick<Env, "DATA_DIR" | "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_DAILY_AT"> = getEnv()): BackupSettings {
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    keep: env.BACKUP_KEEP,
    dailyAt: env.BACKUP_DAILY_AT === "off" ? null : env.BACKUP_DAILY_AT,
  };
}

/** The local storage's folder (lib/storage.server.ts keeps uploads under DATA_DIR/storage). */
export function storageRootFrom(env: Pick<Env, "DATA_DIR"> = getEnv()): string {
  return path.resolve(env.DATA_DIR, "storage");
}

/** adpl-backup-<UTC date and time>-<kind>.tar.gz: sorting the names sorts the backups by age. */
export const BACKUP_NAME = /^adpl-backup-(\d{8}T\d{6}Z)-(daily|manual)\.tar\.gz$/;

export function backupFileName(at: Date, kind: BackupManifest["kind"]): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
  return `adpl-backup-${stamp}-${kind}.tar.gz`;
}

function appVersion(): { name: string; version: string | null } {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { name?: string; version?: string };
    return { name: pkg.name ?? "adpl-site", version: pkg.version ?? null };
  } catch {
    return { name: "adpl-site", version: null };
  }
}

export interface CreateBackupOptions {
  /** Where the open database (createBackup's `db`) lives. */
  target: DatabaseTarget;
  /** The local storage's folder. */
  storageRoot: string;
  /** The folder the archive goes to (created, private). */
  outDir: string;
  kind: BackupManifest["kind"];
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export async function createBackup(db: Database, options: CreateBackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  await fsp.mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.outDir, backupFileName(now, options.kind));
  if (fs.existsSync(file)) throw new Error(`A backup named ${path.basename(file)} already exists`);
  // The staging folder sits beside the archive: the dump is written once, on the disk that keeps it.
  const staging = await fsp.mkdtemp(path.join(options.outDir, ".staging-"));
  const partial = path.join(options.outDir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    // The files first, then the database: a photo uploaded in between is in the files but not in
    // the database (an orphan file, harmless), never the other way round (a row whose file is lost).
    const entries: BackupManifest["files"]["entries"] = [];
    for (const relative of await listFiles(options.storageRoot)) {
      const staged = path.join(staging, FILES_FOLDER, ...relative.split("/"));
      try {
        await stageFile(path.join(options.storageRoot, ...relative.split("/")), staged);
      } catch (error) {
        // Deleted since the listing (a photo taken down): not part of this backup.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      const stat = await fsp.stat(staged);
      entries.push({ path: relative, bytes: stat.size, sha256: await sha256File(staged) });
    }
    const dump = await dumpDatabase(db, options.target, staging);
    const manifest = manifestSchema.parse({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      kind: options.kind,
      app: appVersion(),
      engine: options.target.kind,
      database: {
        file: path.relative(staging, dump.file).split(path.sep).join("/"),
        bytes: (await fsp.stat(dump.file)).size,
        sha256: await sha256File(dump.file),
        serverVersion: dump.serverVersion,
        schemas: dump.schemas,
        tables: dump.tables,
        lastMigrationAt: dump.lastMigrationAt,
      },
      files: { count: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0), entries },
    } satisfies BackupManifest);
    await fsp.writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    await packArchive(staging, partial);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
    return { file, bytes: (await fsp.stat(file)).size, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}

/**
 * Removes the oldest daily backups beyond `keep`, and what a backup killed mid-way left (staging
 * folders and partial archives more than a day old). Manual backups are never removed.
 * Returns the names removed.
 */
export async function rotateBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const daily = names.filter((n) => BACKUP_NAME.exec(n)?.[2] === "daily").sort();
  const removed = daily.slice(0, Math.max(0, daily.length - keep));
  for (const name of removed) await fsp.rm(path.join(dir, name), { force: true });
  for (const name of names.filter((n) => n.startsWith(".staging-") || (n.startsWith(".adpl-backup-") && n.endsWith(".tmp")))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat && now.getTime() - stat.mtime.getTime() > 24 * 60 * 60 * 1000) await fsp.rm(path.join(dir, name), { recursive: true, force: true });
  }
  return removed;
}
