// The association's identity as the site shows it (issue 14): the "identity" setting's public
// and legal parts over the environment's defaults (lib/site-config.server.ts). Every page,
// email and resource that shows or sends the identity reads it through loadSiteConfig, on each
// request, so a save on /admin/association shows on the next page view.
import type { LegalIdentity, PublicSiteConfig } from "~/config/association";
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import type { SessionUser } from "~/lib/auth.server";
import { changedFieldNames } from "~/lib/journal.server";
import { getLegalIdentity, getSiteConfig } from "~/lib/site-config.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import type { AssociationIdentity } from "./identity-form";
import { LEGAL_FIELD_LABELS, legalIdentityToForm, storedIdentitySchema, type LegalFieldName } from "./legal-identity";
import { changedPublicFields, publicIdentityOf, withPublicIdentity, type PublicIdentity } from "./public-identity";

/**
 * The public identity: the saved one over the environment's defaults (`env`, the validated
 * environment unless a test passes its own). The site URL stays the environment's (the donation
 * link is part of the membership offer, features/membership/offer.server.ts).
 */
export async function loadSiteConfig(db: Database, env?: Env): Promise<PublicSiteConfig> {
  const stored = (await readSetting(db, "identity", storedIdentitySchema)).value;
  const site = getSiteConfig(env);
  const merged = stored?.public ? withPublicIdentity(site, stored.public) : site;
  // The Organization JSON-LD's founding date is the legal notice's creation date.
  return stored?.legal ? { ...merged, foundedOn: stored.legal.createdOn } : merged;
}

export interface LoadedAssociationIdentity extends AssociationIdentity {
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

/** Both parts as /admin/association edits them, each the saved one or the environment's (`env`, the validated environment unless a test passes its own). */
export async function loadAssociationIdentity(db: Database, env?: Env): Promise<LoadedAssociationIdentity> {
  const stored = await readSetting(db, "identity", storedIdentitySchema);
  return {
    public: stored.value?.public ?? publicIdentityOf(getSiteConfig(env)),
    legal: stored.value?.legal ?? getLegalIdentity(env),
    version: stored.version,
    updatedAt: stored.updatedAt,
  };
}

/**
 * Saves the given parts of the identity if nobody saved it since `version`; a part not given
 * keeps its stored value. The journal names the part(s) and the fields that changed.
 */
export async function saveIdentityParts(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  parts: { public?: PublicIdentity; legal?: LegalIdentity },
  version: number,
): Promise<SettingSaveResult> {
  const current = await readSetting(db, "identity", storedIdentitySchema);
  const changedPublic = parts.public ? changedPublicFields(current.value?.public ?? publicIdentityOf(getSiteConfig()), parts.public) : [];
  const changedLegal = parts.legal ? changedLegalFields(current.value?.legal ?? getLegalIdentity(), parts.legal) : [];
  const document = { ...(current.value ?? {}), ...(parts.public ? { public: parts.public } : {}), ...(parts.legal ? { legal: parts.legal } : {}) };
  const label = journalLabel(parts.public ? changedPublic.length > 0 || !parts.legal : false, parts.legal ? changedLegal.length > 0 || !parts.public : false);
  // writeSetting checks the version again inside its transaction: a save in between is a conflict.
  return writeSetting(db, actor, "identity", document, version, { label, summary: changedFieldNames([...changedPublic, ...changedLegal]) });
}

function changedLegalFields(before: LegalIdentity, after: LegalIdentity): string[] {
  const a = legalIdentityToForm(before);
  const b = legalIdentityToForm(after);
  return (Object.keys(LEGAL_FIELD_LABELS) as LegalFieldName[]).filter((name) => a[name] !== b[name]).map((name) => LEGAL_FIELD_LABELS[name]);
}

/** The journal entry's label: the part that changed, both, or (nothing changed) both. */
function journalLabel(publicChanged: boolean, legalChanged: boolean): string {
  if (publicChanged && !legalChanged) return "Identité de l’association";
  if (legalChanged && !publicChanged) return "Mentions légales";
  return "Identité et mentions légales";
}
