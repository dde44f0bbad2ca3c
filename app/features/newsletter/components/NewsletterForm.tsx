// The newsletter box, a document form (features/forms/components/DocumentForm.tsx): a plain POST
// to /newsletter, whose page answers with the box: the confirmation message, or the form with
// its error. With JavaScript the form module checks the address first and puts /newsletter's
// answer in place, on whichever page the box is. The box's colours follow its place
// (`data-tone` on the region, which stays when the answer's content comes in).
import { getInputProps, useForm } from "@conform-to/react";
import { CheckCircle2 } from "~/components/ui/icons";
import { TextField } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { DocumentForm, FormRegion, FormToast } from "~/features/forms/components/DocumentForm";
import type { OutboxForm } from "~/features/offline/outbox";
import { joinSection } from "~/content/home";
import { formConstraints } from "~/lib/form-constraints";
import { isSent, type FormReply } from "~/lib/form-reply";
import { newsletterSources, type NewsletterSource } from "../options";
import { newsletterSchema, type NewsletterInput } from "../schema";

export type NewsletterActionData = FormReply;

/** The same on every page that shows the box: /newsletter's answer takes its place. */
export const NEWSLETTER_REGION_ID = "formulaire-lettre";

const texts = joinSection.newsletter;

/** Made offline, the subscription leaves with the connection (features/offline). */
/** Kept for later when sent offline (ADR 0018; listed for the service worker in server/outbox-forms.ts). */
export const NEWSLETTER_OUTBOX: OutboxForm = {
  paths: ["/newsletter"],
  label: "Votre inscription à la lettre d’information",
  sent: { title: texts.toastTitle, description: texts.toastDescription },
};

/** The box a post came from (its hidden field), so that the answer keeps it. */
export function postedSource(reply: NewsletterActionData | null | undefined, fallback: NewsletterSource): NewsletterSource {
  const posted = reply?.result?.initialValue?.source;
  return newsletterSources.find((source) => source === posted) ?? fallback;
}

export function NewsletterForm({
  source,
  lastResult,
  tone = "light",
  submitLabel = texts.submitLabel,
}: {
  source: NewsletterSource;
  /** The action's answer when the page itself answers a post. */
  lastResult?: NewsletterActionData | null;
  /** "dark" when the box sits on a dark background. */
  tone?: "light" | "dark";
  /** The button's words where the page's own differ (the events page's « S’abonner », spec 01). */
  submitLabel?: string;
}) {
  const { constraint, messages } = formConstraints(newsletterSchema);
  const [form, fields] = useForm<NewsletterInput>({ id: "newsletter", lastResult: lastResult?.result ?? null, constraint });
  const subscribed = isSent(lastResult);
  return (
    <FormRegion id={NEWSLETTER_REGION_ID} tone={tone}>
      {subscribed ? (
        <div role="status">
          <p
            tabIndex={-1}
            data-form-focus=""
            className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 outline-none in-data-[tone=dark]:bg-white/10 in-data-[tone=dark]:text-white dark:bg-emerald-950 dark:text-emerald-100"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            {texts.successMessage}
          </p>
          <FormToast title={texts.toastTitle} description={texts.toastDescription} />
          <span hidden data-track-event="newsletter_subscribed" />
        </div>
      ) : (
        <DocumentForm id={form.id} action="/newsletter" messages={messages} outbox={NEWSLETTER_OUTBOX} className="space-y-3">
          <HoneypotField />
          <input type="hidden" name="source" value={source} />
          <FormError id={form.errorId} errors={form.errors} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              id={fields.email.id}
              label={<span className="in-data-[tone=dark]:text-white">{texts.emailLabel}</span>}
              placeholder={texts.emailPlaceholder}
              autoComplete="email"
              errors={fields.email.errors}
              className="flex-1"
            />
            <SubmitButton pendingLabel={texts.submittingLabel} variant="ochre" className="px-6 py-2.5 sm:mt-6">
              {submitLabel}
            </SubmitButton>
          </div>
        </DocumentForm>
      )}
    </FormRegion>
  );
}
