// Builds the association identity from defaults + validated environment overrides.
import { associationDefaults, type PublicSiteConfig } from "~/config/association";
import { getEnv, type Env } from "./env.server";

export function getSiteConfig(env: Env = getEnv()): PublicSiteConfig {
  return {
    name: env.ASSOCIATION_NAME ?? associationDefaults.name,
    shortName: env.ASSOCIATION_SHORT_NAME ?? associationDefaults.shortName,
    email: env.ASSOCIATION_EMAIL ?? associationDefaults.email,
    address: env.ASSOCIATION_ADDRESS ?? associationDefaults.address,
    pressUrl: env.ASSOCIATION_PRESS_URL ?? associationDefaults.pressUrl,
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    donationUrl: env.DONATION_URL ?? associationDefaults.donationUrl,
    social: [
      { id: "facebook", label: "Facebook", url: env.SOCIAL_FACEBOOK_URL ?? associationDefaults.facebookUrl },
      { id: "instagram", label: "Instagram", url: env.SOCIAL_INSTAGRAM_URL ?? associationDefaults.instagramUrl },
      { id: "linkedin", label: "LinkedIn", url: env.SOCIAL_LINKEDIN_URL ?? associationDefaults.linkedinUrl },
    ],
  };
}

/**
 * The card-payment link for a membership year and household size, or undefined when the
 * association has configured none for that pair (PAYMENT_LINK_<year>_<persons> set empty).
 */
export function getPaymentLink(year: number, persons: number, env: Env = getEnv()): string | undefined {
  const value: unknown = (env as Record<string, unknown>)[`PAYMENT_LINK_${year}_${persons}`];
  return typeof value === "string" ? value : undefined;
}
