// /adhesion and /adhesion-structured (this module is registered for both in routes.ts), as spec 02
// §2 gives them: /adhesion is the form alone, no year chosen in advance; /adhesion-structured
// joins in three steps: choose the year (?annee=), fill in the form, then the payment step
// (?etape=paiement&ref=…). Both end on that payment step. The state lives in the URL so reloads
// and no-JavaScript visits work; the stored membership is reached by an opaque reference.
// The years offered depend on the date (features/membership/years.ts): the loader and the action
// each apply the rule with the request's clock (lib/clock.server.ts).
import { data, useLocation } from "react-router";
import type { Route } from "./+types/membership";
import type { Database } from "~/db/client.server";
import { MembershipPage, type MembershipNotice } from "~/features/membership/components/MembershipPage";
import type { MembershipImpact } from "~/features/membership/components/YearChoice";
import { createMembership } from "~/features/membership/mutations.server";
import { loadMembershipOffer } from "~/features/membership/offer.server";
import { getImpactFigures, getPaymentStep, PAYMENT_STEP_VALIDITY_MS } from "~/features/membership/queries.server";
import { MEMBERSHIP_SAVE_MESSAGES, membershipSchemaFor } from "~/features/membership/schema";
import { offeredMembershipYears, yearRefusal } from "~/features/membership/years";
import { requestNow } from "~/lib/clock.server";
import { fullYearsSince } from "~/lib/dates";
import { issueFormKey, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { sitePages } from "~/config/pages";
import { loadLegalIdentity } from "~/features/association/legal-identity.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const FORM_PATH = "/adhesion";
const STEPS_PATH = "/adhesion-structured";

/** Which of the two pages a URL is: its path (without a `.data` suffix) and its mode. */
function pageOf(pathname: string): { basePath: typeof FORM_PATH | typeof STEPS_PATH; mode: "steps" | "form" } {
  return pathname.replace(/\.data$/, "") === STEPS_PATH ? { basePath: STEPS_PATH, mode: "steps" } : { basePath: FORM_PATH, mode: "form" };
}

const VALIDITY_DAYS = PAYMENT_STEP_VALIDITY_MS / 86_400_000;

/** What an incomplete or stale payment-step address says, above the membership page. */
const PAYMENT_NOTICES = {
  missing: {
    title: "Il manque la référence de votre adhésion",
    text: "Cette adresse mène à l’étape de paiement, mais sans la référence de votre adhésion. Si vous venez de remplir le formulaire, le lien de paiement figure dans l’e-mail de confirmation\u202f; sinon, commencez votre adhésion ci-dessous.",
  },
  unknown: {
    title: "Ce lien de paiement n’est plus valide",
    text: `L’étape de paiement reste ouverte ${VALIDITY_DAYS}\u00a0jours après l’envoi du formulaire, ou l’adresse a été coupée. Le lien de paiement figure aussi dans l’e-mail de confirmation\u202f; sinon, recommencez votre adhésion ci-dessous.`,
  },
} satisfies Record<string, MembershipNotice>;

export const meta: Route.MetaFunction = (args) => {
  const page = pageOf(args.location.pathname).mode === "steps" ? sitePages.membershipForm : sitePages.membership;
  // The payment step is personal: keep it out of search engines.
  return seo(args, { ...page.seo, noindex: args.location.search.includes("etape=paiement") });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The impact block of step 1: members (the one members figure), actions, years since the creation. */
async function impactAt(db: Database, now: Date): Promise<MembershipImpact> {
  const { members, actions } = await getImpactFigures(db, now);
  const years = fullYearsSince((await loadLegalIdentity(db)).identity.createdOn, now);
  return {
    members,
    actions,
    years: { value: years <= 1 ? `${years}\u00a0an` : `${years}\u00a0ans`, label: "d’engagement" },
  };
}

/**
 * `?etape=paiement&ref=…` → the payment step; without a reference, or with an unknown or expired
 * one, the page itself with a French explanation (404 for a reference that leads nowhere).
 * /adhesion: always the form, year to choose. /adhesion-structured: no year → choose,
 * `?annee=2026` (an offered year) → the form with that year locked; a year no longer (or not yet)
 * offered → the form with the years offered and the reason. Each rendering of the form gets its
 * own idempotency key: a retried post returns the first household.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const now = requestNow(request);
  const db = getDatabase(context);
  const offer = await loadMembershipOffer(db);
  const offers = offeredMembershipYears(now, offer);
  const { mode } = pageOf(url.pathname);

  let notice: MembershipNotice | null = null;
  let status = 200;
  if (params.get("etape") === "paiement") {
    const reference = params.get("ref");
    const step = reference ? await getPaymentStep(db, reference) : null;
    // A personal summary behind an unguessable reference: never stored by caches.
    if (step && reference) return data({ view: "payment" as const, step: { ...step, reference } }, { headers: { "Cache-Control": "private, no-store" } });
    notice = reference ? PAYMENT_NOTICES.unknown : PAYMENT_NOTICES.missing;
    status = reference ? 404 : 200;
  }
  const init = { status };
  const form = (lockedYear: number | null, reason: MembershipNotice | null) =>
    data({ view: "form" as const, offers, lockedYear, notice: reason, idempotencyKey: issueFormKey(context) }, init);

  if (mode === "form") return form(null, notice);
  const requested = notice ? null : params.get("annee");
  if (requested && /^\d{4}$/.test(requested)) {
    const refusal = yearRefusal(requested, offers.map((o) => o.year));
    return refusal ? form(null, { title: "Cette année n’est pas proposée", text: refusal }) : form(Number(requested), null);
  }
  return data({ view: "choose" as const, offers, notice, impact: await impactAt(db, now), donationUrl: offer.donationUrl }, init);
}

/** Validates (the year against today's offer too), stores the household and sends the visitor to the payment step. */
export async function action({ request, context }: Route.ActionArgs) {
  const { basePath } = pageOf(new URL(request.url).pathname);
  const db = getDatabase(context);
  const offer = await loadMembershipOffer(db);
  const offers = offeredMembershipYears(requestNow(request), offer);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: membershipSchemaFor(offers.map((o) => o.year)),
    form: "membership",
    idempotent: true,
    failure: MEMBERSHIP_SAVE_MESSAGES.failure,
    mutate: async (household, { userId }) => {
      const { reference, paymentLink } = await createMembership(db, household, { offer }, userId);
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
  return <MembershipPage state={loaderData} mode={mode} basePath={basePath} actionData={actionData} />;
}
