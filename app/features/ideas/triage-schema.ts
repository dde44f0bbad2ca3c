// The back-office forms of one idea (/admin/idees/:id), shared by the browser (conform) and the
// server: change the status (with an optional public message), add an internal note, assign to
// a board member. Each form posts an `intent`; the server parses the union of the three.
import { z } from "zod";
import { multiline } from "~/lib/form-fields";
import { IDEA_LIMITS as L, IDEA_STATUSES } from "./options";

export const IDEA_TRIAGE_MESSAGES = {
  status: "Choisissez le nouveau statut dans la liste.",
  transition: "Ce changement de statut n’est pas possible depuis le statut actuel.",
  publicMessageMax: `Le message public doit contenir au plus ${L.publicMessageMax} caractères.`,
  noteRequired: "Écrivez la note avant de l’ajouter.",
  noteMax: `La note doit contenir au plus ${L.internalNoteMax} caractères.`,
  assignee: "Choisissez un membre du bureau dans la liste.",
  invalid: "Le formulaire envoyé est incomplet. Rechargez la page et réessayez.",
  notFound: "Cette soumission n’existe pas ou plus.",
} as const;

const M = IDEA_TRIAGE_MESSAGES;

export const ideaStatusSchema = z.object({
  intent: z.literal("statut"),
  status: z.enum(IDEA_STATUSES, { error: M.status }),
  /** Shown on the submitter's follow-up page and emailed to them. */
  public_message: multiline(z.string().trim().max(L.publicMessageMax, M.publicMessageMax)).optional(),
});

export const ideaNoteSchema = z.object({
  intent: z.literal("note"),
  /** Internal: never shown publicly, never emailed. */
  note: multiline(z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(L.internalNoteMax, M.noteMax)),
});

export const ideaAssignSchema = z.object({
  intent: z.literal("attribution"),
  /** An account id of a board member; empty: nobody. */
  assignee: z.string().trim().max(100, M.assignee).optional(),
});

/** What the detail page's action parses: one of the three forms. */
export const ideaTriageSchema = z.discriminatedUnion("intent", [ideaStatusSchema, ideaNoteSchema, ideaAssignSchema], { error: M.invalid });

export type IdeaTriageInput = z.output<typeof ideaTriageSchema>;
export type IdeaTriageIntent = IdeaTriageInput["intent"];
