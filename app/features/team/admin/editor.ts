// The board's kind in the back-office's content editor ("Contenus du site" → Équipe): a member's
// form, its schema (expertise as comma-separated tags), texts and the shown/hidden flag.
import { z } from "zod";
import { ALT_REQUIRED, type ContentKind, SITE_CONTENT_BASE, VISIBLE_LABELS, altGiven, checkbox, editorFields, imageFields, optionalText, requiredText } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";

export const TAG_LIMITS = { count: 8, length: 40 } as const;

/** "Patrimoine, Urbanisme" → ["Patrimoine", "Urbanisme"]: commas or new lines separate the tags. */
export function splitTags(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[,\n]/)
    .map((tag) => tag.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

export const tagsField = z
  .string()
  .trim()
  .max(TAG_LIMITS.count * (TAG_LIMITS.length + 2), "Les domaines d’expertise sont trop longs.")
  .refine((v) => splitTags(v).length <= TAG_LIMITS.count, `Indiquez au plus ${TAG_LIMITS.count} domaines d’expertise.`)
  .refine((v) => splitTags(v).every((tag) => tag.length <= TAG_LIMITS.length), `Chaque domaine d’expertise doit contenir au plus ${TAG_LIMITS.length} caractères.`)
  .optional();

export const boardMemberSchema = z
  .object({
    ...editorFields,
    name: requiredText("Le nom est obligatoire.", 120, "Le nom doit contenir au plus 120 caractères."),
    role: requiredText("Le rôle est obligatoire.", 120, "Le rôle doit contenir au plus 120 caractères."),
    profession: optionalText(160, "La profession doit contenir au plus 160 caractères."),
    description: multiline(optionalText(1_200, "La présentation doit contenir au plus 1 200 caractères.")),
    specialties: tagsField,
    ...imageFields,
    visible: checkbox,
  })
  .refine(altGiven, ALT_REQUIRED);

export const boardMemberKind: ContentKind = {
  section: "equipe",
  permission: "site:write",
  journalEntity: "board_member",
  title: "Équipe",
  theOne: "le membre du bureau",
  newLabel: "Nouveau membre",
  editTitle: "Modifier le membre du bureau",
  empty: { title: "Aucun membre du bureau", hint: "Ajoutez les membres du bureau\u202f: ils apparaissent sur la page Équipe dans cet ordre." },
  toasts: {
    created: { title: "Membre ajouté", description: "Le membre du bureau a été ajouté." },
    updated: { title: "Membre modifié", description: "Le membre du bureau a été modifié." },
    deleted: { title: "Membre supprimé", description: "Le membre du bureau a été retiré de l’équipe." },
    failure: { title: "Erreur", description: "Impossible d’enregistrer le membre du bureau." },
  },
  hasDrafts: true,
  titleField: "name",
  schema: boardMemberSchema,
  publicPath: (slug) => `/equipe#${slug}`,
  basePath: SITE_CONTENT_BASE,
  ordered: true,
  flagField: "visible",
  flagLabels: VISIBLE_LABELS,
  fields: [
    { name: "name", label: "Nom", kind: "text", required: true },
    { name: "role", label: "Rôle au bureau", kind: "text", required: true, placeholder: "Trésorière" },
    { name: "profession", label: "Profession", kind: "text", wide: true },
    { name: "description", label: "Présentation", kind: "textarea", wide: true },
    { name: "specialties", label: "Domaines d’expertise", kind: "text", hint: `Séparés par des virgules, ${TAG_LIMITS.count} au plus\u202f: Patrimoine, Urbanisme.`, wide: true },
    { name: "image_file", label: "Téléverser une photo", kind: "image", hint: "JPEG, PNG ou WebP, 10 Mo au plus. L’image est réenregistrée sans ses métadonnées (position GPS, appareil) et déclinée en plusieurs tailles.", wide: true },
    { name: "image", label: "Ou adresse d’une image du site", kind: "url", placeholder: "/images/…", hint: "Laissez vide pour ne pas mettre d’image.", wide: true },
    { name: "image_alt", label: "Description de l’image", kind: "text", hint: "Ce que montre l’image, pour les personnes qui ne la voient pas.", wide: true },
    { name: "visible", label: "Affiché sur la page Équipe", kind: "checkbox" },
  ],
};
