// "Je m’inscris" on an upcoming rencontre: name, email, number of people (1 to 4) and an optional
// message, filled in for a signed-in member. A document form (features/forms/components/
// DocumentForm.tsx) posting to the event's page: answered by a redirect with a toast, or with
// everything typed kept and the errors; made offline, it is kept and sent with the connection.
// The places left (or "Complet — inscription sur liste d’attente") are said before the form.
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { CalendarCheck } from "~/components/ui/icons";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormStatus, type FormFailure } from "~/components/ui/form-status";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm } from "~/features/forms/components/DocumentForm";
import type { OutboxForm } from "~/features/offline/outbox";
import { formConstraints } from "~/lib/form-constraints";
import { EVENTS_PATH } from "../paths";
import { PERSON_OPTIONS, REGISTRATION_MESSAGES } from "../registration";
import { registrationSchema, type RegistrationInput } from "../registration-schema";

/** Made offline, the registration leaves with the connection (features/offline). */
/** Kept for later when sent offline (ADR 0018; listed for the service worker in server/outbox-forms.ts): the form posts to its rencontre's page. */
export const REGISTRATION_OUTBOX: OutboxForm = { paths: [`${EVENTS_PATH}/:slug`], label: "Votre inscription à la rencontre", sent: REGISTRATION_MESSAGES.confirmee };

export interface RegistrationFormProps {
  /** The event's page: where the form posts. */
  action: string;
  /** "3 places restantes sur 20", "Complet — inscription sur liste d’attente", or null (no limit). */
  placesLeft: string | null;
  full: boolean;
  /** A signed-in member's name and email. */
  member: { name: string; email: string } | null;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null;
  failure: FormFailure | null;
}

export function RegistrationForm({ action, placesLeft, full, member, idempotencyKey, lastResult, failure }: RegistrationFormProps) {
  const { constraint, messages } = formConstraints(registrationSchema);
  const [form, fields] = useForm<RegistrationInput>({
    id: "formulaire-inscription",
    lastResult,
    constraint,
    defaultValue: { name: member?.name ?? "", email: member?.email ?? "", persons: 1 },
  });
  const { key: nameKey, ...nameInput } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailInput } = getInputProps(fields.email, { type: "email" });
  const { key: messageKey, ...messageInput } = getTextareaProps(fields.message);
  return (
    <section aria-labelledby="inscription-titre" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700" id="inscription">
      <h2 id="inscription-titre" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Je m’inscris
      </h2>
      {placesLeft ? (
        <p className={`mt-2 font-medium ${full ? "text-amber-800 dark:text-amber-300" : "text-slate-700 dark:text-slate-300"}`} data-testid="places-restantes">
          {placesLeft}
        </p>
      ) : null}
      {full ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Inscrivez-vous quand même&#8239;: si une place se libère, elle vous sera proposée par e-mail, dans l’ordre des inscriptions.</p>
      ) : null}
      <DocumentForm id={form.id} action={action} navigate messages={messages} outbox={REGISTRATION_OUTBOX} className="mt-4 space-y-4">
        <FormStatus failure={failure} errorId={form.errorId} errors={form.errors} />
        <HoneypotField />
        <IdempotencyField value={idempotencyKey} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField key={nameKey} {...nameInput} label="Nom et prénom" autoComplete="name" errors={fields.name.errors} />
          <TextField key={emailKey} {...emailInput} label="Adresse e-mail" autoComplete="email" errors={fields.email.errors} hint="Pour la confirmation et le lien d’annulation." />
        </div>
        <ChoiceGroup
          id={fields.persons.id}
          name={fields.persons.name}
          legend="Nombre de personnes"
          required
          columns={4}
          defaultValue={String(fields.persons.initialValue ?? "1")}
          errors={fields.persons.errors}
          choices={PERSON_OPTIONS.map((n) => ({ value: String(n), label: `${n}\u00a0personne${n > 1 ? "s" : ""}` }))}
        />
        <TextAreaField
          key={messageKey}
          {...messageInput}
          label="Message (facultatif)"
          rows={3}
          errors={fields.message.errors}
          hint="Une question, un besoin d’accessibilité…"
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Vos coordonnées servent seulement à organiser cette rencontre&#8239;; elles sont supprimées avec la rencontre ou à votre demande.
        </p>
        <SubmitButton pendingLabel="Inscription..." icon={<CalendarCheck aria-hidden="true" className="h-4 w-4" />}>
          {full ? "M’inscrire sur la liste d’attente" : "Je m’inscris"}
        </SubmitButton>
      </DocumentForm>
    </section>
  );
}
