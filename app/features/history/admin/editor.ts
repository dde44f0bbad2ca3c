// The history timeline's kind in the back-office's content editor ("Contenus du site" → Frise
// historique, issue 36): a period's year as shown, title, description, details, type and icon.
// The rédaction edits it like the other site content: versioned saves, journaled.
import { z } from "zod";
import { TIMELINE_ICONS, TIMELINE_PERIOD_TYPES } from "~/db/schema/enums";
import { checkbox, type ContentKind, editorFields, options, requiredText, SITE_CONTENT_BASE } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";
import { timelinePage } from "~/content/timeline";

export const TIMELINE_LIMITS = { year: 40, title: 120, description: 300, details: 1500 } as const;

export const timelinePeriodSchema = z.object({
  ...editorFields,
  year: requiredText(
    "Indiquez l’année ou la période, par exemple «\u202f1998\u202f» ou «\u202fXVIe siècle\u202f».",
    TIMELINE_LIMITS.year,
    `L’année ou la période doit contenir au plus ${TIMELINE_LIMITS.year} caractères.`,
  ),
  title: requiredText("Le titre est obligatoire.", TIMELINE_LIMITS.title, `Le titre doit contenir au plus ${TIMELINE_LIMITS.title} caractères.`),
  description: multiline(requiredText("La description est obligatoire.", TIMELINE_LIMITS.description, `La description doit contenir au plus ${TIMELINE_LIMITS.description} caractères.`)),
  details: multiline(requiredText("Le récit détaillé est obligatoire.", TIMELINE_LIMITS.details, `Le récit détaillé doit contenir au plus ${TIMELINE_LIMITS.details} caractères.`)),
  type: z.enum(TIMELINE_PERIOD_TYPES, { error: "Choisissez la chronologie de la période." }),
  icon: z.enum(TIMELINE_ICONS, { error: "Choisissez une icône dans la liste." }).default("flag"),
  published: checkbox,
});

export const TIMELINE_ICON_LABELS: Record<(typeof TIMELINE_ICONS)[number], string> = {
  amphora: "Amphore",
  award: "Distinction",
  "book-open": "Livre",
  building: "Immeuble",
  car: "Voiture",
  crown: "Couronne",
  droplets: "Gouttes",
  flag: "Drapeau",
  footprints: "Pas",
  hospital: "Hôpital",
  landmark: "Monument",
  megaphone: "Mégaphone",
  scissors: "Ciseaux",
  target: "Cible",
  "train-front": "Train",
  "tram-front": "Tramway",
  users: "Personnes",
  waves: "Vagues",
};

/** The type's words as the page's legend says them, and which view lists it. */
const TYPE_LABELS: Record<(typeof TIMELINE_PERIOD_TYPES)[number], string> = {
  histoire: `${timelinePage.typeLabels.histoire} (vue «\u202f${timelinePage.viewLabels.lyon}\u202f»)`,
  projet: `${timelinePage.typeLabels.projet} (vue «\u202f${timelinePage.viewLabels.lyon}\u202f»)`,
  adpl: `${timelinePage.typeLabels.adpl} (vue «\u202f${timelinePage.viewLabels.adpl}\u202f»)`,
};

export const timelinePeriodKind: ContentKind = {
  section: "frise",
  permission: "site:write",
  journalEntity: "timeline_period",
  title: "Frise historique",
  theOne: "la période",
  newLabel: "Nouvelle période",
  editTitle: "Modifier la période",
  empty: { title: "Aucune période", hint: "Ajoutez les étapes de l’histoire de Lyon, de ses grands projets et de l’association\u202f: la page Notre histoire les montre dans cet ordre." },
  toasts: {
    created: { title: "Période créée", description: "La période a été ajoutée à la frise." },
    updated: { title: "Période modifiée", description: "La période a été modifiée." },
    deleted: { title: "Période supprimée", description: "La période a été retirée de la frise." },
    failure: { title: "Erreur", description: "Impossible d’enregistrer la période." },
  },
  hasDrafts: true,
  titleField: "title",
  schema: timelinePeriodSchema,
  publicPath: (slug) => `/histoire?periode=${slug}`,
  basePath: SITE_CONTENT_BASE,
  ordered: true,
  fields: [
    { name: "year", label: "Année ou période", kind: "text", required: true, hint: "Telle qu’affichée\u202f: «\u202f43 av. J.-C.\u202f», «\u202fXVIe siècle\u202f», «\u202f2024–2030\u202f»." },
    { name: "type", label: "Chronologie", kind: "select", required: true, options: options(TIMELINE_PERIOD_TYPES, TYPE_LABELS) },
    { name: "title", label: "Titre", kind: "text", required: true, wide: true },
    { name: "description", label: "Description", kind: "textarea", required: true, wide: true, hint: "Une phrase, toujours visible." },
    { name: "details", label: "Récit détaillé", kind: "textarea", required: true, wide: true, hint: "Deux à quatre phrases, affichées quand on ouvre la période." },
    { name: "icon", label: "Icône", kind: "select", options: options(TIMELINE_ICONS, TIMELINE_ICON_LABELS) },
    { name: "published", label: "Publié", kind: "checkbox" },
  ],
};
