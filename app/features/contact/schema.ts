// The contact form: one zod schema shared by the browser (inline errors) and the server.
import { z } from "zod";
import { multiline } from "~/lib/form-fields";
import { EMAIL_MAX, emailField as sharedEmailField } from "~/lib/email-field";
import { CONTACT_SUBJECTS, type ContactSubject } from "~/db/schema/enums";

export { EMAIL_MAX };
const emailField = sharedEmailField();

export const contactSubjects = CONTACT_SUBJECTS;
export type { ContactSubject };

export const contactSubjectLabels: Record<ContactSubject, string> = {
  adhesion: "Adhésion",
  quartier: "Mon quartier",
  position: "Une prise de position",
  evenement: "Un événement",
  autre: "Autre",
};

export const contactSubjectOptions = contactSubjects.map((value) => ({ value, label: contactSubjectLabels[value] }));

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === "string" && (contactSubjects as readonly string[]).includes(value);
}

export const contactSchema = z.object({
  name: z
    .string({ error: "Le nom est obligatoire." })
    .trim()
    .min(1, { error: "Le nom est obligatoire.", abort: true })
    .max(CONTACT_NAME_MAX, `Le nom doit contenir au plus ${CONTACT_NAME_MAX} caractères.`)
    // The name goes into an email subject line: no line breaks or control characters.
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "Le nom ne doit pas contenir de retour à la ligne."),
  email: emailField,
  subject: z.enum(contactSubjects, { error: "Choisissez un sujet dans la liste." }),
  message: multiline(
    z
      .string({ error: "Le message est obligatoire." })
      .trim()
      .min(1, { error: "Le message est obligatoire.", abort: true })
      .min(CONTACT_MESSAGE_MIN, `Le message doit contenir au moins ${CONTACT_MESSAGE_MIN} caractères.`)
      .max(CONTACT_MESSAGE_MAX, "Le message doit contenir au plus 5\u00a0000 caractères."),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
