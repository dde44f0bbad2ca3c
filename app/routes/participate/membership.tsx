// /adhesion and /adhesion-structured (this module is registered for both in routes.ts).
// /adhesion joins in three steps: choose the year (?annee=), fill in the form, then the payment
// step (?etape=paiement&ref=…). /adhesion-structured is the form alone, no year chosen in
// advance, then the payment step. The state lives in the URL so reloads and no-JavaScript
// visits work; the stored membership is reached by an opaque reference.
import { data, useLocation } from "react-router";
import type { Route } from "./+types/membership";
import { MembershipPage } from "~/features/membership/components/MembershipPage";
import { createMembership } from "~/features/membership/mutations.server";
import { isMembershipYear } from "~/features/membership/pricing";
import { getPaymentStep } from "~/features/membership/queries.server";
import { MEMBERSHIP_SAVE_MESSAGES, membershipSchema } from "~/features/membership/schema";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { newIdempotencyKey } from "~/lib/idempotency.server";
import { useRootData } from "~/lib/root-data";
import { sitePages } from "~/config/pages";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const STRUCTURED_PATH = "/adhesion-structured";

/** Which of the two pages a URL is: its path (without a `.data` suffix) and its mode. */
function pageOf(pathname: string): { basePath: "/adhesion" | typeof STRUCTURED_PATH; mode: "steps" | "form" } {
  return pathname.replace(/\.data$/, "") === STRUCTURED_PATH ? { basePath: STRUCTURED_PATH, mode: "form" } : { basePath: "/adhesion", mode: "steps" };
}

export const meta: Route.MetaFunction = (args) => {
  const page = pageOf(args.location.pathname).mode === "form" ? sitePages.membershipForm : sitePages.membership;
  // The payment step is personal: keep it out of search engines.
  return seo(args, { ...page.seo, noindex: args.location.search.includes("etape=paiement") });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * `?etape=paiement&ref=…` → the payment step (an unknown or expired reference is a 404).
 * /adhesion: no year → choose, `?annee=2025` → the form with that year locked.
 * /adhesion-structured: always the form. Each rendering of the form gets its own
 * idempotency key: a retried post returns the first household.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  if (params.get("etape") === "paiement") {
    const reference = params.get("ref") ?? "";
    const step = await getPaymentStep(reference);
    if (!step) throw data(null, { status: 404 });
    // A personal summary behind an unguessable reference: never stored by caches.
    return data({ view: "payment" as const, step: { ...step, reference } }, { headers: { "Cache-Control": "private, no-store" } });
  }
  if (pageOf(url.pathname).mode === "form") return data({ view: "form" as const, lockedYear: null, idempotencyKey: newIdempotencyKey() });
  const year = Number(params.get("annee"));
  return data(isMembershipYear(year) ? { view: "form" as const, lockedYear: year, idempotencyKey: newIdempotencyKey() } : { view: "choose" as const });
}

/** Validates, stores the household (one transaction) and sends the visitor to the payment step. */
export async function action({ request, context }: Route.ActionArgs) {
  const { basePath } = pageOf(new URL(request.url).pathname);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: membershipSchema,
    form: "membership",
    idempotent: true,
    failure: MEMBERSHIP_SAVE_MESSAGES.failure,
    mutate: async (household, { userId }) => {
      const { reference, paymentLink } = await createMembership(household, {}, userId);
      return { reference, paymentLink };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  // A bot fooled by the honeypot gets the success toast without a payment step.
  if (!outcome.value) return redirectWithToast(basePath, MEMBERSHIP_SAVE_MESSAGES.saved);
  const target = `${basePath}?etape=paiement&ref=${encodeURIComponent(outcome.value.reference)}`;
  return redirectWithToast(target, outcome.value.paymentLink ? MEMBERSHIP_SAVE_MESSAGES.saved : MEMBERSHIP_SAVE_MESSAGES.savedWithoutLink);
}

export default function MembershipRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { basePath, mode } = pageOf(location.pathname);
  const donationUrl = useRootData()?.site.donationUrl ?? "";
  return <MembershipPage state={loaderData} mode={mode} basePath={basePath} donationUrl={donationUrl} actionData={actionData} formKey={location.key} />;
}
