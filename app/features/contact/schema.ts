// The contact form: one zod schema shared by the browser (inline errors, loaded when the visitor
// starts typing) and the server. The subjects and limits are in options.ts, re-exported here.
import { z } from "zod";
import { multiline } from "~/lib/form-fields";
import { emailField as sharedEmailField } from "~/lib/email-field";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, contactSubjects } from "./options";

export * from "./options";
const emailField = sharedEmailField();

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
