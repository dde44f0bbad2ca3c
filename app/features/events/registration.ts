// Registration to a rencontre (issue 15): the form's one zod schema (browser and server) with its
// French messages, the statuses in French, and the texts every outcome shows. Client-safe; the
// rules on places (capacity, waiting list, promotion) are in registration.server.ts.
import { z } from "zod";
import { REGISTRATION_LIMITS, REGISTRATION_STATUSES } from "~/db/schema/enums";
import { emailField } from "~/lib/email-field";
import { multiline } from "~/lib/form-fields";

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmee: "Confirmée",
  attente: "Liste d’attente",
  annulee: "Annulée",
};

export const PERSON_OPTIONS = [1, 2, 3, 4] as const;

export const registrationSchema = z.object({
  name: z
    .string({ error: "Le nom est obligatoire." })
    .trim()
    .min(1, { error: "Le nom est obligatoire.", abort: true })
    .max(REGISTRATION_LIMITS.nameMax, `Le nom doit contenir au plus ${REGISTRATION_LIMITS.nameMax} caractères.`)
    // The name goes into email subject lines and a CSV export: no control characters.
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "Le nom ne doit pas contenir de retour à la ligne."),
  email: emailField(),
  persons: z.coerce
    .number({ error: "Indiquez le nombre de personnes, de 1 à 4." })
    .int("Indiquez le nombre de personnes, de 1 à 4.")
    .min(1, "Indiquez le nombre de personnes, de 1 à 4.")
    .max(REGISTRATION_LIMITS.personsMax, "Une inscription couvre 4\u00a0personnes au plus."),
  message: multiline(
    z
      .string()
      .trim()
      .max(REGISTRATION_LIMITS.messageMax, `Le message doit contenir au plus 1\u00a0000 caractères.`)
      .optional()
      .transform((v) => v || null),
  ),
});
export type RegistrationInput = z.output<typeof registrationSchema>;

/** Why a registration is refused, in French: shown above the form with what was typed kept. */
export const REGISTRATION_REFUSALS = {
  past: "Cette rencontre a déjà eu lieu\u202f: les inscriptions sont closes.",
  unpublished: "Cette rencontre n’est pas ouverte aux inscriptions.",
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
