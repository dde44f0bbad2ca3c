// The photo forms: one zod schema each, shared by the browser (conform) and the server. The
// file's real type is the server's check (files.server.ts); here its presence and size (so the
// browser refuses a file over 10 MB before sending it).
import { z } from "zod";
import { multiline } from "~/lib/form-fields";
import { GALLERY_CATEGORIES, PHOTO_CATEGORIES, PHOTO_LIMITS, PHOTO_MAX_BYTES, PHOTO_MESSAGES as M } from "./options";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

// The file and the rights box are checked on their own fields (not in a refinement of the whole
// object, which zod skips while another field is wrong), so every error shows at once.
export const photoDepositSchema = z.object({
  // No file chosen: the browser sends an empty part, which conform reads as absent.
  photo: z.file({ error: M.noPhoto }).min(1, M.noPhoto).max(PHOTO_MAX_BYTES, M.tooLarge),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PHOTO_LIMITS.titleMax, M.titleTooLong),
  category: z.enum(PHOTO_CATEGORIES, { error: M.categoryRequired }),
  description: multiline(optionalText(PHOTO_LIMITS.descriptionMax, M.descriptionTooLong)),
  location: optionalText(PHOTO_LIMITS.locationMax, M.locationTooLong),
  rights_granted: z.boolean({ error: M.rightsRequired }).refine((ticked) => ticked, M.rightsRequired),
});

export type PhotoDepositInput = z.output<typeof photoDepositSchema>;

/** "Mes photos": withdrawing a pending photo. */
export const photoWithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  id: z.uuid({ error: "Photo introuvable." }),
});

/** The one action of /depot-photos: the deposit form (intent=deposit) or a withdrawal. */
export const photoPageActionSchema = z.discriminatedUnion("intent", [photoDepositSchema.extend({ intent: z.literal("deposit") }), photoWithdrawSchema]);

const REJECT_NOTE_REQUIRED = "Expliquez au membre pourquoi la photo n’est pas retenue.";
const NOTE_TOO_LONG = `La note ne doit pas dépasser ${PHOTO_LIMITS.noteMax} caractères.`;
const noteField = z.string().trim().max(PHOTO_LIMITS.noteMax, NOTE_TOO_LONG);

/** Back-office decisions on one photo (/admin/photos), told apart by `intent`. */
export const photoModerationSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    id: z.uuid({ error: "Photo introuvable." }),
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PHOTO_LIMITS.titleMax, M.titleTooLong),
    category: z.enum(PHOTO_CATEGORIES, { error: M.categoryRequired }),
    gallery_category: z.enum(GALLERY_CATEGORIES, { error: "Choisissez la catégorie de la galerie." }),
    credit: z
      .string({ error: "Le crédit est obligatoire." })
      .trim()
      .min(1, "Le crédit est obligatoire.")
      .max(PHOTO_LIMITS.creditMax, `Le crédit ne doit pas dépasser ${PHOTO_LIMITS.creditMax} caractères.`),
    admin_notes: multiline(noteField.optional()),
  }),
  z.object({
    intent: z.literal("reject"),
    id: z.uuid({ error: "Photo introuvable." }),
    // An empty textarea reaches the schema as undefined (conform): the same message then.
    admin_notes: multiline(z.string({ error: REJECT_NOTE_REQUIRED }).trim().min(1, REJECT_NOTE_REQUIRED).max(PHOTO_LIMITS.noteMax, NOTE_TOO_LONG)),
  }),
  z.object({ intent: z.literal("unpublish"), id: z.uuid({ error: "Photo introuvable." }) }),
  z.object({ intent: z.literal("publish"), id: z.uuid({ error: "Photo introuvable." }) }),
]);

export type PhotoModerationInput = z.output<typeof photoModerationSchema>;
