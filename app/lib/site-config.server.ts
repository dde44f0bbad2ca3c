// Builds the association identity from defaults + validated environment overrides: the public
// identity, the membership calendar, prices and payment links, and the legal notice. These are
// a new install's values; what an administrator saves on /admin/association wins over them
// (features/association/identity.server.ts loadSiteConfig, the one read pages and emails use).
import { associationDefaults, defaultPaymentLink, legalDefaults, type LegalIdentity, type PublicSiteConfig } from "~/config/association";
import { getEnv, type Env } from "./env.server";

export function getSiteConfig(env: Env = getEnv()): PublicSiteConfig {
  return {
    name: env.ASSOCIATION_NAME ?? associationDefaults.name,
    shortName: env.ASSOCIATION_SHORT_NAME ?? associationDefaults.shortName,
    email: env.ASSOCIATION_EMAIL ?? associationDefaults.email,
    address: env.ASSOCIATION_ADDRESS ?? associationDefaults.address,
    phone: env.ASSOCIATION_PHONE ?? associationDefaults.phone,
    pressUrl: env.ASSOCIATION_PRESS_URL ?? associationDefaults.pressUrl,
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    donationUrl: env.DONATION_URL ?? associationDefaults.donationUrl,
    foundedOn: env.ASSOCIATION_CREATED_ON,
    social: [
      { id: "facebook", label: "Facebook", url: env.SOCIAL_FACEBOOK_URL ?? associationDefaults.facebookUrl },
      { id: "instagram", label: "Instagram", url: env.SOCIAL_INSTAGRAM_URL ?? associationDefaults.instagramUrl },
      { id: "linkedin", label: "LinkedIn", url: env.SOCIAL_LINKEDIN_URL ?? associationDefaults.linkedinUrl },
    ],
  };
}

/**
 * The card-payment link for a membership year and household size: PAYMENT_LINK_<year>_<persons>
 * when set, the sample address when unset, and undefined when the association has configured
 * none for that pair (the variable set empty) or the household size is not 1 to 4.
 */
export function getPaymentLink(year: number, persons: number, env: Env = getEnv()): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(persons) || persons < 1 || persons > 4) return undefined;
  const key = `${year}-${persons}`;
  if (key in env.PAYMENT_LINKS) return env.PAYMENT_LINKS[key] ?? undefined;
  return defaultPaymentLink(year, persons);
}

/** True while (year, persons) uses the sample address because its variable is unset. */
export function isSamplePaymentLink(year: number, persons: number, env: Env = getEnv()): boolean {
  return !(`${year}-${persons}` in env.PAYMENT_LINKS);
}

/** The membership calendar and price table, as features/membership/years.ts and pricing.ts take them. */
export function getMembershipSettings(env: Env = getEnv()) {
  return { anticipationFrom: env.MEMBERSHIP_ANTICIPATION_FROM, pricePerPerson: env.MEMBERSHIP_PRICES };
}

/** The legal notice's identity of the publisher and host from the defaults and environment only. */
export function getLegalIdentity(env: Env = getEnv()): LegalIdentity {
  return {
    rnaNumber: env.ASSOCIATION_RNA_NUMBER ?? legalDefaults.rnaNumber,
    createdOn: env.ASSOCIATION_CREATED_ON,
    journalOfficielOn: env.ASSOCIATION_JO_PUBLISHED_ON,
    headOffice: env.ASSOCIATION_HEAD_OFFICE ?? legalDefaults.headOffice,
    publicationDirector: legalDefaults.publicationDirector,
    hosting: {
      name: env.HOSTING_NAME ?? legalDefaults.hosting.name,
      address: env.HOSTING_ADDRESS ?? legalDefaults.hosting.address,
      phone: env.HOSTING_PHONE ?? legalDefaults.hosting.phone,
    },
  };
}

/** The legal-notice variables still unset (their placeholder is shown): for the start-up warning. */
export function legalPlaceholders(env: Env = getEnv()): string[] {
  const legal = getLegalIdentity(env);
  return [
    legal.rnaNumber ? null : "ASSOCIATION_RNA_NUMBER",
    legal.hosting.name ? null : "HOSTING_NAME",
    legal.hosting.address ? null : "HOSTING_ADDRESS",
    legal.hosting.phone ? null : "HOSTING_PHONE",
  ].filter((name): name is string => name !== null);
}
