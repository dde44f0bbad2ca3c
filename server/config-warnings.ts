// What the server says at start in production while the configuration still holds placeholders:
// the legal notice's RNA number, host and director of publication ("à compléter" on /mentions-legales), and the missing
// payment pages of the membership years offered today; once an administrator saved either in the
// back-office, what was saved is checked instead. Pure, so it is tested without a server.
import { PERSON_COUNTS } from "~/features/membership/pricing";
import { offeredMembershipYears } from "~/features/membership/years";
import type { LegalIdentity } from "~/config/association";
import { missingLegalFields } from "~/features/association/legal-identity";
import type { Env } from "~/lib/env.server";
import { isUndecidedLink, type MembershipOffer } from "~/features/membership/offer";
import { configuredOffer } from "~/features/membership/offer.server";
import { legalPlaceholders } from "~/lib/site-config.server";

export interface ConfigWarning {
  message: string;
  variables: string[];
}

/** What administrators saved in the back-office, which replaces the environment's values (absent or null while never saved). */
export interface SavedSettings {
  /** The legal identity saved on /admin/association. */
  legal?: LegalIdentity | null;
  /** The membership offer in force once saved on /admin/adhesions/offre. */
  offer?: MembershipOffer | null;
}

export function placeholderWarnings(env: Env, now: Date = new Date(), saved: SavedSettings = {}): ConfigWarning[] {
  const savedLegal = saved.legal ?? null;
  if (env.APP_ENV !== "production") return [];
  const warnings: ConfigWarning[] = [];
  const legal = legalPlaceholders(env);
  if (savedLegal) {
    const missing = missingLegalFields(savedLegal);
    if (missing.length > 0) warnings.push({ message: "the legal notice (/mentions-legales) is incomplete: complete it on /admin/association", variables: missing });
  } else if (legal.length > 0) {
    warnings.push({ message: "the legal notice (/mentions-legales) still shows placeholders: set these variables (see .env.example)", variables: legal });
  }
  const offer = saved.offer ?? configuredOffer(env);
  const missing = offeredMembershipYears(now, offer).flatMap(({ year }) => PERSON_COUNTS.filter((persons) => isUndecidedLink(offer, year, persons)).map((persons) => ({ year, persons })));
  if (missing.length > 0 && saved.offer) {
    warnings.push({
      message: "membership payment pages of the years offered were never entered (these households are stored and the association emailed instead): enter them on /admin/adhesions/offre",
      variables: missing.map(({ year, persons }) => `${year}, ${persons} ${persons > 1 ? "personnes" : "personne"}`),
    });
  } else if (missing.length > 0) {
    warnings.push({
      message: "membership payment pages of the years offered were never entered (these households are stored and the association emailed instead): set these variables (see .env.example) or enter them on /admin/adhesions/offre",
      variables: missing.map(({ year, persons }) => `PAYMENT_LINK_${year}_${persons}`),
    });
  }
  return warnings;
}
