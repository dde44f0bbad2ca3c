// The forms whose submissions the offline outbox keeps (ADR 0018), as the service worker needs to
// know them: it cannot read a form, so a plain post made offline (the page's form module not
// handling it) is recognised by its address. Each entry is its domain's own declaration, the one
// its form renders (DocumentForm's `outbox`): one table for the page and the worker. Written into
// the worker when it is served (server/service-worker.ts).
import { CONTACT_OUTBOX } from "~/features/contact/components/ContactForm";
import { REGISTRATION_OUTBOX } from "~/features/events/components/RegistrationForm";
import { IDEA_OUTBOX } from "~/features/ideas/components/IdeaForm";
import { MEMBERSHIP_OUTBOX } from "~/features/membership/components/MembershipForm";
import { NEWSLETTER_OUTBOX } from "~/features/newsletter/components/NewsletterForm";
import type { OutboxForm } from "~/features/offline/outbox";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";

/** What the worker is given: the forms, and the hidden field that carries a submission's idempotency key. */
export interface OutboxConfig {
  keyField: string;
  forms: ReadonlyArray<Pick<OutboxForm, "paths" | "label" | "sent">>;
}

export const OUTBOX_FORMS: readonly OutboxForm[] = [IDEA_OUTBOX, CONTACT_OUTBOX, NEWSLETTER_OUTBOX, MEMBERSHIP_OUTBOX, REGISTRATION_OUTBOX];

export const OUTBOX_CONFIG: OutboxConfig = {
  keyField: IDEMPOTENCY_FIELD,
  forms: OUTBOX_FORMS.map(({ paths, label, sent }) => ({ paths, label, sent: { title: sent.title, description: sent.description } })),
};
