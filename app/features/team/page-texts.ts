// The board page's editable texts (/admin/contenus/equipe/textes, issue 14): the contact block
// and the three values, stored in the "team_page" setting over the defaults of
// app/content/team.ts. The form's one zod schema with its French messages (browser and server)
// and the stored document's schema. Each text is one paragraph: line breaks typed in the form
// become spaces (lib/form-fields.ts). Client-safe.
import { z } from "zod";
import { teamContact, teamValues, type TeamValue } from "~/content/team";

export const TEAM_TEXT_LIMITS = { contactTitle: 80, contactText: 600, linkLabel: 40, valueTitle: 40, valueDescription: 400 } as const;
export const VALUE_COUNT = 3;

export interface TeamPageTexts {
  contact: { title: string; text: string; linkLabel: string };
  values: TeamValue[];
}

export const TEAM_TEXT_DEFAULTS: TeamPageTexts = {
  contact: { title: teamContact.title, text: teamContact.text, linkLabel: teamContact.linkLabel },
  values: teamValues.map((value) => ({ title: value.title, description: value.description })),
};

/** The "team_page" setting. */
export const storedTeamTextsSchema = z.object({
  contact: z.object({
    title: z.string().min(1).max(TEAM_TEXT_LIMITS.contactTitle),
    text: z.string().min(1).max(TEAM_TEXT_LIMITS.contactText),
    linkLabel: z.string().min(1).max(TEAM_TEXT_LIMITS.linkLabel),
  }),
  values: z
    .array(z.object({ title: z.string().min(1).max(TEAM_TEXT_LIMITS.valueTitle), description: z.string().min(1).max(TEAM_TEXT_LIMITS.valueDescription) }))
    .length(VALUE_COUNT),
});

const text = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const MISSING_FORM = "Le formulaire envoyé est incomplet. Rechargez la page et réessayez.";

export const teamTextsFormSchema = z.object({
  version: z.coerce.number({ error: MISSING_FORM }).int().min(0).max(2_147_483_647),
  contact: z.object(
    {
      title: text("Le titre du bloc de contact est obligatoire.", TEAM_TEXT_LIMITS.contactTitle, `Le titre du bloc de contact doit contenir au plus ${TEAM_TEXT_LIMITS.contactTitle} caractères.`),
      text: text("Le texte du bloc de contact est obligatoire.", TEAM_TEXT_LIMITS.contactText, `Le texte du bloc de contact doit contenir au plus ${TEAM_TEXT_LIMITS.contactText} caractères.`),
      link_label: text("Le libellé du bouton est obligatoire.", TEAM_TEXT_LIMITS.linkLabel, `Le libellé du bouton doit contenir au plus ${TEAM_TEXT_LIMITS.linkLabel} caractères.`),
    },
    { error: MISSING_FORM },
  ),
  values: z
    .array(
      z.object({
        title: text("Le titre de la valeur est obligatoire.", TEAM_TEXT_LIMITS.valueTitle, `Le titre de la valeur doit contenir au plus ${TEAM_TEXT_LIMITS.valueTitle} caractères.`),
        description: text("La description de la valeur est obligatoire.", TEAM_TEXT_LIMITS.valueDescription, `La description de la valeur doit contenir au plus ${TEAM_TEXT_LIMITS.valueDescription} caractères.`),
      }),
      { error: MISSING_FORM },
    )
    .length(VALUE_COUNT, MISSING_FORM),
});
export type TeamTextsForm = z.output<typeof teamTextsFormSchema>;

export function teamTextsFromForm(form: TeamTextsForm): TeamPageTexts {
  return {
    contact: { title: form.contact.title, text: form.contact.text, linkLabel: form.contact.link_label },
    values: form.values.map((value) => ({ title: value.title, description: value.description })),
  };
}

export function teamTextsToForm(texts: TeamPageTexts) {
  return { contact: { title: texts.contact.title, text: texts.contact.text, link_label: texts.contact.linkLabel }, values: texts.values };
}

/** The names of the texts that differ: the journal's summary. */
export function changedTeamTexts(before: TeamPageTexts, after: TeamPageTexts): string[] {
  const changed: string[] = [];
  if (before.contact.title !== after.contact.title) changed.push("Titre du bloc de contact");
  if (before.contact.text !== after.contact.text) changed.push("Texte du bloc de contact");
  if (before.contact.linkLabel !== after.contact.linkLabel) changed.push("Libellé du bouton");
  after.values.forEach((value, i) => {
    if (value.title !== before.values[i]?.title || value.description !== before.values[i]?.description) changed.push(`Valeur ${i + 1}`);
  });
  return changed;
}
