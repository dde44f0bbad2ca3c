// The contact form's subjects with their French labels and its length limits. Zod-free, so the
// form's component can show them without loading the schema library (schema.ts holds the rules).
import { CONTACT_SUBJECTS, type ContactSubject } from "~/db/schema/enums";
import { EMAIL_MAX } from "~/lib/email-address";

export { EMAIL_MAX };

export const contactSubjects = CONTACT_SUBJECTS;
export type { ContactSubject };

export const contactSubjectLabels: Record<ContactSubject, string> = {
  adhesion: "Adhésion",
  quartier: "Mon quartier",
  position: "Une prise de position",
  evenement: "Un événement",
  autre: "Autre",
};

export const contactSubjectOptions = contactSubjects.map((value) => ({ value, label: contactSubjectLabels[value] }));

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === "string" && (contactSubjects as readonly string[]).includes(value);
}
