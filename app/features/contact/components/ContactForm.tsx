// The contact form. With JavaScript it posts to /contact through a fetcher (the visitor stays
// on the page); without, it is a plain POST answered by the /contact page, which keeps what
// was typed on error. After sending, a confirmation panel offers "Envoyer un autre message".
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { FormError, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OfflineSubmitNotice } from "~/features/offline/components/OfflineSubmitNotice";
import type { OutboxMessages } from "~/features/offline/outbox";
import { useOfflineSubmit } from "~/features/offline/use-offline-submit";
import { showToast } from "~/components/ui/toaster";
import { trackEvent } from "~/features/analytics/track";
import { joinSection } from "~/content/home";
import { isSent, type FormReply } from "~/lib/form-reply";
import { useLazyValidatedForm } from "~/features/forms/use-lazy-validation";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, EMAIL_MAX, contactSubjectOptions, type ContactSubject } from "../options";

export type ContactActionData = FormReply;

const texts = joinSection.contactForm;

/** Sent offline, the message leaves with the connection (features/offline). */
const OFFLINE_MESSAGES: OutboxMessages = { label: "Votre message à l’association", sent: { title: texts.toastTitle, description: texts.toastDescription } };

export function ContactForm({ lastResult, defaultSubject }: { lastResult?: ContactActionData | null; defaultSubject?: ContactSubject }) {
  const fetcher = useFetcher<ContactActionData>();
  const answer = fetcher.data ?? lastResult ?? null;
  // The answer the visitor has moved on from ("Envoyer un autre message").
  const [dismissed, setDismissed] = useState<ContactActionData | null>(null);
  const [round, setRound] = useState(0);
  const current = answer === dismissed ? null : answer;

  useEffect(() => {
    if (!isSent(fetcher.data)) return;
    showToast({ title: texts.toastTitle, description: texts.toastDescription });
    trackEvent("contact_sent");
  }, [fetcher.data]);

  if (isSent(current)) {
    return (
      <SentPanel
        onSendAnother={() => {
          setDismissed(current);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return <ContactFields key={round} fetcher={fetcher} lastResult={current?.result ?? null} defaultSubject={defaultSubject} focusFirst={round > 0} />;
}

function ContactFields({
  fetcher,
  lastResult,
  defaultSubject,
  focusFirst,
}: {
  fetcher: FetcherWithComponents<ContactActionData>;
  lastResult: SubmissionResult<string[]> | null;
  defaultSubject?: ContactSubject;
  focusFirst: boolean;
}) {
  const [form, fields] = useLazyValidatedForm(() => import("../schema").then((m) => m.contactSchema), {
    id: "contact",
    lastResult,
    defaultValue: defaultSubject ? { subject: defaultSubject } : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const nameId = fields.name.id;
  useEffect(() => {
    if (focusFirst) document.getElementById(nameId)?.focus();
  }, [focusFirst, nameId]);
  const pending = fetcher.state !== "idle";
  const offline = useOfflineSubmit(OFFLINE_MESSAGES);
  const formProps = getFormProps(form);

  return (
    <fetcher.Form method="post" action="/contact" {...formProps} onSubmit={offline.wrap(formProps.onSubmit)} className="space-y-4">
      <HoneypotField />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          id={fields.name.id}
          label={texts.nameLabel}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          required
          errors={fields.name.errors}
        />
        <TextField
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          id={fields.email.id}
          label={texts.emailLabel}
          autoComplete="email"
          maxLength={EMAIL_MAX}
          required
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
        required
        errors={fields.subject.errors}
      />
      <TextAreaField
        {...getTextareaProps(fields.message)}
        key={fields.message.key}
        id={fields.message.id}
        label={texts.messageLabel}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`De ${CONTACT_MESSAGE_MIN} à 5\u00a0000 caractères.`}
        required
        errors={fields.message.errors}
      />
      <SubmitButton pending={pending} pendingLabel={texts.sendingLabel} icon={<Send aria-hidden="true" className="h-4 w-4" />}>
        {texts.submitLabel}
      </SubmitButton>
      <OfflineSubmitNotice state={offline.state} />
    </fetcher.Form>
  );
}

function SentPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6" />
        {texts.sentTitle}
      </h3>
      <p className="mt-2">{texts.sentMessage}</p>
      {/* Without JavaScript this reloads an empty /contact form; with it, the form resets in place. */}
      <form
        method="get"
        action="/contact"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSendAnother();
        }}
      >
        <button type="submit" className="rounded-full border border-emerald-700 px-5 py-2 font-semibold hover:bg-emerald-100 dark:border-emerald-300 dark:hover:bg-emerald-900">
          {texts.sendAnotherLabel}
        </button>
      </form>
    </div>
  );
}
