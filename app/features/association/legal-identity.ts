// The legal notice's registry data as administrators edit it (/admin/association, issue 14):
// the form's one zod schema (browser and server), the stored document's schema, and the list
// of fields the legal notice needs (the screen warns while one is empty). Client-safe.
import { z } from "zod";
import type { LegalIdentity } from "~/config/association";
import { isCalendarDate } from "~/lib/dates";
import { storedPublicIdentitySchema } from "./public-identity";

export const LEGAL_FIELD_LABELS = {
  rna_number: "Numéro RNA",
  created_on: "Date de création (déclaration en préfecture)",
  jo_published_on: "Publication au Journal officiel",
  head_office: "Siège social",
  publication_director: "Directeur ou directrice de la publication",
  hosting_name: "Hébergeur",
  hosting_address: "Adresse de l’hébergeur",
  hosting_phone: "Téléphone de l’hébergeur",
  privacy_email: "Adresse pour les données personnelles",
} as const;

export type LegalFieldName = keyof typeof LEGAL_FIELD_LABELS;

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}\u202f: ${max} caractères au plus.`)
    .optional()
    .transform((v) => (v ? v : null));

const date = (missing: string) => z.string({ error: missing }).trim().refine(isCalendarDate, "Indiquez une date valide.");

/** The legal notice's form fields; the /admin/association schema adds the public identity's. */
export const legalIdentityShape = {
  rna_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^W\d{9}$/, "Le numéro RNA s’écrit W suivi de 9 chiffres (par exemple W691234567).")
    .optional()
    .transform((v) => v ?? null),
  created_on: date("La date de création est obligatoire."),
  // Optional: until the association enters it, the legal notice leaves the line out.
  jo_published_on: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCalendarDate(v), "Indiquez une date valide."),
  head_office: z.string({ error: "Le siège social est obligatoire." }).trim().min(2, "Le siège social est obligatoire.").max(200, "Siège social\u202f: 200 caractères au plus."),
  publication_director: optional(120, "Directeur de la publication"),
  hosting_name: optional(200, "Hébergeur"),
  hosting_address: optional(300, "Adresse de l’hébergeur"),
  hosting_phone: optional(40, "Téléphone de l’hébergeur"),
  privacy_email: z
    .string()
    .trim()
    .max(254, "Adresse pour les données personnelles\u202f: 254 caractères au plus.")
    .toLowerCase()
    .optional()
    .refine((v) => !v || z.email().safeParse(v).success, "Adresse pour les données personnelles invalide\u202f: saisissez une adresse comme rgpd@exemple.fr.")
    .transform((v) => (v ? v : null)),
};

/** The Journal officiel publication follows the declaration (ISO dates compare as text). */
export const publishedAfterCreation = (v: { created_on: string; jo_published_on: string | null }) => v.jo_published_on === null || v.jo_published_on >= v.created_on;
export const publishedAfterCreationIssue = { path: ["jo_published_on"], message: "La publication au Journal officiel ne peut pas précéder la création de l’association." };

export const formVersionField = z.coerce.number().int().min(0).max(2_147_483_647);

export const legalIdentityFormSchema = z.object({ version: formVersionField, ...legalIdentityShape }).refine(publishedAfterCreation, publishedAfterCreationIssue);

export type LegalIdentityForm = z.output<typeof legalIdentityFormSchema>;

/** The stored document (site_settings "identity", its `legal` part). */
export const storedLegalIdentitySchema = z.object({
  rnaNumber: z.string().regex(/^W\d{9}$/).nullable(),
  createdOn: z.string().refine(isCalendarDate),
  journalOfficielOn: z.string().refine(isCalendarDate).nullable(),
  headOffice: z.string().min(1),
  publicationDirector: z.string().nullable(),
  hosting: z.object({ name: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable() }),
  // Absent from documents saved before it existed.
  privacyEmail: z.string().nullable().default(null),
});

/**
 * The "identity" setting: the legal notice's part and the public identity's part, each optional
 * (a document saved before the public part existed stays readable; a save of one part keeps the
 * other). Unknown keys are kept too, for a newer release's parts.
 */
export const storedIdentitySchema = z.looseObject({ legal: storedLegalIdentitySchema.optional(), public: storedPublicIdentitySchema.optional() });

export function legalIdentityFromForm(form: Omit<LegalIdentityForm, "version">): LegalIdentity {
  return {
    rnaNumber: form.rna_number,
    createdOn: form.created_on,
    journalOfficielOn: form.jo_published_on,
    headOffice: form.head_office,
    publicationDirector: form.publication_director,
    hosting: { name: form.hosting_name, address: form.hosting_address, phone: form.hosting_phone },
    privacyEmail: form.privacy_email,
  };
}

export function legalIdentityToForm(identity: LegalIdentity): Record<LegalFieldName, string> {
  return {
    rna_number: identity.rnaNumber ?? "",
    created_on: identity.createdOn,
    jo_published_on: identity.journalOfficielOn ?? "",
    head_office: identity.headOffice,
    publication_director: identity.publicationDirector ?? "",
    hosting_name: identity.hosting.name ?? "",
    hosting_address: identity.hosting.address ?? "",
    hosting_phone: identity.hosting.phone ?? "",
    privacy_email: identity.privacyEmail ?? "",
  };
}

/** The fields the legal notice (LCEN art. 6) needs that are still empty: the screen lists them. */
export function missingLegalFields(identity: LegalIdentity): string[] {
  const values = legalIdentityToForm(identity);
  const required: LegalFieldName[] = ["rna_number", "jo_published_on", "publication_director", "hosting_name", "hosting_address", "hosting_phone"];
  return required.filter((name) => !values[name]).map((name) => LEGAL_FIELD_LABELS[name]);
}
