// Reads and saves of the legal identity (the "identity" setting's legal part, issue 14): the
// stored values an administrator saved on /admin/association, else the configuration's
// defaults and environment (lib/site-config.server.ts). Read on every request, so a save
// shows on the next page view.
import type { LegalIdentity } from "~/config/association";
import { getDb, type Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { changedFieldNames } from "~/lib/journal.server";
import { getLegalIdentity } from "~/lib/site-config.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import { LEGAL_FIELD_LABELS, legalIdentityToForm, storedIdentitySchema, type LegalFieldName } from "./legal-identity";

export interface LoadedLegalIdentity {
  identity: LegalIdentity;
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

export async function loadLegalIdentity(db: Database = getDb()): Promise<LoadedLegalIdentity> {
  const stored = await readSetting("identity", storedIdentitySchema, db);
  return { identity: stored.value?.legal ?? getLegalIdentity(), version: stored.version, updatedAt: stored.updatedAt };
}

/** Saves the legal identity if nobody saved it since `version`; the journal lists the changed fields. */
export async function saveLegalIdentity(actor: Pick<SessionUser, "id" | "email">, identity: LegalIdentity, version: number, db: Database = getDb()): Promise<SettingSaveResult> {
  const current = await readSetting("identity", storedIdentitySchema, db);
  const before = legalIdentityToForm(current.value?.legal ?? getLegalIdentity());
  const after = legalIdentityToForm(identity);
  const changed = (Object.keys(LEGAL_FIELD_LABELS) as LegalFieldName[]).filter((name) => before[name] !== after[name]).map((name) => LEGAL_FIELD_LABELS[name]);
  return writeSetting(actor, "identity", { ...(current.value ?? {}), legal: identity }, version, { label: "Mentions légales", summary: changedFieldNames(changed) }, db);
}
