// The testimonials' kind in the back-office's content editor ("Contenus du site" → Témoignages):
// the form with the person's recorded agreement, its schema, labels and texts.
import { z } from "zod";
import { BLOG_NEIGHBORHOODS, CONSENT_METHODS, TESTIMONIAL_CATEGORIES } from "~/db/schema/enums";
import { ALT_REQUIRED, type ContentKind, SITE_CONTENT_BASE, altGiven, checkbox, dateField, editorFields, imageFields, optionalText, options, requiredText } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";
import { parisIsoDate } from "~/lib/dates";

/** Today in Paris, as a date input writes it: a consent cannot be given in the future. */
const notInFuture = (value: string) => value <= parisIsoDate(new Date());

export const testimonialSchema = z
  .object({
    ...editorFields,
    name: requiredText("Le nom est obligatoire.", 120, "Le nom doit contenir au plus 120 caractères."),
    role: requiredText("Le rôle est obligatoire.", 120, "Le rôle doit contenir au plus 120 caractères."),
    category: z.enum(TESTIMONIAL_CATEGORIES, { error: "Choisissez une catégorie dans la liste." }),
    neighbourhood: z.enum(BLOG_NEIGHBORHOODS, { error: "Choisissez un quartier dans la liste." }).optional(),
    text: multiline(requiredText("Le témoignage est obligatoire.", 1_200, "Le témoignage doit contenir au plus 1 200 caractères.")),
    rating: z.coerce.number({ error: "Choisissez une note de 1 à 5." }).int("Choisissez une note de 1 à 5.").min(1, "Choisissez une note de 1 à 5.").max(5, "Choisissez une note de 1 à 5.").default(5),
    ...imageFields,
    featured_on_home: checkbox,
    published: checkbox,
    consent: z.literal(true, { error: "Cochez cette case seulement si la personne a accepté la publication\u202f: sans son accord, le témoignage ne peut pas être enregistré." }),
    consent_on: dateField("Indiquez la date de l’accord.").refine(notInFuture, "La date de l’accord ne peut pas être dans le futur."),
    consent_method: z.enum(CONSENT_METHODS, { error: "Indiquez comment la personne a donné son accord." }),
    consent_note: optionalText(300, "La précision doit contenir au plus 300 caractères."),
  })
  .refine(altGiven, ALT_REQUIRED);

export const TESTIMONIAL_CATEGORY_LABELS: Record<(typeof TESTIMONIAL_CATEGORIES)[number], string> = {
  residents: "Résidents",
  commercants: "Commerçants",
  visiteurs: "Visiteurs",
  artistes: "Artistes",
};

export const CONSENT_METHOD_LABELS: Record<(typeof CONSENT_METHODS)[number], string> = {
  ecrit: "Accord écrit signé",
  email: "Courriel",
  formulaire: "Formulaire du site",
  oral: "Accord oral",
};

export const testimonialKind: ContentKind = {
  section: "temoignages",
  permission: "site:write",
  journalEntity: "testimonial",
  title: "Témoignages",
  theOne: "le témoignage",
  newLabel: "Nouveau témoignage",
  editTitle: "Modifier le témoignage",
  empty: { title: "Aucun témoignage", hint: "Ajoutez un témoignage recueilli avec l’accord de la personne." },
  toasts: {
    created: { title: "Témoignage ajouté", description: "Le témoignage a été ajouté." },
    updated: { title: "Témoignage modifié", description: "Le témoignage a été modifié." },
    deleted: { title: "Témoignage supprimé", description: "Le témoignage a été supprimé." },
    failure: { title: "Erreur", description: "Impossible d’enregistrer le témoignage." },
  },
  hasDrafts: true,
  titleField: "name",
  schema: testimonialSchema,
  publicPath: () => "/temoignages",
  basePath: SITE_CONTENT_BASE,
  ordered: true,
  fields: [
    { name: "name", label: "Nom", kind: "text", required: true },
    { name: "role", label: "Rôle", kind: "text", required: true, placeholder: "Habitante d’Ainay" },
    { name: "category", label: "Catégorie", kind: "select", required: true, options: options(TESTIMONIAL_CATEGORIES, TESTIMONIAL_CATEGORY_LABELS), emptyOption: "Choisissez une catégorie" },
    { name: "neighbourhood", label: "Quartier", kind: "select", options: options(BLOG_NEIGHBORHOODS), emptyOption: "Aucun quartier" },
    { name: "text", label: "Témoignage", kind: "textarea", required: true, wide: true },
    { name: "rating", label: "Note", kind: "select", options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sur 5` })) },
    { name: "image_file", label: "Téléverser une photo", kind: "image", hint: "JPEG, PNG ou WebP, 10 Mo au plus. L’image est réenregistrée sans ses métadonnées (position GPS, appareil) et déclinée en plusieurs tailles.", wide: true },
    { name: "image", label: "Ou adresse d’une image du site", kind: "url", placeholder: "/images/…", hint: "Laissez vide pour ne pas mettre d’image.", wide: true },
    { name: "image_alt", label: "Description de l’image", kind: "text", hint: "Ce que montre l’image, pour les personnes qui ne la voient pas.", wide: true },
    { name: "featured_on_home", label: "Mis en avant sur l’accueil", kind: "checkbox" },
    { name: "published", label: "Publié", kind: "checkbox" },
    { name: "consent", label: "La personne a accepté la publication de son témoignage, de son nom et de sa photo", kind: "checkbox", required: true, wide: true, group: "Accord de publication (visible seulement dans l’administration)" },
    { name: "consent_on", label: "Date de l’accord", kind: "date", required: true, group: "Accord de publication (visible seulement dans l’administration)" },
    { name: "consent_method", label: "Forme de l’accord", kind: "select", required: true, options: options(CONSENT_METHODS, CONSENT_METHOD_LABELS), emptyOption: "Choisissez", group: "Accord de publication (visible seulement dans l’administration)" },
    { name: "consent_note", label: "Précision", kind: "text", hint: "Par exemple\u202f: accord signé conservé au local, courriel du 3 mars.", wide: true, group: "Accord de publication (visible seulement dans l’administration)" },
  ],
};
