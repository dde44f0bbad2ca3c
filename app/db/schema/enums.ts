// The fixed value lists and length limits the database schema enforces (enum columns and CHECK
// constraints). Pure data, safe in the browser: the ideas, membership and contact features
// re-export these next to their labels, so the database layer never imports feature code.

/** Idea form: the kind of submission. */
export const IDEA_TYPES = ["idee", "probleme", "suggestion"] as const;

/** Idea form: how urgent the submitter says it is. */
export const URGENCY_LEVELS = ["faible", "normale", "elevee", "urgente"] as const;

/** Back-office workflow of an idea submission; every new one starts as "nouveau". */
export const IDEA_STATUSES = ["nouveau", "en_cours", "traite", "rejete"] as const;

/** Length limits, stated in the form and enforced by the schema (and the database for the largest). */
export const IDEA_LIMITS = {
  nomMin: 2,
  nomMax: 100,
  emailMax: 254,
  titreMin: 5,
  titreMax: 150,
  descriptionMin: 20,
  descriptionMax: 3000,
  localisationMax: 200,
} as const;

/** Every membership starts "en_attente" (waiting for payment); the back-office moves it on. */
export const MEMBERSHIP_STATUSES = ["en_attente", "payee", "annulee"] as const;

export const MEMBERSHIP_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  adresseMax: 200,
  villeMax: 100,
} as const;

/** Contact form subjects. */
export const CONTACT_SUBJECTS = ["adhesion", "quartier", "position", "evenement", "autre"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
