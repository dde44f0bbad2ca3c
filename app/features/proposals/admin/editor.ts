// The propositions' kind in the back-office's content editor: the form (the spec's field names),
// its schema, texts and public page.
import { z } from "zod";
import { PROPOSAL_PRIORITIES, PROPOSAL_PROGRESS, PROPOSAL_THEMES } from "~/db/schema/enums";
import { CONTENT_LIMITS, type ContentKind, MARKDOWN_HINT, SLUG_HINT, TITLE_TOO_LONG, checkbox, editorFields, markdownField, optionalText, options, requiredText, slugField } from "~/features/admin/content/kit";
import { PRIORITY_LABELS, PROGRESS_LABELS } from "../labels";

export const proposalSchema = z.object({
  ...editorFields,
  titre: requiredText("Le titre est obligatoire.", CONTENT_LIMITS.title, TITLE_TOO_LONG),
  slug: slugField,
  description: markdownField(),
  theme: z.enum(PROPOSAL_THEMES, { error: "Choisissez un thème dans la liste." }),
  quartier: optionalText(100, "Le quartier doit contenir au plus 100 caractères."),
  priorite: z.enum(PROPOSAL_PRIORITIES, { error: "Choisissez une priorité dans la liste." }).default("moyenne"),
  statut: z.enum(PROPOSAL_PROGRESS, { error: "Choisissez un statut dans la liste." }).default("en_cours"),
  published: checkbox,
});

export const proposalKind: ContentKind = {
  section: "propositions",
  permission: "proposals:write",
  journalEntity: "proposal",
  title: "Gestion des propositions",
  theOne: "la proposition",
  newLabel: "Nouvelle proposition",
  editTitle: "Modifier la proposition",
  empty: { title: "Aucune proposition trouvée", hint: "Commencez par créer votre première proposition" },
  toasts: {
    created: { title: "Proposition créée", description: "La proposition a été créée avec succès" },
    updated: { title: "Proposition modifiée", description: "La proposition a été modifiée avec succès" },
    deleted: { title: "Proposition supprimée", description: "La proposition a été supprimée." },
    failure: { title: "Erreur", description: "Impossible de sauvegarder la proposition." },
  },
  hasDrafts: true,
  titleField: "titre",
  schema: proposalSchema,
  publicPath: (slug) => `/propositions-lyon/${slug}`,
  fields: [
    { name: "titre", label: "Titre", kind: "text", required: true, wide: true },
    { name: "slug", label: "Adresse (slug)", kind: "slug", hint: SLUG_HINT, wide: true },
    { name: "theme", label: "Thème", kind: "select", required: true, options: options(PROPOSAL_THEMES), emptyOption: "Choisissez un thème" },
    { name: "quartier", label: "Quartier", kind: "text", hint: "Laissez vide pour toute la Presqu’île." },
    { name: "priorite", label: "Priorité", kind: "select", options: options(PROPOSAL_PRIORITIES, PRIORITY_LABELS) },
    { name: "statut", label: "Statut", kind: "select", options: options(PROPOSAL_PROGRESS, PROGRESS_LABELS) },
    { name: "description", label: "Description", kind: "markdown", hint: MARKDOWN_HINT, wide: true },
    { name: "published", label: "Publié", kind: "checkbox" },
  ],
};
