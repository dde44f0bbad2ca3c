// Membership statuses with their French labels, and the form's length limits.
// Pure data, safe in the browser; the database schema reads the value lists from here.

/** Every membership starts "en_attente" (waiting for payment); the back-office moves it on. */
export const MEMBERSHIP_STATUSES = ["en_attente", "payee", "annulee"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  en_attente: "En attente de paiement",
  payee: "Payée",
  annulee: "Annulée",
};

export const MEMBERSHIP_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  adresseMax: 200,
  villeMax: 100,
} as const;
