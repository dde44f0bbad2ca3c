// npm run db:backup [-- --out <folder>]
// Writes one archive (database dump, uploaded files, manifest) to BACKUP_DIR (default
// DATA_DIR/backups), or to --out. Logic: app/features/backups/. With PostgreSQL (DATABASE_URL)
// it runs beside the server; the embedded database can only be read by one process, so with it
// the server must be stopped (the server makes its own backup every day, BACKUP_DAILY_AT).
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, connectDatabase, databaseTargetFrom, getDb } from "../app/db/client.server";
import { DatabaseInUseError } from "../app/db/pglite-lock.server";
import { backupSettings, createBackup, storageRootFrom } from "../app/features/backups/backup.server";
import { getEnv } from "../app/lib/env.server";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
if (args.some((a, i) => a !== "--out" && i !== outIndex + 1) || (outIndex >= 0 && !args[outIndex + 1])) {
  console.error("Usage: npm run db:backup [-- --out <folder>]");
  process.exit(2);
}

const env = getEnv();
const settings = backupSettings(env);
const outDir = outIndex >= 0 ? path.resolve(args[outIndex + 1]!) : settings.dir;
const target = databaseTargetFrom(env);
if (target.kind === "pglite" && !fs.existsSync(path.join(target.dataDir!, "PG_VERSION"))) {
  console.error(`No embedded database at ${target.dataDir} (DATA_DIR=${env.DATA_DIR}): nothing to back up.`);
  process.exit(1);
}

try {
  connectDatabase(target);
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(
      `The server (process ${error.pid}) is running on the embedded database ${error.dataDir}.\n` +
        `Only one process may open it: stop the server and run npm run db:backup again, or use the\n` +
        `backups the running server writes every day to ${settings.dir}` +
        (settings.dailyAt ? ` (at ${settings.dailyAt}, Paris time).` : " (BACKUP_DAILY_AT is off: turn it on)."),
    );
    process.exit(1);
  }
  throw error;
}
try {
  const started = Date.now();
  const { file, bytes, manifest } = await createBackup(getDb(), { target, storageRoot: storageRootFrom(env), outDir, kind: "manual" });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; database (${manifest.engine}): ` +
      `${Object.keys(manifest.database.tables).length} tables, ${rows} rows; uploaded files: ${manifest.files.count} (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  if (env.S3_BUCKET) console.log(`  The uploaded files are in the bucket ${env.S3_BUCKET} (S3_BUCKET), not in this backup: back the bucket up at its provider.`);
  console.log("  It holds personal data: keep it private, and copy it off this machine.");
} finally {
  await closeDatabase();
}
