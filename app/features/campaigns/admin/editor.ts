// The campaigns' kind in the back-office's content editor ("Contenus du site" → Campagnes): the
// form, its schema, the icons' labels and texts.
import { z } from "zod";
import { CAMPAIGN_ICONS, DOCUMENT_COLORS } from "~/db/schema/enums";
import { ALT_REQUIRED, COLOR_LABELS, type ContentKind, SITE_CONTENT_BASE, altGiven, checkbox, editorFields, imageFields, options, requiredText } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";

export const campaignSchema = z
  .object({
    ...editorFields,
    title: requiredText("Le titre est obligatoire.", 120, "Le titre doit contenir au plus 120 caractères."),
    subtitle: requiredText("Le sous-titre est obligatoire.", 160, "Le sous-titre doit contenir au plus 160 caractères."),
    description: multiline(requiredText("La description est obligatoire.", 600, "La description doit contenir au plus 600 caractères.")),
    icon: z.enum(CAMPAIGN_ICONS, { error: "Choisissez une icône dans la liste." }).default("megaphone"),
    color: z.enum(DOCUMENT_COLORS, { error: "Choisissez une couleur dans la liste." }).default("brand"),
    ...imageFields,
    published: checkbox,
  })
  .refine(altGiven, ALT_REQUIRED);

export const CAMPAIGN_ICON_LABELS: Record<(typeof CAMPAIGN_ICONS)[number], string> = {
  car: "Voiture",
  landmark: "Monument",
  store: "Commerce",
  bus: "Bus",
  megaphone: "Mégaphone",
  shield: "Bouclier",
  users: "Personnes",
  palette: "Palette",
  lightbulb: "Ampoule",
  map: "Carte",
  building: "Immeuble",
  waves: "Vagues",
  flag: "Drapeau",
  target: "Cible",
  "heart-pulse": "Cœur",
  footprints: "Pas",
};

export const campaignKind: ContentKind = {
  section: "campagnes",
  permission: "site:write",
  journalEntity: "campaign",
  title: "Campagnes",
  theOne: "la campagne",
  newLabel: "Nouvelle campagne",
  editTitle: "Modifier la campagne",
  empty: { title: "Aucune campagne", hint: "Ajoutez les combats du moment\u202f: ils apparaissent sur l’accueil dans cet ordre." },
  toasts: {
    created: { title: "Campagne créée", description: "La campagne a été créée." },
    updated: { title: "Campagne modifiée", description: "La campagne a été modifiée." },
    deleted: { title: "Campagne supprimée", description: "La campagne a été supprimée." },
    failure: { title: "Erreur", description: "Impossible d’enregistrer la campagne." },
  },
  hasDrafts: true,
  titleField: "title",
  schema: campaignSchema,
  publicPath: (slug) => `/#${slug}`,
  basePath: SITE_CONTENT_BASE,
  ordered: true,
  fields: [
    { name: "title", label: "Titre", kind: "text", required: true, wide: true },
    { name: "subtitle", label: "Sous-titre", kind: "text", required: true, wide: true },
    { name: "description", label: "Description", kind: "textarea", required: true, wide: true },
    { name: "icon", label: "Icône", kind: "select", options: options(CAMPAIGN_ICONS, CAMPAIGN_ICON_LABELS) },
    { name: "color", label: "Couleur de la carte", kind: "select", options: options(DOCUMENT_COLORS, COLOR_LABELS) },
    { name: "image_file", label: "Téléverser une image", kind: "image", hint: "JPEG, PNG ou WebP, 10 Mo au plus. L’image est réenregistrée sans ses métadonnées (position GPS, appareil) et déclinée en plusieurs tailles.", wide: true },
    { name: "image", label: "Ou adresse d’une image du site", kind: "url", placeholder: "/images/…", hint: "Laissez vide pour ne pas mettre d’image.", wide: true },
    { name: "image_alt", label: "Description de l’image", kind: "text", hint: "Ce que montre l’image, pour les personnes qui ne la voient pas.", wide: true },
    { name: "published", label: "Publié", kind: "checkbox" },
  ],
};
