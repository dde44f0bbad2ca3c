// The registration form's one zod schema with its French messages: the server's check, and the
// browser's inline validation (loaded when the visitor starts filling the form).
import { z } from "zod";
import { REGISTRATION_LIMITS } from "~/db/schema/enums";
import { emailField } from "~/lib/email-field";
import { multiline } from "~/lib/form-fields";

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
