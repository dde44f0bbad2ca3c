// Membership statuses with their French labels, and the form's length limits.
// Pure data, safe in the browser; the value lists and limits live in ~/db/schema/enums (the database
// schema enforces them) and are re-exported here.
import { MEMBERSHIP_LIMITS, MEMBERSHIP_STATUSES } from "~/db/schema/enums";

export { MEMBERSHIP_LIMITS, MEMBERSHIP_STATUSES };

/** Every membership starts "en_attente" (waiting for payment); the back-office moves it on. */
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  en_attente: "En attente de paiement",
  payee: "Payée",
  annulee: "Annulée",
};
