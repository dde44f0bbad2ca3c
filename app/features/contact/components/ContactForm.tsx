// The contact form, a document form (features/forms/components/DocumentForm.tsx): a plain POST
// to /contact, whose page answers with the form filled in and its errors, or with the
// confirmation panel and its « Envoyer un autre message » (a GET of the empty form). With
// JavaScript the form module checks the fields first and puts /contact's answer in place, on
// whichever page the form is (the home page too).
import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Send } from "~/components/ui/icons";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm, FormRegion, FormToast } from "~/features/forms/components/DocumentForm";
import { sitePages } from "~/config/pages";
import type { OutboxForm } from "~/features/offline/outbox";
import { joinSection } from "~/content/home";
import { formConstraints } from "~/lib/form-constraints";
import { isSent, type FormReply } from "~/lib/form-reply";
import { CONTACT_MESSAGE_MIN, contactSubjectOptions, type ContactSubject } from "../options";
import { contactSchema, type ContactInput } from "../schema";

export type ContactActionData = FormReply;

/** The same on every page that shows the form: /contact's answer takes its place. */
export const CONTACT_REGION_ID = "formulaire-contact";

const texts = joinSection.contactForm;

/** Sent offline, the message leaves with the connection (features/offline). */
/** Kept for later when sent offline (ADR 0018; listed for the service worker in server/outbox-forms.ts). */
export const CONTACT_OUTBOX: OutboxForm = {
  paths: [sitePages.contact.path],
  label: "Votre message à l’association",
  sent: { title: texts.toastTitle, description: texts.toastDescription },
};

export function ContactForm({ lastResult, defaultSubject }: { lastResult?: ContactActionData | null; defaultSubject?: ContactSubject }) {
  return (
    <FormRegion id={CONTACT_REGION_ID}>
      {isSent(lastResult) ? <SentPanel /> : <ContactFields lastResult={lastResult?.result ?? null} defaultSubject={defaultSubject} />}
    </FormRegion>
  );
}

function ContactFields({ lastResult, defaultSubject }: { lastResult: SubmissionResult<string[]> | null; defaultSubject?: ContactSubject }) {
  const { constraint, messages } = formConstraints(contactSchema);
  const [form, fields] = useForm<ContactInput>({
    id: "contact",
    lastResult,
    constraint,
    defaultValue: defaultSubject ? { subject: defaultSubject } : undefined,
  });
  return (
    <DocumentForm id={form.id} action="/contact" messages={messages} outbox={CONTACT_OUTBOX} className="space-y-4">
      <HoneypotField />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          id={fields.name.id}
          label={texts.nameLabel}
          autoComplete="name"
          errors={fields.name.errors}
        />
        <TextField
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          id={fields.email.id}
          label={texts.emailLabel}
          autoComplete="email"
          errors={fields.email.errors}
        />
      </div>
      <SelectField
        {...getSelectProps(fields.subject)}
        key={fields.subject.key}
        id={fields.subject.id}
        label={texts.subjectLabel}
        placeholder={texts.subjectPlaceholder}
        options={contactSubjectOptions}
        errors={fields.subject.errors}
      />
      <TextAreaField
        {...getTextareaProps(fields.message)}
        key={fields.message.key}
        id={fields.message.id}
        label={texts.messageLabel}
        rows={6}
        hint={`De ${CONTACT_MESSAGE_MIN} à 5\u00a0000 caractères.`}
        errors={fields.message.errors}
      />
      <SubmitButton pendingLabel={texts.sendingLabel} icon={<Send aria-hidden="true" className="h-4 w-4" />}>
        {texts.submitLabel}
      </SubmitButton>
    </DocumentForm>
  );
}

function SentPanel() {
  return (
    <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
      <h3 tabIndex={-1} data-form-focus="" className="flex items-center gap-2 text-lg font-semibold outline-none">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6" />
        {texts.sentTitle}
      </h3>
      <p className="mt-2">{texts.sentMessage}</p>
      <FormToast title={texts.toastTitle} description={texts.toastDescription} />
      <span hidden data-track-event="contact_sent" />
      {/* An empty form: without JavaScript /contact again, with it the same form put in place. */}
      <form method="get" action="/contact" className="mt-4">
        <button type="submit" className="rounded-full border border-emerald-700 px-5 py-2 font-semibold hover:bg-emerald-100 dark:border-emerald-300 dark:hover:bg-emerald-900">
          {texts.sendAnotherLabel}
        </button>
      </form>
    </div>
  );
}
