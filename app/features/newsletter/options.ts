// Where a subscription form lives (recorded with the subscriber). Zod-free, so the form's
// component does not load the schema library (schema.ts holds the rules).
export const newsletterSources = ["accueil", "rencontres", "newsletter"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];
