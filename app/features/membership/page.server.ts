// Loader and action shared by /adhesion (three steps) and /adhesion-structured (the form alone):
// the step and the chosen year come from the URL, the stored membership is reached by an opaque reference.
import { data } from "react-router";
import { parseSubmission } from "~/lib/form-data.server";
import { IN_PROGRESS_MESSAGE, idempotencyKeyFrom, newIdempotencyKey, runOnce } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { checkPublicForm, tooManyRequests } from "~/lib/public-form.server";
import { redirectWithToast } from "~/lib/toast.server";
import { createMembership } from "./mutations.server";
import { isMembershipYear } from "./pricing";
import { getPaymentStep } from "./queries.server";
import { membershipSchema } from "./schema";

export const MEMBERSHIP_MESSAGES_UI = {
  saved: { title: "Enregistrement réussi", description: "Redirection vers le paiement..." },
  savedWithoutLink: { type: "info" as const, title: "Enregistrement réussi", description: "Votre demande est enregistrée ; l’association vous recontactera pour le paiement." },
  failure: { title: "Erreur", description: "Une erreur est survenue lors de l’enregistrement. Veuillez réessayer." },
};

export type MembershipPageState =
  | { view: "choose" }
  | { view: "form"; lockedYear: 2025 | 2026 | null; idempotencyKey: string }
  | { view: "payment"; step: NonNullable<Awaited<ReturnType<typeof getPaymentStep>>> & { reference: string } };

/**
 * Reads the step from the URL. `mode: "steps"` (/adhesion): no year → choose, `?annee=2025` → form
 * with that year locked. `mode: "form"` (/adhesion-structured): always the form, no year chosen.
 * `?etape=paiement&ref=…` → the payment step; an unknown or expired reference is a 404.
 */
export async function loadMembershipPage(request: Request, mode: "steps" | "form") {
  const params = new URL(request.url).searchParams;
  if (params.get("etape") === "paiement") {
    const reference = params.get("ref") ?? "";
    const step = await getPaymentStep(reference);
    if (!step) throw data(null, { status: 404 });
    // Personal summary behind an unguessable reference: never stored by caches.
    return data<MembershipPageState>({ view: "payment", step: { ...step, reference } }, { headers: { "Cache-Control": "private, no-store" } });
  }
  // Each rendering of the form gets its own key: a retried post returns the first household.
  if (mode === "form") return data<MembershipPageState>({ view: "form", lockedYear: null, idempotencyKey: newIdempotencyKey() });
  const year = Number(params.get("annee"));
  return data<MembershipPageState>(isMembershipYear(year) ? { view: "form", lockedYear: year, idempotencyKey: newIdempotencyKey() } : { view: "choose" });
}

/** Validates, stores (one transaction) and sends the visitor to the payment step of `basePath`. */
export async function membershipAction({ request, clientIp, requestId, basePath }: { request: Request; clientIp: string; requestId?: string; basePath: string }) {
  const { formData, submission } = await parseSubmission(request, membershipSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  }
  const check = checkPublicForm(formData, clientIp, "membership");
  if (!check.ok && check.reason === "honeypot") {
    // A bot: the same answer as a success without the payment step, nothing stored.
    return redirectWithToast(basePath, MEMBERSHIP_MESSAGES_UI.saved);
  }
  if (!check.ok) {
    const limited = tooManyRequests(check.retryAfterSeconds);
    return data({ result: submission.reply({ formErrors: limited.data.formErrors }), failure: null }, limited.init ?? { status: 429 });
  }
  let created: { reference: string; paymentLink: string | null } | undefined;
  try {
    const value = submission.value;
    // A replay of the same form rendering (lost reply, second click) returns the first household.
    const once = await runOnce("membership", idempotencyKeyFrom(formData), async () => {
      const { reference, paymentLink } = await createMembership(value);
      return { reference, paymentLink };
    });
    if (!once) return data({ result: submission.reply({ formErrors: [IN_PROGRESS_MESSAGE] }), failure: null }, { status: 409 });
    created = once.value;
  } catch (error) {
    logger.error({ err: error, requestId }, "membership could not be stored");
    const failure = MEMBERSHIP_MESSAGES_UI.failure;
    return data({ result: submission.reply({ formErrors: [failure.description] }), failure }, { status: 500 });
  }
  const target = `${basePath}?etape=paiement&ref=${encodeURIComponent(created.reference)}`;
  return redirectWithToast(target, created.paymentLink ? MEMBERSHIP_MESSAGES_UI.saved : MEMBERSHIP_MESSAGES_UI.savedWithoutLink);
}
