// What the server says at start in production while the configuration still holds placeholders:
// the legal notice's RNA number, host and director of publication ("à compléter" on /mentions-legales), and the sample
// payment pages of the membership years offered today. Pure, so it is tested without a server.
import { PERSON_COUNTS } from "~/features/membership/pricing";
import { offeredMembershipYears } from "~/features/membership/years";
import type { LegalIdentity } from "~/config/association";
import { missingLegalFields } from "~/features/association/legal-identity";
import type { Env } from "~/lib/env.server";
import { getMembershipSettings, isSamplePaymentLink, legalPlaceholders } from "~/lib/site-config.server";

export interface ConfigWarning {
  message: string;
  variables: string[];
}

/**
 * `savedLegal`: the legal identity an administrator saved on /admin/association, which replaces
 * the environment's values (null while never saved).
 */
export function placeholderWarnings(env: Env, now: Date = new Date(), savedLegal: LegalIdentity | null = null): ConfigWarning[] {
  if (env.APP_ENV !== "production") return [];
  const warnings: ConfigWarning[] = [];
  const legal = legalPlaceholders(env);
  if (savedLegal) {
    const missing = missingLegalFields(savedLegal);
    if (missing.length > 0) warnings.push({ message: "the legal notice (/mentions-legales) is incomplete: complete it on /admin/association", variables: missing });
  } else if (legal.length > 0) {
    warnings.push({ message: "the legal notice (/mentions-legales) still shows placeholders: set these variables (see .env.example)", variables: legal });
  }
  const samples = offeredMembershipYears(now, getMembershipSettings(env)).flatMap((offer) =>
    PERSON_COUNTS.filter((persons) => isSamplePaymentLink(offer.year, persons, env)).map((persons) => `PAYMENT_LINK_${offer.year}_${persons}`),
  );
  if (samples.length > 0) {
    warnings.push({ message: "membership payment links of the years offered are sample addresses: set these variables (see .env.example)", variables: samples });
  }
  return warnings;
}
