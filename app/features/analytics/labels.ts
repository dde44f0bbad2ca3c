// French names of the measured actions, for /admin/audience.
import type { AnalyticsAction } from "./actions";

export const EVENT_LABELS: Readonly<Record<string, string>> = {
  page_view: "Page vue",
  idea_submitted: "Idée ou signalement envoyé",
  photo_deposited: "Photo déposée",
  membership_started: "Adhésion envoyée",
  membership_payment_step: "Arrivée à l’étape du paiement",
  newsletter_subscribed: "Inscription à la lettre d’information",
  contact_sent: "Message de contact envoyé",
  event_registered: "Inscription à une rencontre",
  search: "Recherche effectuée",
} satisfies Record<AnalyticsAction, string>;
