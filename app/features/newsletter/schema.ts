// The newsletter form and the tokens of its emails: shared by the browser and the server.
import { z } from "zod";
import { EMAIL_MAX, emailField as sharedEmailField } from "~/lib/email-field";
import { newsletterSources, type NewsletterSource } from "./options";

export { EMAIL_MAX, newsletterSources, type NewsletterSource };
const emailField = sharedEmailField();

export const newsletterSchema = z.object({
  email: emailField,
  // Not typed by the visitor: an unknown value falls back instead of showing an error.
  source: z.enum(newsletterSources).catch("newsletter"),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** A token of a newsletter link: 32 random bytes in base64url (43 characters). */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function parseNewsletterToken(value: unknown): string | null {
  const parsed = newsletterTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The confirmation and unsubscribe buttons post the token; mail clients post RFC 8058's field. */
export const newsletterLinkFormSchema = z.object({
  token: z.string().optional(),
  "List-Unsubscribe": z.string().optional(),
});
