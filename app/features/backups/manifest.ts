// What a backup archive holds, described by its manifest.json: the only file read before the
// archive is trusted. Restore refuses an archive whose manifest is absent or does not parse
// here, whose files differ from the checksums listed, or that holds anything not listed.
import { z } from "zod";

export const BACKUP_FORMAT = "adpl-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** The database dump inside the archive, per engine. */
export const DATABASE_FILES = { pglite: "database/pglite.tar", postgres: "database/postgres.dump" } as const;
/** Uploaded files sit under this folder of the archive, by their storage path. */
export const FILES_FOLDER = "storage";

/** A PostgreSQL identifier as the site's tables and schemas are named (restore builds SQL from them). */
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/);
const qualifiedTable = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}\.[A-Za-z_][A-Za-z0-9_]{0,62}$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A stored file's path under the storage folder: plain segments, no "..", no leading dot. */
const storedPath = z
  .string()
  .max(400)
  .regex(/^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** "daily" backups are rotated; "manual" ones (npm run db:backup) are kept until removed by hand. */
  kind: z.enum(["daily", "manual"]),
  app: z.object({ name: z.string(), version: z.string().nullable() }),
  engine: z.enum(["pglite", "postgres"]),
  database: z.object({
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256,
    serverVersion: z.string(),
    /** The schemas the dump holds (a PostgreSQL restore replaces them whole). */
    schemas: z.array(identifier),
    /** Rows per table ("schema.table") at the instant of the dump. */
    tables: z.record(qualifiedTable, z.number().int().nonnegative()),
    /** The newest migration applied (drizzle's journal `when`), to refuse a backup newer than the code. */
    lastMigrationAt: z.number().int().nullable(),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(z.object({ path: storedPath, bytes: z.number().int().nonnegative(), sha256 })),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupEngine = BackupManifest["engine"];
