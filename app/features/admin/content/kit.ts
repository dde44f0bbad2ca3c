// The content editor's kit: what every kind of the back-office's editor shares — the sections
// of its URLs, the field schemas with their French messages, the field and kind declarations, the
// flag labels, slugs. Each domain declares its own kind with it (features/<domain>/admin/editor.ts:
// its section, permission, texts, fields and the one zod schema the browser and the server both
// validate with); kinds.ts puts them together. Client-safe: the server side is content.server.ts.
import { z } from "zod";
import { DOCUMENT_COLORS } from "~/db/schema/enums";
import { isCalendarDate } from "~/lib/dates";
import { multiline } from "~/lib/form-fields";
import { foldText } from "~/lib/text-folding";
import type { FormReply } from "~/lib/form-reply";
import type { JournalEntity } from "~/lib/journal.server";
import type { Permission } from "~/lib/permissions";

export const CONTENT_SECTIONS = ["blog", "rencontres", "propositions", "prises-positions", "equipe", "temoignages", "campagnes", "frise"] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** The sections of "Contenus du site" (/admin/contenus/…): ordered lists of the association's own pages. */
export const SITE_CONTENT_SECTIONS = ["equipe", "temoignages", "campagnes", "frise"] as const satisfies readonly ContentSection[];
export const SITE_CONTENT_BASE = "/admin/contenus";

export function isContentSection(value: unknown): value is ContentSection {
  return typeof value === "string" && (CONTENT_SECTIONS as readonly string[]).includes(value);
}

export const CONTENT_LIMITS = { title: 200, slug: 120, excerpt: 500, content: 20_000, short: 200, url: 500 } as const;

export type Option = { value: string; label: string };
export const options = (values: readonly string[], labels: Record<string, string> = {}): Option[] => values.map((value) => ({ value, label: labels[value] ?? value }));

export const COLOR_LABELS: Record<(typeof DOCUMENT_COLORS)[number], string> = {
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

export const requiredText = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
export const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();
export const checkbox = z.boolean().default(false);

export const SLUG_MESSAGE = "L’adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets.";
export const slugField = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.slug, `L’adresse doit contenir au plus ${CONTENT_LIMITS.slug} caractères.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE)
  .optional();

export const markdownField = (missing?: string) => {
  const tooLong = `Le texte doit contenir au plus ${CONTENT_LIMITS.content.toLocaleString("fr-FR")} caractères.`;
  return multiline(missing ? requiredText(missing, CONTENT_LIMITS.content, tooLong) : optionalText(CONTENT_LIMITS.content, tooLong));
};

export const TITLE_TOO_LONG = `Le titre doit contenir au plus ${CONTENT_LIMITS.title} caractères.`;
// Images come from the site itself: the CSP and the visitors' privacy keep other hosts out.
export const URL_MESSAGE = "Indiquez l’adresse d’une image du site, commençant par / (par exemple /images/…).";
export const dateField = (missing: string) => z.string({ error: missing }).trim().refine(isCalendarDate, "Indiquez une date valide.");

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

export const timeField = z
  .string({ error: "L’heure est obligatoire." })
  .trim()
  .refine((v) => parseFrenchTime(v) !== null, "Indiquez l’heure au format 14h30.");

export const imageUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, URL_MESSAGE)
  .refine((v) => /^\/(?![/\\])[^\s"'<>]*$/.test(v), URL_MESSAGE)
  .optional();

export const linkUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, "L’adresse est trop longue.")
  .refine((v) => /^https?:\/\/[^/\s]+\S*$/i.test(v), "Indiquez une adresse commençant par https://.")
  .optional();

/** Fields every form carries: what the button asks for, and the version the edit started from. */
export const editorFields = {
  intent: z.enum(["save", "preview"]).default("save"),
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
};

/** An uploaded picture (the editor stores it through the image module) and where it is already. */
export const imageFields = {
  image: imageUrl,
  image_file: z
    .file()
    .max(10 * 1024 * 1024, "L’image dépasse 10 Mo\u202f: réduisez-la avant de la téléverser.")
    .mime(["image/jpeg", "image/png", "image/webp"], "Choisissez une image JPEG, PNG ou WebP.")
    .optional(),
  image_alt: optionalText(CONTENT_LIMITS.short, `La description de l’image doit contenir au plus ${CONTENT_LIMITS.short} caractères.`),
};
export const ALT_REQUIRED = { path: ["image_alt"], message: "Décrivez l’image pour les personnes qui ne la voient pas." };
export const altGiven = (v: { image?: string; image_file?: File; image_alt?: string }) => !(v.image || v.image_file) || !!v.image_alt;

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
export const VISIBLE_LABELS: FlagLabels = { on: "Affiché", off: "Masqué", turnOn: "Afficher", turnOff: "Masquer", turnedOn: "Affiché sur le site", turnedOff: "Masqué du site" };

export const flagLabelsOf = (kind: ContentKind) => kind.flagLabels ?? PUBLISH_LABELS;
export const flagFieldOf = (kind: ContentKind) => kind.flagField ?? "published";

export const SLUG_HINT = "L’adresse de la page. Laissez vide pour la former à partir du titre.";
export const MARKDOWN_HINT = "Mise en forme Markdown\u202f: **gras**, *italique*, listes avec «\u202f-\u202f», liens [texte](https://…). Le HTML n’est pas accepté.";

/** The back-office list of a kind. */
export const listPath = (kind: Pick<ContentKind, "section" | "basePath">) => `${kind.basePath ?? "/admin"}/${kind.section}`;

/** A URL-safe address from a title: "Fête des Lumières 2026" → "fete-des-lumieres-2026". */
export function slugify(title: string): string {
  const slug = foldText(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CONTENT_LIMITS.slug - 4)
    .replace(/-+$/g, "");
  return slug || "sans-titre";
}
