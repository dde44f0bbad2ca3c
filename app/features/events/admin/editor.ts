// The rencontres' kind in the back-office's content editor: the form (the spec's field names,
// a date and a French time of day), its schema, texts and the link to the registrations.
import { z } from "zod";
import { EVENT_TYPES } from "~/db/schema/enums";
import { CONTENT_LIMITS, type ContentKind, MARKDOWN_HINT, SLUG_HINT, TITLE_TOO_LONG, checkbox, dateField, editorFields, markdownField, optionalText, options, requiredText, slugField, timeField } from "~/features/admin/content/kit";

export const eventSchema = z.object({
  ...editorFields,
  titre: requiredText("Le titre est obligatoire.", CONTENT_LIMITS.title, TITLE_TOO_LONG),
  slug: slugField,
  type_evenement: z.enum(EVENT_TYPES, { error: "Choisissez un type de rencontre dans la liste." }),
  date_evenement: dateField("La date est obligatoire."),
  heure: timeField,
  lieu: requiredText("Le lieu est obligatoire.", CONTENT_LIMITS.short, `Le lieu doit contenir au plus ${CONTENT_LIMITS.short} caractères.`),
  participants_info: optionalText(CONTENT_LIMITS.short * 2, `Ce texte doit contenir au plus ${CONTENT_LIMITS.short * 2} caractères.`),
  description: markdownField(),
  capacity: z.coerce.number({ error: "Indiquez un nombre de places entre 1 et 10 000." }).int("Indiquez un nombre entier de places.").min(1, "Indiquez un nombre de places entre 1 et 10 000.").max(10_000, "Indiquez un nombre de places entre 1 et 10 000.").optional(),
  urgent: checkbox,
  published: checkbox,
});

export const eventKind: ContentKind = {
  section: "rencontres",
  permission: "events:write",
  publicPath: (slug) => `/rencontres/${slug}`,
  itemLinks: (id) => [{ to: `/admin/rencontres/${id}/inscriptions`, label: "Inscriptions et liste d’attente" }],
  journalEntity: "event",
  title: "Gestion des rencontres",
  theOne: "la rencontre",
  newLabel: "Nouvelle rencontre",
  editTitle: "Modifier la rencontre",
  empty: { title: "Aucune rencontre trouvée", hint: "Commencez par créer votre première rencontre" },
  toasts: {
    created: { title: "Rencontre créée", description: "La rencontre a été créée avec succès" },
    updated: { title: "Rencontre modifiée", description: "La rencontre a été modifiée avec succès" },
    deleted: { title: "Rencontre supprimée", description: "La rencontre a été supprimée." },
    failure: { title: "Erreur", description: "Impossible de sauvegarder la rencontre." },
  },
  hasDrafts: true,
  titleField: "titre",
  schema: eventSchema,
  fields: [
    { name: "titre", label: "Titre", kind: "text", required: true, wide: true },
    { name: "slug", label: "Adresse (slug)", kind: "slug", hint: SLUG_HINT, wide: true },
    { name: "type_evenement", label: "Type de rencontre", kind: "select", required: true, options: options(EVENT_TYPES), emptyOption: "Choisissez un type" },
    { name: "lieu", label: "Lieu", kind: "text", required: true },
    { name: "date_evenement", label: "Date", kind: "date", required: true },
    { name: "heure", label: "Heure", kind: "time", required: true, placeholder: "14h30", hint: "Heure de Lyon, par exemple 14h30." },
    { name: "participants_info", label: "Participants", kind: "text", hint: "Par exemple\u202f: ouvert à tous, réservé aux adhérents.", wide: true },
    { name: "capacity", label: "Nombre de places", kind: "number", hint: "Laissez vide s’il n’y a pas de limite." },
    { name: "description", label: "Description", kind: "markdown", hint: MARKDOWN_HINT, wide: true },
    { name: "urgent", label: "Urgent", kind: "checkbox" },
    { name: "published", label: "Publié", kind: "checkbox" },
  ],
};
