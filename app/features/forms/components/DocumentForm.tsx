// The form of a document (issue 34): a plain POST that works without JavaScript, enhanced by the
// form module (enhance/modules/form.ts): checks with the schema's French messages before sending,
// one submission at a time, the answer shown in place (inside a FormRegion) and, with `outbox`,
// kept for later when offline (ADR 0018). A form whose answer is another page (a redirect) is
// `navigate`: the module checks it and lets the plain post go.
import type { FormHTMLAttributes, ReactNode } from "react";
import { OfflineSubmitNotice } from "~/features/offline/components/OfflineSubmitNotice";
import type { OutboxForm } from "~/features/offline/outbox";
import type { FieldMessages } from "~/lib/form-constraints";

export interface DocumentFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action" | "children"> {
  id: string;
  /** Where it posts (the page whose action answers it); none: the page's own address. */
  action?: string;
  /** Each field's messages (lib/form-constraints.ts), shown by the module before sending. */
  messages: Record<string, FieldMessages>;
  /**
   * Kept for later when submitted offline: what it is, and the toast once it is sent. The form's
   * own declaration, also listed in server/outbox-forms.ts: the service worker keeps a plain post
   * to its addresses (one the module did not handle) by that table.
   */
  outbox?: OutboxForm;
  /** The answer is another page (a redirect): no answer in place. */
  navigate?: boolean;
  /**
   * false: fields are checked as the visitor leaves them, but a submission always goes to the
   * server, whose answer gives the form's own summary and the rules across fields at once.
   */
  checkOnSubmit?: boolean;
  /** Page modules of the form's own behaviours, attached to the form beside the form module. */
  modules?: readonly string[];
  children: ReactNode;
}

export function DocumentForm({ id, action, messages, outbox, navigate, checkOnSubmit = true, modules = [], children, ...props }: DocumentFormProps) {
  const attached = [...(navigate ? ["form"] : []), ...modules];
  return (
    <form
      {...props}
      id={id}
      method="post"
      action={action}
      noValidate
      data-module={attached.length ? attached.join(" ") : undefined}
      data-navigate={navigate ? "" : undefined}
      data-check-on-submit={checkOnSubmit ? undefined : "false"}
      data-messages={JSON.stringify(messages)}
      data-outbox={outbox ? JSON.stringify({ label: outbox.label, sent: outbox.sent }) : undefined}
    >
      {children}
      {outbox ? <OfflineSubmitNotice /> : null}
    </form>
  );
}

/**
 * What a form's answer replaces: the form, or what the server shows once it is sent. Its id is the
 * same on every page that shows the form, so the answer of the page the form posts to fits here.
 * `tone` (data-tone) is the background it sits on: the content's colours follow it (Tailwind's
 * `in-data-[tone=dark]:`), so an answer rendered by another page fits too.
 */
export function FormRegion({ id, tone, className, children }: { id: string; tone?: "light" | "dark"; className?: string; children: ReactNode }) {
  return (
    <div id={id} data-module="form" data-tone={tone} className={className}>
      {children}
    </div>
  );
}

/** In a form's answer: the toast the module shows once the answer is in place. */
export function FormToast({ title, description }: { title: string; description?: string }) {
  return <span hidden data-form-toast="" data-title={title} data-description={description} />;
}
