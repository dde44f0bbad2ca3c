// The five public forms of bench/load-submissions: where each posts, the fields a browser sends
// (the honeypot left empty, a fresh idempotency key as each form rendering carries), and the
// marker that finds the submission's row afterwards (a unique email address).
import { randomUUID } from "node:crypto";

export const FORMS = ["idea", "membership", "contact", "newsletter", "event-registration"] as const;
export type FormName = (typeof FORMS)[number];

export interface Submission {
  form: FormName;
  /** Unique per submission: the email address stored with its row. */
  marker: string;
  path: string;
  fields: Record<string, string>;
  /** Household size (membership): the member rows its household must have. */
  persons?: number;
}

export interface FormTargets {
  /** A membership year the site offers today (from /adhesion). */
  year: string;
  /** An upcoming published event taking registrations. */
  eventSlug: string;
}

const FIRST_NAMES = ["Alice", "Bruno", "Chloé", "Damien", "Élise", "Farid", "Gaëlle", "Hugo"];

/** The fields of submission `index` of `form` in the run `run` (a short random tag). */
export function submission(form: FormName, run: string, index: number, targets: FormTargets): Submission {
  const marker = `charge-${run}-${form}-${index}@exemple.fr`;
  const common = { site_web: "", idempotency_key: randomUUID() };
  const name = FIRST_NAMES[index % FIRST_NAMES.length]!;
  switch (form) {
    case "idea":
      return {
        form,
        marker,
        path: "/remontee-idees",
        fields: {
          ...common,
          nom: `${name} Martin`,
          email: marker,
          telephone: "",
          type_soumission: "idee",
          titre: `Des bancs place des Jacobins (${index})`,
          description: "Il manque des bancs à l’ombre pour les personnes âgées du quartier, surtout en été.",
          localisation: "Place des Jacobins",
          urgence: "normale",
        },
      };
    case "membership": {
      const persons = (index % 4) + 1;
      const fields: Record<string, string> = {
        ...common,
        nom: "Martin",
        prenom: name,
        email: marker,
        telephone: "06 12 34 56 78",
        adresse_complete: `${(index % 90) + 1} rue Mercière`,
        code_postal: "69002",
        ville: "Lyon",
        annee_adhesion: targets.year,
        nombre_personnes: String(persons),
        consentement_rgpd: "on",
      };
      for (let m = 0; m < persons - 1; m++) {
        fields[`membres[${m}].nom`] = "Martin";
        fields[`membres[${m}].prenom`] = FIRST_NAMES[(index + m + 1) % FIRST_NAMES.length]!;
      }
      return { form, marker, path: "/adhesion", fields, persons };
    }
    case "contact":
      return {
        form,
        marker,
        path: "/contact",
        fields: { ...common, name: `${name} Martin`, email: marker, subject: "quartier", message: `Bonjour, une question sur la réunion de quartier (${index}).` },
      };
    case "newsletter":
      return { form, marker, path: "/newsletter", fields: { ...common, email: marker, source: "newsletter" } };
    case "event-registration":
      return {
        form,
        marker,
        path: `/rencontres/${targets.eventSlug}`,
        fields: { ...common, name: `${name} Martin`, email: marker, persons: String((index % 2) + 1), message: "" },
      };
  }
}

/** What the site answers a stored submission: a redirect (idea, membership, event) or the page with its confirmation (contact, newsletter). */
export function isAccepted(status: number): boolean {
  return status >= 200 && status < 400;
}
