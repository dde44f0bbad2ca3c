// Reads and saves of the legal identity (the "identity" setting's legal part, issue 14): the
// stored values an administrator saved on /admin/association, else the configuration's
// defaults and environment (lib/site-config.server.ts). Read on every request, so a save
// shows on the next page view. The public part is identity.server.ts's.
import type { LegalIdentity } from "~/config/association";
import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { getLegalIdentity } from "~/lib/site-config.server";
import { readSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import { saveIdentityParts } from "./identity.server";
import { storedIdentitySchema } from "./legal-identity";

export interface LoadedLegalIdentity {
  identity: LegalIdentity;
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

export async function loadLegalIdentity(db: Database): Promise<LoadedLegalIdentity> {
  const stored = await readSetting(db, "identity", storedIdentitySchema);
  return { identity: stored.value?.legal ?? getLegalIdentity(), version: stored.version, updatedAt: stored.updatedAt };
}

/** Saves the legal identity if nobody saved it since `version`, keeping the public part; the journal lists the changed fields. */
export function saveLegalIdentity(db: Database, actor: Pick<SessionUser, "id" | "email">, identity: LegalIdentity, version: number): Promise<SettingSaveResult> {
  return saveIdentityParts(db, actor, { legal: identity }, version);
}
