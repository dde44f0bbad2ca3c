// The newsletter box's form. With JavaScript it posts to /newsletter through a fetcher (the
// visitor stays on the page); without, it is a plain POST answered by the /newsletter page.
import { getFormProps, getInputProps } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { FormError, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OfflineSubmitNotice } from "~/features/offline/components/OfflineSubmitNotice";
import type { OutboxMessages } from "~/features/offline/outbox";
import { useOfflineSubmit } from "~/features/offline/use-offline-submit";
import { showToast } from "~/components/ui/toaster";
import { trackEvent } from "~/features/analytics/track";
import { joinSection } from "~/content/home";
import { useLazyValidatedForm } from "~/features/forms/use-lazy-validation";
import { EMAIL_MAX } from "~/lib/email-address";
import { isSent, type FormReply } from "~/lib/form-reply";
import type { NewsletterSource } from "../options";

export type NewsletterActionData = FormReply;

const texts = joinSection.newsletter;

/** Made offline, the subscription leaves with the connection (features/offline). */
const OFFLINE_MESSAGES: OutboxMessages = { label: "Votre inscription à la lettre d’information", sent: { title: texts.toastTitle, description: texts.toastDescription } };

export function NewsletterForm({
  source,
  lastResult,
  tone = "light",
}: {
  source: NewsletterSource;
  /** The action's answer when the page itself handled a plain (no-JavaScript) post. */
  lastResult?: NewsletterActionData | null;
  /** "dark" when the form sits on a dark background. */
  tone?: "light" | "dark";
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  const answer = fetcher.data ?? lastResult ?? null;
  const [form, fields] = useLazyValidatedForm(() => import("../schema").then((m) => m.newsletterSchema), {
    id: `newsletter-${source}`,
    lastResult: answer?.result ?? null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = fetcher.state !== "idle";
  const subscribed = isSent(answer);

  useEffect(() => {
    if (!isSent(fetcher.data)) return;
    showToast({ title: texts.toastTitle, description: texts.toastDescription });
    trackEvent("newsletter_subscribed");
  }, [fetcher.data]);

  const offline = useOfflineSubmit(OFFLINE_MESSAGES);
  const formProps = getFormProps(form);
  const dark = tone === "dark";
  return (
    <div>
      <div role="status">
        {subscribed ? (
          <p className={`flex items-start gap-2 rounded-xl p-4 font-medium ${dark ? "bg-white/10 text-white" : "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"}`}>
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            {texts.successMessage}
          </p>
        ) : null}
      </div>
      {subscribed ? null : (
        <fetcher.Form method="post" action="/newsletter" {...formProps} onSubmit={offline.wrap(formProps.onSubmit)} className="space-y-3">
          <HoneypotField />
          <input type="hidden" name="source" value={source} />
          <FormError id={form.errorId} errors={form.errors} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              id={fields.email.id}
              label={<span className={dark ? "text-white" : undefined}>{texts.emailLabel}</span>}
              placeholder={texts.emailPlaceholder}
              autoComplete="email"
              maxLength={EMAIL_MAX}
              required
              errors={fields.email.errors}
              className={`flex-1 ${dark ? "[&_ul]:text-red-200" : ""}`}
            />
            <SubmitButton pending={pending} pendingLabel={texts.submittingLabel} variant="ochre" className="px-6 py-2.5 sm:mt-6">
              {texts.submitLabel}
            </SubmitButton>
          </div>
          <OfflineSubmitNotice state={offline.state} />
        </fetcher.Form>
      )}
    </div>
  );
}
