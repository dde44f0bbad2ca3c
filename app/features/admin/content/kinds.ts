// The content kinds of the back-office (blog, rencontres, propositions, prises de position):
// for each, its section in the URL, the permission it needs, the spec's French texts, the
// fields of its form (field names are the spec's) and the one zod schema the browser (conform)
// and the server both validate with. Client-safe: the server side is in content.server.ts.
import { z } from "zod";
import {
  BLOG_CATEGORIES,
  BLOG_NEIGHBORHOODS,
  CAMPAIGN_ICONS,
  CONSENT_METHODS,
  DOCUMENT_COLORS,
  EVENT_TYPES,
  POSITION_CATEGORIES,
  POSITION_STATUSES,
  PROPOSAL_PRIORITIES,
  PROPOSAL_PROGRESS,
  PROPOSAL_THEMES,
  TESTIMONIAL_CATEGORIES,
} from "~/db/schema/enums";
import { PRIORITY_LABELS, PROGRESS_LABELS } from "~/features/proposals/labels";
import { parisIsoDate } from "~/lib/dates";
import { multiline } from "~/lib/form-fields";
import { foldText } from "~/lib/text-folding";
import type { FormReply } from "~/lib/form-reply";
import type { JournalEntity } from "~/lib/journal.server";
import type { Permission } from "~/lib/permissions";

export const CONTENT_SECTIONS = ["blog", "rencontres", "propositions", "prises-positions", "equipe", "temoignages", "campagnes"] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** The sections of "Contenus du site" (/admin/contenus/…): ordered lists of the association's own pages. */
export const SITE_CONTENT_SECTIONS = ["equipe", "temoignages", "campagnes"] as const satisfies readonly ContentSection[];
export const SITE_CONTENT_BASE = "/admin/contenus";

export function isContentSection(value: unknown): value is ContentSection {
  return typeof value === "string" && (CONTENT_SECTIONS as readonly string[]).includes(value);
}

export const CONTENT_LIMITS = { title: 200, slug: 120, excerpt: 500, content: 20_000, short: 200, url: 500 } as const;

type Option = { value: string; label: string };
const options = (values: readonly string[], labels: Record<string, string> = {}): Option[] => values.map((value) => ({ value, label: labels[value] ?? value }));

const COLOR_LABELS: Record<(typeof DOCUMENT_COLORS)[number], string> = {
  brand: "Bleu",
  ochre: "Ocre",
  emerald: "Vert",
  rose: "Rose",
  violet: "Violet",
  sky: "Ciel",
  amber: "Ambre",
  teal: "Sarcelle",
};

/** How a field is drawn; the schema says what it accepts. */
export type FieldKind = "text" | "slug" | "textarea" | "markdown" | "select" | "checkbox" | "date" | "time" | "number" | "url" | "image";

export interface ContentField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly Option[];
  /** The empty choice of an optional select. */
  emptyOption?: string;
  hint?: string;
  placeholder?: string;
  /** Full width in the two-column form grid. */
  wide?: boolean;
  /** Fields sharing a group are drawn together in a fieldset with this legend. */
  group?: string;
}

// --- Field schemas with their French messages -----------------------------------------------

const requiredText = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();
const checkbox = z.boolean().default(false);

const SLUG_MESSAGE = "L’adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets.";
const slugField = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.slug, `L’adresse doit contenir au plus ${CONTENT_LIMITS.slug} caractères.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE)
  .optional();

const markdownField = (missing?: string) => {
  const tooLong = `Le texte doit contenir au plus ${CONTENT_LIMITS.content.toLocaleString("fr-FR")} caractères.`;
  return multiline(missing ? requiredText(missing, CONTENT_LIMITS.content, tooLong) : optionalText(CONTENT_LIMITS.content, tooLong));
};

const TITLE_TOO_LONG = `Le titre doit contenir au plus ${CONTENT_LIMITS.title} caractères.`;
// Images come from the site itself: the CSP and the visitors' privacy keep other hosts out.
const URL_MESSAGE = "Indiquez l’adresse d’une image du site, commençant par / (par exemple /images/…).";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (what a date input sends). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1800 && y <= 2200;
}

const dateField = (missing: string) => z.string({ error: missing }).trim().refine(isCalendarDate, "Indiquez une date valide.");

/** "14h30", "14h", "14:30", "9h05" → "14:30", or null. */
export function parseFrenchTime(value: string): string | null {
  const match = /^\s*([01]?\d|2[0-3])\s*(?:h|:|H)\s*([0-5]\d)?\s*$/.exec(value);
  if (!match) return null;
  return `${match[1]!.padStart(2, "0")}:${match[2] ?? "00"}`;
}

/** "14:30" → "14h30", "09:00" → "9h". */
export function formatFrenchTime(hhmm: string): string {
  const [h, m] = hhmm.split(":");
  return `${Number(h)}h${m && m !== "00" ? m : ""}`;
}

const timeField = z
  .string({ error: "L’heure est obligatoire." })
  .trim()
  .refine((v) => parseFrenchTime(v) !== null, "Indiquez l’heure au format 14h30.");

const imageUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, URL_MESSAGE)
  .refine((v) => /^\/(?![/\\])[^\s"'<>]*$/.test(v), URL_MESSAGE)
  .optional();

const linkUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, "L’adresse est trop longue.")
  .refine((v) => /^https?:\/\/[^/\s]+\S*$/i.test(v), "Indiquez une adresse commençant par https://.")
  .optional();

/** Fields every form carries: what the button asks for, and the version the edit started from. */
const editorFields = {
  intent: z.enum(["save", "preview"]).default("save"),
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
};

// --- The kinds -----------------------------------------------------------------------------

export const blogSchema = z
  .object({
    ...editorFields,
    title: requiredText("Le titre est obligatoire.", CONTENT_LIMITS.title, TITLE_TOO_LONG),
    slug: slugField,
    excerpt: multiline(requiredText("Le résumé est obligatoire.", CONTENT_LIMITS.excerpt, `Le résumé doit contenir au plus ${CONTENT_LIMITS.excerpt} caractères.`)),
    content: markdownField("Le contenu est obligatoire."),
    category: z.enum(BLOG_CATEGORIES, { error: "Choisissez une catégorie dans la liste." }).default("Urbanisme"),
    neighborhood: z.enum(BLOG_NEIGHBORHOODS, { error: "Choisissez un quartier dans la liste." }).optional(),
    image: imageUrl,
    image_file: z
      .file()
      .max(10 * 1024 * 1024, "L’image dépasse 10 Mo\u202f: réduisez-la avant de la téléverser.")
      .mime(["image/jpeg", "image/png", "image/webp"], "Choisissez une image JPEG, PNG ou WebP.")
      .optional(),
    image_alt: optionalText(CONTENT_LIMITS.short, `La description de l’image doit contenir au plus ${CONTENT_LIMITS.short} caractères.`),
    published: checkbox,
  })
  .refine((v) => !(v.image || v.image_file) || !!v.image_alt, { path: ["image_alt"], message: "Décrivez l’image pour les personnes qui ne la voient pas." });

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

// --- The association's own pages ("Contenus du site") --------------------------------------

/** An uploaded picture (the editor stores it through the image module) and where it is already. */
const imageFields = {
  image: imageUrl,
  image_file: z
    .file()
    .max(10 * 1024 * 1024, "L’image dépasse 10 Mo\u202f: réduisez-la avant de la téléverser.")
    .mime(["image/jpeg", "image/png", "image/webp"], "Choisissez une image JPEG, PNG ou WebP.")
    .optional(),
  image_alt: optionalText(CONTENT_LIMITS.short, `La description de l’image doit contenir au plus ${CONTENT_LIMITS.short} caractères.`),
};
const ALT_REQUIRED = { path: ["image_alt"], message: "Décrivez l’image pour les personnes qui ne la voient pas." };
const altGiven = (v: { image?: string; image_file?: File; image_alt?: string }) => !(v.image || v.image_file) || !!v.image_alt;

export const TAG_LIMITS = { count: 8, length: 40 } as const;

/** "Patrimoine, Urbanisme" → ["Patrimoine", "Urbanisme"]: commas or new lines separate the tags. */
export function splitTags(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[,\n]/)
    .map((tag) => tag.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

const tagsField = z
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

/**
 * The editor's answer: the one form reply (lib/form-reply.ts), whose page output after "Aperçu
 * du texte" is the rendered Markdown (a preview saves nothing: the text, sanitised).
 */
export type EditorReply = FormReply<{ preview: string }>;

export interface ToastText {
  title: string;
  description?: string;
}

export interface ContentKind {
  section: ContentSection;
  permission: Permission;
  journalEntity: JournalEntity;
  /** The list's h1 and the nav label. */
  title: string;
  /** "l’article", "la rencontre": in sentences. */
  theOne: string;
  newLabel: string;
  editTitle: string;
  empty: { title: string; hint: string };
  toasts: { created: ToastText; updated: ToastText; deleted: ToastText; failure: ToastText };
  /** Drafts exist (published flag); positions are all public. */
  hasDrafts: boolean;
  /** The field whose value is the item's title. */
  titleField: string;
  fields: readonly ContentField[];
  schema: z.ZodType;
  /** The public page of a published item, if it has one. */
  publicPath?: (slug: string) => string;
  /** Where the section's list is; "/admin" unless given (the site's own pages: SITE_CONTENT_BASE). */
  basePath?: string;
  /**
   * The site's own pages: the list is in the back-office order (moved up and down, new items at
   * the end), seeded samples carry an "Exemple" badge until saved, and the flag may have its own
   * words (a board member is shown or hidden rather than published).
   */
  ordered?: boolean;
  /** The checkbox that puts the item online ("published" unless given). */
  flagField?: string;
  flagLabels?: FlagLabels;
  /** Other back-office pages of an item (a rencontre's registrations), linked from its form. */
  itemLinks?: (id: number) => readonly { to: string; label: string }[];
}

export interface FlagLabels {
  on: string;
  off: string;
  turnOn: string;
  turnOff: string;
  /** The journal's words and the toast after a toggle. */
  turnedOn: string;
  turnedOff: string;
}

export const PUBLISH_LABELS: FlagLabels = { on: "Publié", off: "Brouillon", turnOn: "Publier", turnOff: "Dépublier", turnedOn: "Publié", turnedOff: "Repassé en brouillon" };
const VISIBLE_LABELS: FlagLabels = { on: "Affiché", off: "Masqué", turnOn: "Afficher", turnOff: "Masquer", turnedOn: "Affiché sur le site", turnedOff: "Masqué du site" };

export const flagLabelsOf = (kind: ContentKind) => kind.flagLabels ?? PUBLISH_LABELS;
export const flagFieldOf = (kind: ContentKind) => kind.flagField ?? "published";

const SLUG_HINT = "L’adresse de la page. Laissez vide pour la former à partir du titre.";
const MARKDOWN_HINT = "Mise en forme Markdown\u202f: **gras**, *italique*, listes avec «\u202f-\u202f», liens [texte](https://…). Le HTML n’est pas accepté.";

export const CONTENT_KINDS: Readonly<Record<ContentSection, ContentKind>> = {
  blog: {
    section: "blog",
    permission: "blog:write",
    publicPath: (slug) => `/blog/${slug}`,
    journalEntity: "blog_post",
    title: "Gestion du blog",
    theOne: "l’article",
    newLabel: "Nouvel article",
    editTitle: "Modifier l’article",
    empty: { title: "Aucun article trouvé", hint: "Commencez par créer votre premier article" },
    toasts: {
      created: { title: "Article créé", description: "L’article a été créé avec succès" },
      updated: { title: "Article modifié", description: "L’article a été modifié avec succès" },
      deleted: { title: "Article supprimé", description: "L’article a été supprimé." },
      failure: { title: "Erreur", description: "Impossible de sauvegarder l’article" },
    },
    hasDrafts: true,
    titleField: "title",
    schema: blogSchema,
    fields: [
      { name: "title", label: "Titre", kind: "text", required: true, wide: true },
      { name: "slug", label: "Adresse (slug)", kind: "slug", hint: SLUG_HINT, wide: true },
      { name: "excerpt", label: "Résumé", kind: "textarea", required: true, wide: true },
      { name: "content", label: "Contenu", kind: "markdown", required: true, hint: MARKDOWN_HINT, wide: true },
      { name: "category", label: "Catégorie", kind: "select", required: true, options: options(BLOG_CATEGORIES) },
      { name: "neighborhood", label: "Quartier", kind: "select", options: options(BLOG_NEIGHBORHOODS), emptyOption: "Aucun quartier" },
      { name: "image_file", label: "Téléverser une image", kind: "image", hint: "JPEG, PNG ou WebP, 10 Mo au plus. L’image est réenregistrée sans ses métadonnées (position GPS, appareil).", wide: true },
      { name: "image", label: "Ou adresse d’une image du site", kind: "url", placeholder: "/images/…", hint: "Par exemple /images/gallery/… ; laissez vide pour ne pas mettre d’image.", wide: true },
      { name: "image_alt", label: "Description de l’image", kind: "text", hint: "Ce que montre l’image, pour les personnes qui ne la voient pas.", wide: true },
      { name: "published", label: "Publié", kind: "checkbox" },
    ],
  },
  rencontres: {
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
  },
  propositions: {
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
  },
  "prises-positions": {
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
  },
  equipe: {
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
  },
  temoignages: {
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
  },
  campagnes: {
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
  },
};

/** The back-office list of a kind. */
export const listPath = (kind: Pick<ContentKind, "section" | "basePath">) => `${kind.basePath ?? "/admin"}/${kind.section}`;

/**
 * The kind of a URL section, or null (the route answers 404). The same route modules serve
 * /admin/:section and /admin/contenus/:section: a kind answers only under its own list path, so
 * /admin/equipe and /admin/contenus/blog are not found.
 */
export function contentKindAt(pathname: string, section: unknown): ContentKind | null {
  if (!isContentSection(section)) return null;
  const kind = CONTENT_KINDS[section];
  const base = listPath(kind);
  const path = pathname.replace(/\.data$/, "");
  return path === base || path.startsWith(`${base}/`) ? kind : null;
}

/** A URL-safe address from a title: "Fête des Lumières 2026" → "fete-des-lumieres-2026". */
export function slugify(title: string): string {
  const slug = foldText(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CONTENT_LIMITS.slug - 4)
    .replace(/-+$/g, "");
  return slug || "sans-titre";
}
