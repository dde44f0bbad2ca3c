// The email field every form uses: trimmed, lowercased, at most 254 characters, checked,
// with French messages (a form may pass the wording its specification requires).
import { z } from "zod";
import { EMAIL_MAX } from "./email-address";

export { EMAIL_MAX };

export function emailField(messages: { required?: string; invalid?: string; tooLong?: string } = {}) {
  const required = messages.required ?? "L’adresse e-mail est obligatoire.";
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, messages.tooLong ?? `L’adresse e-mail doit contenir au plus ${EMAIL_MAX} caractères.`)
    .toLowerCase()
    .pipe(z.email(messages.invalid ?? "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr."));
}
