// The association's identity: defaults here, each overridable by environment (see .env.example),
// then by what an administrator saves on /admin/association (features/association/). Safe to
// send to the browser: everything in PublicSiteConfig is public information.

export interface SocialLink {
  id: "facebook" | "instagram" | "linkedin";
  label: string;
  url: string;
}

export interface PublicSiteConfig {
  name: string;
  shortName: string;
  /** Where to write to the association; null until it enters one (the site then offers its contact form). */
  email: string | null;
  address: string;
  /** E.164 ("+33412345678"), shown formatted; null: no phone is published. */
  phone: string | null;
  /** The press space (shared drive); null: the header offers no press link. */
  pressUrl: string | null;
  siteUrl: string;
  /** Only the networks the association has a page on: an unset link is left out. */
  social: SocialLink[];
  /** The creation (declaration) date, ISO: the Organization JSON-LD's foundingDate. */
  foundedOn: string;
}

export const associationDefaults = {
  name: "Association pour le Développement de la Presqu’île de Lyon",
  shortName: "ADPL",
  /**
   * No contact address by default (issue 36): the association's own is entered on
   * /admin/association (or ASSOCIATION_EMAIL). Until then the site offers the contact form where
   * it would show the address, and what is addressed to the association reaches its
   * administrators' accounts.
   */
  email: null,
  address: "Lyon 2e, 69002 Lyon",
  /** No phone by default (ASSOCIATION_PHONE sets one). */
  phone: null,
  /**
   * No press space by default: the association's own folder is entered on /admin/association
   * (or ASSOCIATION_PRESS_URL); until then the header and the mobile panel offer no press link
   * rather than one to a folder that does not exist (issue 36).
   */
  pressUrl: null,
  /**
   * No social page and no donation page by default (issue 36): the association's own are entered
   * on /admin/association and /admin/adhesions/offre (or SOCIAL_*_URL, DONATION_URL); until then
   * the footer links to no network and the membership page offers no donation, rather than
   * addresses nobody checked.
   */
  facebookUrl: null,
  instagramUrl: null,
  linkedinUrl: null,
  donationUrl: null,
  /** The declaration date (ASSOCIATION_CREATED_ON overrides it; the legal notice shows it too). */
  foundedOn: "2023-06-07",
} as const;

/**
 * Membership calendar and prices (spec 02 §9). Which years are offered is derived from the date
 * (features/membership/years.ts): the current year always, the next one from `anticipationFrom`
 * (MEMBERSHIP_ANTICIPATION_FROM, "MM-DD"). Prices are per person and per year
 * (MEMBERSHIP_PRICE_<year>); a year without its own price takes the latest year defined before it.
 */
export const membershipDefaults = {
  anticipationFrom: { month: 9, day: 1 },
  pricePerPerson: { 2025: 10, 2026: 20 } as Readonly<Record<number, number>>,
};

/**
 * The publisher's legal identity (the legal notice, LCEN article 6). Dates are the association's
 * records: created (declared at the prefecture) on 7 June 2023, then published in the Journal
 * officiel des associations. The RNA number and the host have no default: until they are set
 * (ASSOCIATION_RNA_NUMBER, HOSTING_NAME, HOSTING_ADDRESS, HOSTING_PHONE), the legal notice leaves them out, the dashboard's « Mise en ligne » names them, and the
 * server warns at start in production. Administrators override them in the back-office
 * (/admin/association, stored in site_settings): the environment gives a new install's values.
 */
export interface LegalIdentity {
  /** "W" and 9 digits; null while not configured. */
  rnaNumber: string | null;
  /** ISO dates (YYYY-MM-DD): the declaration, then its publication, never before it. */
  createdOn: string;
  /** Null until the association enters it: the legal notice then leaves the line out. */
  journalOfficielOn: string | null;
  headOffice: string;
  /** The named director of publication; null: the legal notice names the president's office. */
  publicationDirector: string | null;
  hosting: { name: string | null; address: string | null; phone: string | null };
  /** Where to write to exercise one's data rights (the privacy policy); null: the contact address, until entered. */
  privacyEmail: string | null;
}

export const legalDefaults: LegalIdentity = {
  rnaNumber: null,
  createdOn: associationDefaults.foundedOn,
  // No default: nothing gives the publication's date (the spec's 03/06/2023 precedes the
  // creation), and a date the association did not enter is never shown (issue 36).
  journalOfficielOn: null,
  headOffice: "Lyon 2e",
  publicationDirector: null,
  hosting: { name: null, address: null, phone: null },
  privacyEmail: null,
};
