// The daily backup, run by the job queue in the server's own process ("backup.run",
// composition/job-handlers.server.ts): through the server's open database connection, which is the only
// way to copy the embedded database while the server runs (PGlite is single-process). Then the
// rotation keeps the BACKUP_KEEP newest daily backups. The job's output (kept by the queue) and
// the log say what was written.
import { openDatabaseTarget, type Database } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { backupSettings, createBackup, rotateBackups, storageRootFrom } from "./backup.server";

export interface DailyBackupOutcome {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  removed: string[];
}

export async function runDailyBackup(db: Database, now = new Date()): Promise<DailyBackupOutcome> {
  const settings = backupSettings();
  const result = await createBackup(db, { target: openDatabaseTarget(), storageRoot: storageRootFrom(), outDir: settings.dir, kind: "daily", now });
  const removed = await rotateBackups(settings.dir, settings.keep, now);
  const counts = Object.values(result.manifest.database.tables);
  const outcome: DailyBackupOutcome = {
    file: result.file,
    bytes: result.bytes,
    tables: counts.length,
    rows: counts.reduce((sum, n) => sum + n, 0),
    files: result.manifest.files.count,
    removed,
  };
  logger.info(outcome, "daily backup written");
  // Uploads kept in an object store are not on this disk (ADR 0021): said once a day, where the operator reads.
  const bucket = getEnv().S3_BUCKET;
  if (bucket) logger.warn({ bucket }, "the uploaded files are in the S3 bucket and not in the daily backup: back the bucket up at its provider");
  return outcome;
}
