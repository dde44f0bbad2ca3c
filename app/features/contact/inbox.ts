// The back-office inbox's fixed lists, labels and forms (pure: shared by the screens and the server).
import { z } from "zod";
import { CONTACT_REPLY_MAX, CONTACT_STATUSES } from "~/db/schema/enums";
import { multiline } from "~/lib/form-fields";

export { CONTACT_REPLY_MAX, CONTACT_STATUSES };
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  nouveau: "Nouveau",
  lu: "Lu",
  repondu: "Répondu",
  archive: "Archivé",
};

/** The statuses a person sets by hand (answering sets "repondu"). */
export const MANUAL_STATUSES = ["nouveau", "lu", "archive"] as const;

const id = z.uuid({ error: "Message introuvable." });

/** The forms of one message's page, told apart by `intent`. */
export const messageActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    body: multiline(
      z
        .string({ error: "Écrivez votre réponse." })
        .trim()
        .min(1, "Écrivez votre réponse.")
        .max(CONTACT_REPLY_MAX, "La réponse doit contenir au plus 5\u00a0000 caractères."),
    ),
  }),
  z.object({ intent: z.literal("status"), status: z.enum(MANUAL_STATUSES, { error: "Choisissez un statut." }) }),
  z.object({ intent: z.literal("resend-notification") }),
  z.object({ intent: z.literal("resend-reply"), reply_id: id }),
]);

export type MessageAction = z.output<typeof messageActionSchema>;
