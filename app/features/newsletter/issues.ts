// The newsletter back-office's forms and labels, shared by the browser and the server: the issue
// editor (save, preview, insert a link, send a test, send to every subscriber) and the
// subscribers' list.
import { z } from "zod";
import { multiline } from "~/lib/form-fields";

export const ISSUE_SUBJECT_MAX = 150;
// A text form's body is capped at 64 KiB before it is read (server/body-limits.ts): 10 000
// characters fit even URL-encoded with many accents.
export const ISSUE_BODY_MAX = 10_000;

/**
 * The editor's buttons that work on what is typed (checked); "delete" (a draft, whatever it
 * holds); "keep" (a confirmation's « Annuler »: back to the editor with what is typed).
 */
const EDIT_INTENTS = ["save", "preview", "insert-link", "test", "send"] as const;
export const ISSUE_INTENTS = [...EDIT_INTENTS, "delete", "keep"] as const;
export type IssueIntent = (typeof ISSUE_INTENTS)[number];

const subject = z
  .string({ error: "L’objet est obligatoire." })
  .trim()
  .min(1, "L’objet est obligatoire.")
  .max(ISSUE_SUBJECT_MAX, `L’objet doit contenir au plus ${ISSUE_SUBJECT_MAX} caractères.`);

const body = multiline(
  z
    .string({ error: "Le texte de la lettre est obligatoire." })
    .trim()
    .min(1, "Le texte de la lettre est obligatoire.")
    .max(ISSUE_BODY_MAX, `Le texte doit contenir au plus ${ISSUE_BODY_MAX.toLocaleString("fr-FR")} caractères.`),
);

/** A picker choice: "article:<slug>" or "rencontre:<slug>". */
export const LINK_CHOICE = /^(article|rencontre):[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * Every button of the editor posts the whole form (so nothing typed is lost), told apart by
 * `intent`; the subject and text are checked for each of them but "delete" (a draft is deleted
 * whatever its fields hold; they stay in the editor while the deletion is asked for) and "keep"
 * (a confirmation cancelled: the editor comes back with what is typed, whatever it holds).
 */
export const issueFormSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.enum(EDIT_INTENTS),
        subject,
        body,
        link: z.string().optional(),
        confirm: z.literal("oui").optional(),
      })
      .superRefine((value, ctx) => {
        if (value.intent === "insert-link" && !(value.link && LINK_CHOICE.test(value.link))) {
          ctx.addIssue({ code: "custom", path: ["link"], message: "Choisissez un article ou une rencontre à insérer." });
        }
      }),
    z.object({ intent: z.literal("delete"), confirm: z.literal("oui").optional() }),
    z.object({ intent: z.literal("keep") }),
  ],
  { error: "Action inconnue." },
);

export type IssueForm = z.infer<typeof issueFormSchema>;

/** An issue's figures: live while it is sent, stored once it is over. */
export interface SendingProgress {
  total: number;
  sent: number;
  failed: number;
  /** Unsubscribed (or deleted) between the start of the sending and their turn. */
  skipped: number;
  /** Handed over when the sending process died or lost the connection, before the server's answer: may not have arrived, never sent again. */
  uncertain: number;
  /** Waiting, or being handed over. */
  queued: number;
}

export const ISSUE_STATUS_LABELS = { draft: "Brouillon", sending: "Envoi en cours", sent: "Envoyée" } as const;

export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmé",
  pending: "En attente de confirmation",
  unsubscribed: "Désinscrit",
};
/** The list's filter values in the URL (French), and the statuses they stand for. */
export const SUBSCRIBER_FILTERS = { confirme: "confirmed", attente: "pending", desinscrit: "unsubscribed" } as const;

export const SOURCE_LABELS: Record<string, string> = { accueil: "Accueil", rencontres: "Page Rencontres", newsletter: "Page Lettre d’information" };

/** The subscribers' page: a manual unsubscribe, confirmed on a second step. */
export const subscriberActionSchema = z.object({
  intent: z.literal("unsubscribe", { error: "Action inconnue." }),
  id: z.string({ error: "Abonné inconnu." }).uuid("Abonné inconnu."),
  confirm: z.literal("oui").optional(),
});
