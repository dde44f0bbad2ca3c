// The membership form's zod schema with the spec's French messages, shared by the browser (conform)
// and the server, and the rule that fills a member's missing email and phone with the payer's.
// The schema is made for the years offered (years.ts): the browser gets them from the loader,
// the action computes them again with its own clock, so a past year posted is refused.
import { z } from "zod";
import { withPattern } from "~/lib/form-fields";
import { emailField } from "~/lib/email-field";
import { FRENCH_PHONE_MESSAGE } from "~/lib/french-phone";
import { optionalFrenchPhoneField } from "~/lib/french-phone-field";
import { MEMBERSHIP_LIMITS as L } from "./options";
import { MAX_PERSONS, PERSON_COUNTS, type PersonCount } from "./pricing";
import { yearRefusal } from "./years";

export const MEMBERSHIP_MESSAGES = {
  required: "Veuillez remplir tous les champs obligatoires.",
  field: "Ce champ est obligatoire.",
  member: (position: number) => `Veuillez remplir le nom et prénom de l’adhérent ${position}.`,
  consent: "Veuillez accepter le consentement RGPD.",
  email: "Adresse e-mail invalide",
  phone: FRENCH_PHONE_MESSAGE,
  postalCode: "Code postal invalide : 5 chiffres, par exemple 69002.",
  persons: "Choisissez un nombre de personnes entre 1 et 4.",
  tooLong: (max: number) => `${max} caractères au maximum.`,
} as const;

/** The toasts after sending the form (spec 02). */
export const MEMBERSHIP_SAVE_MESSAGES = {
  saved: { title: "Enregistrement réussi", description: "Redirection vers le paiement..." },
  savedWithoutLink: { type: "info" as const, title: "Enregistrement réussi", description: "Votre demande est enregistrée ; l’association vous recontactera pour le paiement." },
  failure: { title: "Erreur", description: "Une erreur est survenue lors de l’enregistrement. Veuillez réessayer." },
};

const M = MEMBERSHIP_MESSAGES;

/** French postal codes: five digits, departments 01 to 98 (incl. Corsica 20 and overseas 97/98). */
export const POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;

const text = (max: number) => z.string().trim().max(max, M.tooLong(max)).optional();

const email = emailField({ required: M.field, invalid: M.email, tooLong: M.tooLong(L.emailMax) }).optional();

const phone = optionalFrenchPhoneField(M.phone);

/** Members 2..4 as typed; only those within the chosen household size are checked and kept. */
const memberFieldsSchema = z.object({
  nom: text(L.nameMax),
  prenom: text(L.nameMax),
  email,
  telephone: phone,
});

const rawMemberSchema = z
  .object({ nom: z.string().optional(), prenom: z.string().optional(), email: z.string().optional(), telephone: z.string().optional() })
  .optional();

const PERSON_VALUES = PERSON_COUNTS.map(String) as ["1", "2", "3", "4"];

const PAYER_REQUIRED = ["nom", "prenom", "email", "telephone", "adresse_complete", "code_postal", "ville", "annee_adhesion", "nombre_personnes"] as const;

export interface AdditionalMember {
  nom: string;
  prenom: string;
  email?: string;
  telephone?: string;
}

export interface MembershipInput {
  nom: string;
  prenom: string;
  email: string;
  /** E.164 */
  telephone: string;
  adresse_complete: string;
  code_postal: string;
  ville: string;
  annee_adhesion: number;
  nombre_personnes: PersonCount;
  consentement_rgpd: true;
  /** Members 2..n (n = nombre_personnes), in order. */
  membres: AdditionalMember[];
}

/**
 * The membership form's schema for the years offered today (offeredMembershipYears). Built once
 * per set of years (two a year at most) and kept: zod compiles a schema's parser on its first
 * use, which a schema built per request would pay on every post.
 */
export function membershipSchemaFor(offeredYears: readonly number[]): MembershipSchema {
  const key = offeredYears.join(",");
  let schema = schemasByYears.get(key);
  if (!schema) {
    if (schemasByYears.size >= 8) schemasByYears.clear();
    schema = buildMembershipSchema(offeredYears);
    schemasByYears.set(key, schema);
  }
  return schema;
}

const schemasByYears = new Map<string, MembershipSchema>();

function buildMembershipSchema(offeredYears: readonly number[]) {
  return z
    .object({
      nom: text(L.nameMax),
      prenom: text(L.nameMax),
      email,
      telephone: phone,
      adresse_complete: text(L.adresseMax),
      code_postal: withPattern(`\\s*${POSTAL_CODE_PATTERN.source.slice(1, -1)}\\s*`, z.string().trim().regex(POSTAL_CODE_PATTERN, M.postalCode).optional()),
      ville: text(L.villeMax),
      annee_adhesion: z.string().trim().optional(),
      nombre_personnes: z.enum(PERSON_VALUES, { error: M.persons }).optional(),
      membres: z.array(rawMemberSchema).max(MAX_PERSONS - 1).optional(),
      consentement_rgpd: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      const missing = PAYER_REQUIRED.filter((key) => value[key] === undefined || value[key] === "");
      for (const key of missing) ctx.addIssue({ code: "custom", path: [key], message: M.field });
      if (missing.length > 0) ctx.addIssue({ code: "custom", path: [], message: M.required });

      const refusal = value.annee_adhesion ? yearRefusal(value.annee_adhesion, offeredYears) : null;
      if (refusal) ctx.addIssue({ code: "custom", path: ["annee_adhesion"], message: refusal });

      const persons = Number(value.nombre_personnes ?? 1);
      for (let index = 0; index < persons - 1; index++) {
        const position = index + 2;
        const parsed = memberFieldsSchema.safeParse(value.membres?.[index] ?? {});
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            ctx.addIssue({ code: "custom", path: ["membres", index, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))], message: issue.message });
          }
          continue;
        }
        const member = parsed.data;
        if (!member.nom || !member.prenom) {
          ctx.addIssue({ code: "custom", path: ["membres", index], message: M.member(position) });
          if (!member.nom) ctx.addIssue({ code: "custom", path: ["membres", index, "nom"], message: M.field });
          if (!member.prenom) ctx.addIssue({ code: "custom", path: ["membres", index, "prenom"], message: M.field });
        }
      }

      if (value.consentement_rgpd !== true) ctx.addIssue({ code: "custom", path: ["consentement_rgpd"], message: M.consent });
    })
    .transform((value): MembershipInput => {
      // Only reached when every check above passed: the required values are present.
      const persons = Number(value.nombre_personnes) as PersonCount;
      const membres = (value.membres ?? []).slice(0, persons - 1).map((raw) => {
        const m = memberFieldsSchema.parse(raw ?? {});
        return { nom: m.nom ?? "", prenom: m.prenom ?? "", email: m.email, telephone: m.telephone };
      });
      return {
        nom: value.nom ?? "",
        prenom: value.prenom ?? "",
        email: value.email ?? "",
        telephone: value.telephone ?? "",
        adresse_complete: value.adresse_complete ?? "",
        code_postal: value.code_postal ?? "",
        ville: value.ville ?? "",
        annee_adhesion: Number(value.annee_adhesion),
        nombre_personnes: persons,
        consentement_rgpd: true,
        membres,
      };
    });
}

export type MembershipSchema = ReturnType<typeof buildMembershipSchema>;

export interface HouseholdMember {
  position: number;
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

/** Member 1 is the payer; members 2..n take the payer's email and phone when they left theirs empty. */
export function householdMembers(input: MembershipInput): HouseholdMember[] {
  return [
    { position: 1, lastName: input.nom, firstName: input.prenom, email: input.email, phone: input.telephone },
    ...input.membres.map((m, index) => ({
      position: index + 2,
      lastName: m.nom,
      firstName: m.prenom,
      email: m.email ?? input.email,
      phone: m.telephone ?? input.telephone,
    })),
  ];
}
