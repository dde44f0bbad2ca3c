// Reads and saves of the membership offer (the "membership_offer" setting, issue 14): what an
// administrator saved on /admin/adhesions/offre over the configuration's values (environment:
// MEMBERSHIP_ANTICIPATION_FROM, MEMBERSHIP_PRICE_<year>, PAYMENT_LINK_<year>_<persons>,
// DONATION_URL). /adhesion, its action, the payment step and the start-up warning all read the
// offer here, on every request, so a save applies from the next page view.
import { associationDefaults } from "~/config/association";
import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { getEnv, type Env } from "~/lib/env.server";
import { changedFieldNames } from "~/lib/journal.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import { changedOfferFields, mergeOffer, storedOfferSchema, type MembershipOffer, type StoredOffer } from "./offer";

/** The offer of a new install: the configuration's defaults and environment overrides. */
export function configuredOffer(env: Env = getEnv()): MembershipOffer {
  return {
    anticipationFrom: env.MEMBERSHIP_ANTICIPATION_FROM,
    pricePerPerson: env.MEMBERSHIP_PRICES,
    paymentLinks: env.PAYMENT_LINKS,
    donationUrl: env.DONATION_URL ?? associationDefaults.donationUrl,
  };
}

export interface LoadedOffer {
  offer: MembershipOffer;
  stored: StoredOffer | null;
  /** 0 while never saved (the configuration's values apply). */
  version: number;
  updatedAt: Date | null;
}

export async function loadOfferSetting(db: Database, env: Env = getEnv()): Promise<LoadedOffer> {
  const stored = await readSetting(db, "membership_offer", storedOfferSchema);
  return { offer: mergeOffer(configuredOffer(env), stored.value), stored: stored.value, version: stored.version, updatedAt: stored.updatedAt };
}

/** The offer in force: what /adhesion shows and charges. */
export async function loadMembershipOffer(db: Database, env: Env = getEnv()): Promise<MembershipOffer> {
  return (await loadOfferSetting(db, env)).offer;
}

/** Saves the offer if nobody saved it since `version`; the journal names what changed in the edited years. */
export async function saveMembershipOffer(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  document: StoredOffer,
  version: number,
  years: readonly number[],
  env: Env = getEnv(),
): Promise<SettingSaveResult> {
  const before = (await loadOfferSetting(db, env)).offer;
  const after = mergeOffer(configuredOffer(env), document);
  const summary = changedFieldNames(changedOfferFields(before, after, years));
  return writeSetting(db, actor, "membership_offer", document, version, { label: "Offre d’adhésion", summary });
}
