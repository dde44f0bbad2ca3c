// The prises de position's kind in the back-office's content editor: the form, its schema and
// texts (every position is public: no drafts).
import { z } from "zod";
import { DOCUMENT_COLORS, POSITION_CATEGORIES, POSITION_STATUSES } from "~/db/schema/enums";
import { COLOR_LABELS, CONTENT_LIMITS, type ContentKind, MARKDOWN_HINT, SLUG_HINT, TITLE_TOO_LONG, checkbox, dateField, editorFields, linkUrl, markdownField, optionalText, options, requiredText, slugField } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";

export const positionSchema = z.object({
  ...editorFields,
  title: requiredText("Le titre est obligatoire.", CONTENT_LIMITS.title, TITLE_TOO_LONG),
  slug: slugField,
  date: dateField("La date est obligatoire."),
  date_label: optionalText(60, "Le libellé de date doit contenir au plus 60 caractères."),
  category: z.enum(POSITION_CATEGORIES, { error: "Choisissez une catégorie dans la liste." }),
  status: z.enum(POSITION_STATUSES, { error: "Choisissez un statut dans la liste." }),
  summary: multiline(requiredText("Le résumé est obligatoire.", 1_000, "Le résumé doit contenir au plus 1 000 caractères.")),
  content: markdownField(),
  color: z.enum(DOCUMENT_COLORS, { error: "Choisissez une couleur dans la liste." }).default("brand"),
  urgent: checkbox,
  link: linkUrl,
});

export const positionKind: ContentKind = {
  section: "prises-positions",
  permission: "positions:write",
  journalEntity: "position",
  title: "Prises de position",
  theOne: "la prise de position",
  newLabel: "Nouvelle prise de position",
  editTitle: "Modifier la prise de position",
  empty: { title: "Aucune prise de position trouvée", hint: "Commencez par créer votre première prise de position" },
  toasts: {
    created: { title: "Prise de position créée", description: "La prise de position a été créée avec succès" },
    updated: { title: "Prise de position modifiée", description: "La prise de position a été modifiée avec succès" },
    deleted: { title: "Prise de position supprimée", description: "La prise de position a été supprimée." },
    failure: { title: "Erreur", description: "Impossible de sauvegarder la prise de position." },
  },
  hasDrafts: false,
  titleField: "title",
  schema: positionSchema,
  publicPath: (slug) => `/prises-positions#${slug}`,
  fields: [
    { name: "title", label: "Titre", kind: "text", required: true, wide: true },
    { name: "slug", label: "Adresse (slug)", kind: "slug", hint: SLUG_HINT, wide: true },
    { name: "date", label: "Date", kind: "date", required: true },
    { name: "date_label", label: "Date affichée", kind: "text", hint: "Facultatif, quand la date est moins précise qu’un jour («\u202fJuin 2023\u202f»)." },
    { name: "category", label: "Catégorie", kind: "select", required: true, options: options(POSITION_CATEGORIES), emptyOption: "Choisissez une catégorie" },
    { name: "status", label: "Statut", kind: "select", required: true, options: options(POSITION_STATUSES), emptyOption: "Choisissez un statut" },
    { name: "summary", label: "Résumé", kind: "textarea", required: true, wide: true },
    { name: "content", label: "Texte", kind: "markdown", hint: MARKDOWN_HINT, wide: true },
    { name: "link", label: "Lien externe", kind: "url", placeholder: "https://…", hint: "Un questionnaire, une pétition, un document.", wide: true },
    { name: "color", label: "Couleur de la carte", kind: "select", options: options(DOCUMENT_COLORS, COLOR_LABELS) },
    { name: "urgent", label: "Urgent", kind: "checkbox" },
  ],
};
