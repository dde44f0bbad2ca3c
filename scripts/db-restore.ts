// npm run db:restore -- <backup file> [--yes]
// Replaces the database and the uploaded files with a backup's (npm run db:backup or the daily
// job). Logic: app/features/backups/restore.server.ts — the archive is checked whole first, the
// restore is all or nothing, and the replaced data is kept beside it. Stop the server first.
import path from "node:path";
import readline from "node:readline/promises";
import { databaseTargetFrom } from "../app/db/client.server";
import { storageRootFrom } from "../app/features/backups/backup.server";
import { codeMigrationAt, readManifest, restoreBackup, RestoreRefusedError } from "../app/features/backups/restore.server";
import { getEnv } from "../app/lib/env.server";

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith("--"));
const unknown = args.filter((a) => a.startsWith("--") && a !== "--yes");
if (files.length !== 1 || unknown.length > 0) {
  console.error("Usage: npm run db:restore -- <backup file> [--yes]");
  process.exit(2);
}
const file = path.resolve(files[0]!);
const env = getEnv();
const target = databaseTargetFrom(env);
const where = target.kind === "pglite" ? `the embedded database ${target.dataDir}` : `the PostgreSQL database ${new URL(target.url).pathname.slice(1)} on ${new URL(target.url).host}`;

try {
  const manifest = await readManifest(file);
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Backup of ${manifest.createdAt} (${manifest.kind}, ${manifest.engine}, site ${manifest.app.version ?? "?"}): ${rows} rows, ${manifest.files.count} uploaded files.`);
  if (!args.includes("--yes")) {
    if (!process.stdin.isTTY) {
      console.error(`This replaces ${where} and the uploaded files: add --yes to confirm.`);
      process.exit(2);
    }
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(`Replace ${where} and the uploaded files with it? Type "yes": `);
    prompt.close();
    if (answer.trim().toLowerCase() !== "yes") {
      console.log("Nothing was changed.");
      process.exit(1);
    }
  }
  const result = await restoreBackup({ file, target, storageRoot: storageRootFrom(env), knownMigrationAt: codeMigrationAt() });
  console.log(`Restored into ${where} and ${storageRootFrom(env)}.`);
  for (const previous of [result.previous.database, result.previous.files].filter(Boolean)) console.log(`  The replaced data was kept in ${previous}: remove it once satisfied.`);
  console.log("Start the server: it applies any newer migrations.");
} catch (error) {
  if (error instanceof RestoreRefusedError) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
