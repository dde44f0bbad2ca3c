// The photo forms: one zod schema each, shared by the browser (conform) and the server. The
// file's real type and size are the server's check (files.server.ts); here only its presence.
import { z } from "zod";
import { multiline } from "~/lib/form-fields";
import { GALLERY_CATEGORIES, PHOTO_CATEGORIES, PHOTO_LIMITS, PHOTO_MESSAGES as M } from "./options";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const photoDepositSchema = z
  .object({
    photo: z.file().optional(),
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PHOTO_LIMITS.titleMax, M.titleTooLong),
    category: z.enum(PHOTO_CATEGORIES, { error: M.categoryRequired }),
    description: multiline(optionalText(PHOTO_LIMITS.descriptionMax, M.descriptionTooLong)),
    location: optionalText(PHOTO_LIMITS.locationMax, M.locationTooLong),
    rights_granted: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    // A browser sends an empty file part when nothing was chosen.
    if (!(value.photo instanceof File) || value.photo.size === 0) ctx.addIssue({ code: "custom", path: ["photo"], message: M.noPhoto });
    if (value.rights_granted !== true) ctx.addIssue({ code: "custom", path: ["rights_granted"], message: M.rightsRequired });
  });

export type PhotoDepositInput = z.output<typeof photoDepositSchema>;

/** "Mes photos": withdrawing a pending photo. */
export const photoWithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  id: z.uuid({ error: "Photo introuvable." }),
});

const noteField = z.string().trim().max(PHOTO_LIMITS.noteMax, `La note ne doit pas dépasser ${PHOTO_LIMITS.noteMax} caractères.`);

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
    admin_notes: multiline(noteField.min(1, "Expliquez au membre pourquoi la photo n’est pas retenue.")),
  }),
  z.object({ intent: z.literal("unpublish"), id: z.uuid({ error: "Photo introuvable." }) }),
  z.object({ intent: z.literal("publish"), id: z.uuid({ error: "Photo introuvable." }) }),
]);

export type PhotoModerationInput = z.output<typeof photoModerationSchema>;
