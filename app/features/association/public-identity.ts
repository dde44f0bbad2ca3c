// The association's public identity as administrators edit it (/admin/association, issue 14):
// name, short name, contact email, postal address, phone, social links and press space. The
// form's fields (one zod shape, browser and server), the stored document's schema (the
// "identity" setting's `public` part) and the merge over the environment's defaults. Client-safe.
import { z } from "zod";
import type { PublicSiteConfig, SocialLink } from "~/config/association";
import { formatFrenchPhone } from "~/lib/french-phone";
import { optionalFrenchPhoneField } from "~/lib/french-phone-field";

export const PUBLIC_FIELD_LABELS = {
  association_name: "Nom de l’association",
  short_name: "Nom court (sigle)",
  contact_email: "Adresse e-mail de contact",
  postal_address: "Adresse postale",
  phone: "Téléphone",
  facebook_url: "Lien Facebook",
  instagram_url: "Lien Instagram",
  linkedin_url: "Lien LinkedIn",
  press_url: "Lien de l’espace presse",
} as const;

export type PublicFieldName = keyof typeof PUBLIC_FIELD_LABELS;

const SOCIAL_NETWORKS = [
  { id: "facebook", label: "Facebook", field: "facebook_url" },
  { id: "instagram", label: "Instagram", field: "instagram_url" },
  { id: "linkedin", label: "LinkedIn", field: "linkedin_url" },
] as const satisfies readonly { id: SocialLink["id"]; label: string; field: PublicFieldName }[];

const required = (min: number, max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().min(min, missing).max(max, `${label}\u202f: ${max} caractères au plus.`);

/** An absolute web address (http or https) with a host name; empty means "no link" (null). */
const optionalWebAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label}\u202f: 500 caractères au plus.`)
    .optional()
    .refine((value) => !value || isWebAddress(value), `${label}\u202f: indiquez une adresse web complète, commençant par https://.`)
    .transform((value) => (value ? value : null));

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The public identity's form fields; the /admin/association schema adds the legal ones. */
export const publicIdentityShape = {
  association_name: required(2, 150, "Nom de l’association", "Le nom de l’association est obligatoire."),
  short_name: required(2, 12, "Nom court", "Le nom court (sigle) est obligatoire."),
  // Empty: none yet (the site offers the contact form, the association's mail reaches its administrators).
  contact_email: z
    .string()
    .trim()
    .max(254, "Adresse e-mail de contact\u202f: 254 caractères au plus.")
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, "Adresse e-mail de contact invalide\u202f: saisissez une adresse comme contact@exemple.fr.")
    .transform((value) => value || null),
  postal_address: required(5, 300, "Adresse postale", "L’adresse postale est obligatoire."),
  phone: optionalFrenchPhoneField().transform((value) => value ?? null),
  facebook_url: optionalWebAddress("Lien Facebook"),
  instagram_url: optionalWebAddress("Lien Instagram"),
  linkedin_url: optionalWebAddress("Lien LinkedIn"),
  press_url: optionalWebAddress("Lien de l’espace presse"),
};

export type PublicIdentityForm = z.output<z.ZodObject<typeof publicIdentityShape>>;

/** The stored document (site_settings "identity", its `public` part). A null link: no link. */
export const storedPublicIdentitySchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  email: z.string().min(3).nullable(),
  address: z.string().min(1),
  phone: z.string().nullable(),
  pressUrl: z.string().nullable(),
  social: z.object({ facebook: z.string().nullable(), instagram: z.string().nullable(), linkedin: z.string().nullable() }),
});

export type PublicIdentity = z.output<typeof storedPublicIdentitySchema>;

export function publicIdentityFromForm(form: PublicIdentityForm): PublicIdentity {
  return {
    name: form.association_name,
    shortName: form.short_name,
    email: form.contact_email,
    address: form.postal_address,
    phone: form.phone,
    pressUrl: form.press_url,
    social: { facebook: form.facebook_url, instagram: form.instagram_url, linkedin: form.linkedin_url },
  };
}

export function publicIdentityToForm(identity: PublicIdentity): Record<PublicFieldName, string> {
  return {
    association_name: identity.name,
    short_name: identity.shortName,
    contact_email: identity.email ?? "",
    postal_address: identity.address,
    phone: identity.phone ? formatFrenchPhone(identity.phone) : "",
    facebook_url: identity.social.facebook ?? "",
    instagram_url: identity.social.instagram ?? "",
    linkedin_url: identity.social.linkedin ?? "",
    press_url: identity.pressUrl ?? "",
  };
}

/** The public identity a site configuration shows (the environment's, before any save). */
export function publicIdentityOf(site: PublicSiteConfig): PublicIdentity {
  const link = (id: SocialLink["id"]) => site.social.find((s) => s.id === id)?.url ?? null;
  return {
    name: site.name,
    shortName: site.shortName,
    email: site.email,
    address: site.address,
    phone: site.phone,
    pressUrl: site.pressUrl,
    social: { facebook: link("facebook"), instagram: link("instagram"), linkedin: link("linkedin") },
  };
}

/** `site` with the saved public identity over it; a network without a link is left out. */
export function withPublicIdentity(site: PublicSiteConfig, identity: PublicIdentity): PublicSiteConfig {
  return {
    ...site,
    name: identity.name,
    shortName: identity.shortName,
    email: identity.email,
    address: identity.address,
    phone: identity.phone,
    pressUrl: identity.pressUrl,
    social: SOCIAL_NETWORKS.flatMap(({ id, label }) => {
      const url = identity.social[id];
      return url ? [{ id, label, url }] : [];
    }),
  };
}

/** The names of the public fields whose value differs between two identities (for the journal). */
export function changedPublicFields(before: PublicIdentity, after: PublicIdentity): string[] {
  const a = publicIdentityToForm(before);
  const b = publicIdentityToForm(after);
  return (Object.keys(PUBLIC_FIELD_LABELS) as PublicFieldName[]).filter((name) => a[name] !== b[name]).map((name) => PUBLIC_FIELD_LABELS[name]);
}
