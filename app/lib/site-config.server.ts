// Builds the association identity from defaults + validated environment overrides: the public
// identity and the legal notice. These are a new install's values; what an administrator saves
// on /admin/association wins over them (features/association/identity.server.ts loadSiteConfig,
// the one read pages and emails use). The membership offer's defaults are read by
// features/membership/offer.server.ts (configuredOffer).
import { associationDefaults, legalDefaults, type LegalIdentity, type PublicSiteConfig } from "~/config/association";
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
    foundedOn: env.ASSOCIATION_CREATED_ON,
    social: (
      [
        { id: "facebook", label: "Facebook", url: env.SOCIAL_FACEBOOK_URL ?? associationDefaults.facebookUrl },
        { id: "instagram", label: "Instagram", url: env.SOCIAL_INSTAGRAM_URL ?? associationDefaults.instagramUrl },
        { id: "linkedin", label: "LinkedIn", url: env.SOCIAL_LINKEDIN_URL ?? associationDefaults.linkedinUrl },
      ] as const
    ).flatMap((link) => (link.url ? [{ ...link, url: link.url }] : [])),
  };
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
    privacyEmail: env.PRIVACY_EMAIL ?? legalDefaults.privacyEmail,
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
