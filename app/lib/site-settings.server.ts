// The site settings store (table site_settings, issue 14): one JSON document per key (identity
// and legal notice, membership offer, headline figures, the board page), each read through the
// zod schema of its owner and written with an optimistic version and its journal entry in one
// transaction. An absent or unreadable document means "use the defaults" (the configuration and
// its environment overrides), so a new install works before anyone opens the back-office.
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import type { SETTING_KEYS } from "~/db/schema/enums";
import type { SessionUser } from "./auth.server";
import { recordJournal } from "./journal.server";
import { logger } from "./logger.server";

export type SettingKey = (typeof SETTING_KEYS)[number];

export interface StoredSetting<T> {
  /** null: never saved (or unreadable), the defaults apply. */
  value: T | null;
  /** 0 while never saved; the form sends it back, and a save from an older version is refused. */
  version: number;
  updatedAt: Date | null;
}

/** The stored document of `key`, checked by its schema. */
export async function readSetting<T>(db: Database, key: SettingKey, schema: z.ZodType<T>): Promise<StoredSetting<T>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  if (!row) return { value: null, version: 0, updatedAt: null };
  const parsed = schema.safeParse(row.value);
  if (!parsed.success) {
    // A document written by an older release that no longer fits: the defaults apply until the next save.
    logger.warn({ key, issues: parsed.error.issues.slice(0, 5) }, "stored site setting does not match its schema; using defaults");
    return { value: null, version: row.version, updatedAt: row.updatedAt };
  }
  return { value: parsed.data, version: row.version, updatedAt: row.updatedAt };
}

export type SettingSaveResult = { status: "ok"; version: number } | { status: "conflict" };

/**
 * Saves `value` as the document of `key` if nobody saved it since `expectedVersion` was read
 * (0: never saved), with its journal entry, in one transaction.
 */
export async function writeSetting(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  key: SettingKey,
  value: unknown,
  expectedVersion: number,
  journal: { label: string; summary: string },
): Promise<SettingSaveResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.key, key)).for("update");
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== expectedVersion) return { status: "conflict" } as const;
    const version = currentVersion + 1;
    const now = new Date();
    if (current) await tx.update(siteSettings).set({ value, version, updatedAt: now, updatedBy: actor.id }).where(eq(siteSettings.key, key));
    else {
      // Two first saves at once: the primary key lets one in, the other is a conflict.
      const inserted = await tx.insert(siteSettings).values({ key, value, version, updatedAt: now, updatedBy: actor.id }).onConflictDoNothing().returning({ key: siteSettings.key });
      if (inserted.length === 0) return { status: "conflict" } as const;
    }
    await recordJournal(tx, actor, { action: "update", entityType: "setting", entityId: key, entityLabel: journal.label, summary: journal.summary });
    return { status: "ok", version } as const;
  });
}

/**
 * Stores `value` as the document of `key` with no version check: for the settings the site
 * itself keeps (which samples are shown, the test email's proof), never a form's, whose saves
 * go through writeSetting. The caller records the journal entry in the same transaction.
 */
export async function storeSetting(db: Pick<Database, "insert">, key: SettingKey, value: unknown, actorId: string | null): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy: actorId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, version: sql`${siteSettings.version} + 1`, updatedAt: new Date(), updatedBy: actorId } });
}
