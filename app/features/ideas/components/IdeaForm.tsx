// The idea and problem form in three numbered sections: a document form (features/forms/
// components/DocumentForm.tsx) whose plain POST is answered by a redirect to the empty form with
// a toast, or by the page with what was typed and its errors. The form module checks the fields
// before sending and keeps a submission made offline for later.
import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Send } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import { sitePages } from "~/config/pages";
import type { OutboxForm } from "~/features/offline/outbox";
import { formConstraints } from "~/lib/form-constraints";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { ideaSchema, type IdeaInput } from "../schema";
import { DISTRICTS, IDEA_LIMITS as L, IDEA_SUBMIT_MESSAGES, IDEA_TYPE_HINTS, IDEA_TYPE_LABELS, IDEA_TYPES, URGENCY_LABELS, URGENCY_LEVELS } from "../options";

/** Sent offline, the idea leaves with the connection (features/offline). */
/** Kept for later when sent offline (ADR 0018; listed for the service worker in server/outbox-forms.ts). */
export const IDEA_OUTBOX: OutboxForm = { paths: [sitePages.ideas.path], label: "Votre idée ou signalement", sent: IDEA_SUBMIT_MESSAGES.success };

export const IDEA_FORM_ID = "idee";

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-700">
      <legend className="float-left mb-5 flex w-full items-center gap-3 text-lg font-semibold text-brand-800 dark:text-brand-100">
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-200 dark:text-brand-900">
          {number}
        </span>
        <span>
          <span className="sr-only">Étape {number}&#8239;: </span>
          {title}
        </span>
      </legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

export function IdeaForm({
  lastResult,
  failure,
  idempotencyKey,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  failure?: { title: string; description: string } | null;
  /** The key of this rendering: a retried post stores the idea once. */
  idempotencyKey?: string;
}) {
  const { constraint, messages } = formConstraints(ideaSchema);
  const [form, fields] = useForm<IdeaInput>({
    id: IDEA_FORM_ID,
    lastResult,
    constraint,
    defaultValue: { type_soumission: "idee", urgence: "normale" },
  });
  const noAria = { ariaAttributes: false } as const;

  return (
    <DocumentForm id={form.id} action="/remontee-idees" navigate messages={messages} outbox={IDEA_OUTBOX} className="space-y-8" aria-labelledby="idee-form-title">
      <HoneypotField />
      <IdempotencyField value={idempotencyKey} />
      <FormStatus failure={failure} errorId={form.errorId} errors={form.errors} />

      <Section number={1} title="Vos informations">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...getInputProps(fields.nom, { type: "text", ...noAria })}
            id={fields.nom.id}
            label="Nom complet"
            autoComplete="name"
            maxLength={L.nomMax}
            hint={`De ${L.nomMin} à ${L.nomMax} caractères.`}
            errors={fields.nom.errors}
            required
          />
          <TextField
            {...getInputProps(fields.email, { type: "email", ...noAria })}
            id={fields.email.id}
            label="Adresse e-mail"
            autoComplete="email"
            maxLength={L.emailMax}
            hint="Pour vous envoyer l’accusé de réception et le lien de suivi."
            errors={fields.email.errors}
            required
          />
          <TextField
            {...getInputProps(fields.telephone, { type: "tel", ...noAria })}
            id={fields.telephone.id}
            label="Téléphone (facultatif)"
            autoComplete="tel"
            inputMode="tel"
            maxLength={25}
            hint="Numéro français, par exemple 06 12 34 56 78."
            errors={fields.telephone.errors}
          />
          <SelectField
            {...getSelectProps(fields.quartier, noAria)}
            id={fields.quartier.id}
            label="Quartier (facultatif)"
            placeholder="Choisissez un quartier"
            options={DISTRICTS}
            errors={fields.quartier.errors}
          />
        </div>
      </Section>

      <Section number={2} title="Type de soumission">
        <ChoiceGroup
          id={fields.type_soumission.id}
          name={fields.type_soumission.name}
          legend="Que souhaitez-vous nous transmettre ?"
          choices={IDEA_TYPES.map((t) => ({ value: t, label: IDEA_TYPE_LABELS[t], description: IDEA_TYPE_HINTS[t] }))}
          defaultValue={fields.type_soumission.initialValue}
          errors={fields.type_soumission.errors}
          required
        />
        <SelectField
          {...getSelectProps(fields.urgence, noAria)}
          id={fields.urgence.id}
          label="Niveau d’urgence"
          options={URGENCY_LEVELS.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
          errors={fields.urgence.errors}
          className="sm:max-w-xs"
        />
      </Section>

      <Section number={3} title="Détails">
        <TextField
          {...getInputProps(fields.titre, { type: "text", ...noAria })}
          id={fields.titre.id}
          label="Titre"
          maxLength={L.titreMax}
          hint={`Résumez en quelques mots, de ${L.titreMin} à ${L.titreMax} caractères.`}
          errors={fields.titre.errors}
          required
        />
        <TextAreaField
          {...getTextareaProps(fields.description, noAria)}
          id={fields.description.id}
          label="Description"
          rows={6}
          maxLength={L.descriptionMax}
          hint={`Décrivez précisément votre idée ou le problème constaté, de ${L.descriptionMin} à ${L.descriptionMax} caractères.`}
          errors={fields.description.errors}
          required
        />
        <TextField
          {...getInputProps(fields.localisation, { type: "text", ...noAria })}
          id={fields.localisation.id}
          label="Localisation (facultatif)"
          maxLength={L.localisationMax}
          hint={`Adresse, rue ou lieu précis, ${L.localisationMax} caractères au maximum.`}
          errors={fields.localisation.errors}
        />
      </Section>

      <SubmitButton pendingLabel="Envoi en cours…" className="w-full px-6 py-3 sm:w-auto" icon={<Send aria-hidden="true" className="h-4 w-4" />}>
        Envoyer ma soumission
      </SubmitButton>
    </DocumentForm>
  );
}
