// The test email's two forms (/admin/mise-en-ligne/e-mail, email-check.server.ts): send it to an
// address, then confirm its arrival from the link it carries. One zod schema, browser and server.
import { z } from "zod";
import { emailField } from "~/lib/email-field";

export const emailCheckSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), to: emailField({ required: "Indiquez l’adresse où envoyer l’e-mail de test." }) }),
  z.object({ intent: z.literal("confirm"), jeton: z.string().max(100) }),
]);
