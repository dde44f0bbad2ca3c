// The association's identity: defaults here, each overridable by environment (see .env.example).
// Safe to send to the browser: everything in PublicSiteConfig is public information.

export interface SocialLink {
  id: "facebook" | "instagram" | "linkedin";
  label: string;
  url: string;
}

export interface PublicSiteConfig {
  name: string;
  shortName: string;
  email: string;
  address: string;
  pressUrl: string;
  siteUrl: string;
  social: SocialLink[];
  donationUrl: string;
}

export const associationDefaults = {
  name: "Association pour le Développement de la Presqu’île de Lyon",
  shortName: "ADPL",
  email: "contact@adpl-lyon.fr",
  address: "Lyon 2e, 69002 Lyon",
  pressUrl: "https://drive.google.com/drive/folders/adpl-espace-presse",
  facebookUrl: "https://www.facebook.com/adpl.lyon",
  instagramUrl: "https://www.instagram.com/adpl.lyon",
  linkedinUrl: "https://www.linkedin.com/company/adpl-lyon",
  donationUrl: "https://www.helloasso.com/associations/adpl/formulaires/1",
} as const;

/**
 * Card-payment pages per (membership year, household size). Sample addresses: the
 * association replaces them through PAYMENT_LINK_<year>_<persons> environment variables.
 */
export const defaultPaymentLinks: Record<string, string> = {
  "2025-1": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2025-1-personne",
  "2025-2": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2025-2-personnes",
  "2025-3": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2025-3-personnes",
  "2025-4": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2025-4-personnes",
  "2026-1": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2026-1-personne",
  "2026-2": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2026-2-personnes",
  "2026-3": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2026-3-personnes",
  "2026-4": "https://www.helloasso.com/associations/adpl/adhesions/adhesion-2026-4-personnes",
};
