// Registration to a rencontre (issue 15): the statuses in French, the choices of the form and the
// texts every outcome shows. Client-safe and zod-free (the form's schema is registration-schema.ts,
// loaded by the browser only when the visitor starts filling the form); the rules on places
// (capacity, waiting list, promotion) are in registration.server.ts.
import { REGISTRATION_STATUSES } from "~/db/schema/enums";

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmee: "Confirmée",
  attente: "Liste d’attente",
  annulee: "Annulée",
};

export const PERSON_OPTIONS = [1, 2, 3, 4] as const;

/** Why a registration is refused, in French: shown above the form with what was typed kept. */
export const REGISTRATION_REFUSALS = {
  past: "Cette rencontre a déjà eu lieu\u202f: les inscriptions sont closes.",
  unpublished: "Cette rencontre n’est pas ouverte aux inscriptions.",
  sample: "Cette rencontre est un exemple fictif\u202f: elle n’a pas lieu et ne prend pas d’inscription.",
  noRoomForChange: (kept: number, free: number) =>
    `Il ne reste ${free > 1 ? `que ${free}\u00a0places` : free === 1 ? "qu’une place" : "aucune place"} pour agrandir votre inscription\u202f: elle reste enregistrée pour ${kept}\u00a0personne${kept > 1 ? "s" : ""}.`,
} as const;

/** The toast after a registration, by outcome. */
export const REGISTRATION_MESSAGES = {
  confirmee: { title: "Inscription confirmée", description: "Un e-mail de confirmation vous a été envoyé, avec le fichier pour votre agenda." },
  attente: { title: "Inscription sur liste d’attente", description: "La rencontre est complète. Nous vous écrirons si une place se libère." },
  failure: { title: "Erreur", description: "Votre inscription n’a pas pu être enregistrée. Veuillez réessayer." },
} as const;

/** "2 places restantes", "Complet", or null when the event has no limit. */
export function placesLeftText(capacity: number | null, confirmed: number): string | null {
  if (capacity === null) return null;
  const left = Math.max(0, capacity - confirmed);
  if (left === 0) return "Complet — inscription sur liste d’attente";
  return `${left}\u00a0place${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""} sur ${capacity}`;
}
