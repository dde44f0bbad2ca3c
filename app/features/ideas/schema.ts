// The idea form's zod schema with its French messages, shared by the browser (conform) and the server.
import { z } from "zod";
import { emailField } from "~/lib/email-field";
import { multiline } from "~/lib/form-fields";
import { FRENCH_PHONE_MESSAGE } from "~/lib/french-phone";
import { optionalFrenchPhoneField } from "~/lib/french-phone-field";
import { DISTRICT_VALUES, IDEA_LIMITS as L, IDEA_SUBMIT_MESSAGES, IDEA_TYPES, URGENCY_LEVELS } from "./options";

export { IDEA_SUBMIT_MESSAGES };

export const IDEA_MESSAGES = {
  nomMin: `Le nom doit contenir au moins ${L.nomMin} caractères`,
  nomMax: `Le nom doit contenir au plus ${L.nomMax} caractères`,
  emailRequired: "L’adresse e-mail est obligatoire",
  emailInvalid: "Adresse e-mail invalide",
  emailMax: `L’adresse e-mail doit contenir au plus ${L.emailMax} caractères`,
  phone: FRENCH_PHONE_MESSAGE,
  quartier: "Choisissez un quartier dans la liste",
  type: "Choisissez le type de soumission : idée, problème ou suggestion",
  titreMin: `Le titre doit contenir au moins ${L.titreMin} caractères`,
  titreMax: `Le titre doit contenir au plus ${L.titreMax} caractères`,
  descriptionMin: `La description doit contenir au moins ${L.descriptionMin} caractères`,
  descriptionMax: `La description doit contenir au plus ${L.descriptionMax} caractères`,
  localisationMax: `La localisation doit contenir au plus ${L.localisationMax} caractères`,
  urgence: "Choisissez un niveau d’urgence : faible, normale, élevée ou urgente",
} as const;

const M = IDEA_MESSAGES;

export const ideaSchema = z.object({
  nom: z.string({ error: M.nomMin }).trim().min(L.nomMin, M.nomMin).max(L.nomMax, M.nomMax),
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailMax }),
  /** Optional; when given it must be a French number, stored as E.164. */
  telephone: optionalFrenchPhoneField(M.phone),
  quartier: z.enum(DISTRICT_VALUES, { error: M.quartier }).optional(),
  type_soumission: z.enum(IDEA_TYPES, { error: M.type }).default("idee"),
  titre: z.string({ error: M.titreMin }).trim().min(L.titreMin, M.titreMin).max(L.titreMax, M.titreMax),
  description: multiline(
    z
      .string({ error: M.descriptionMin })
      .trim()
      .min(L.descriptionMin, M.descriptionMin)
      .max(L.descriptionMax, M.descriptionMax),
  ),
  localisation: z.string().trim().max(L.localisationMax, M.localisationMax).optional(),
  urgence: z.enum(URGENCY_LEVELS, { error: M.urgence }).default("normale"),
});

export type IdeaInput = z.output<typeof ideaSchema>;
