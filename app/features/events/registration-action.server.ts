// The registration block of a rencontre's page (issue 15): what its loader shows (places left,
// a signed-in member's details, whether registrations are open) and what its action does (the
// form pipeline, the registration with its emails queued, the toast). The route stays thin.
import type { Database } from "~/db/client.server";
import { requestNow } from "~/lib/clock.server";
import { FormRefusal, issueFormKey, requesterFrom, runFormAction } from "~/lib/form-action.server";
import type { RequestContext } from "~/lib/request-context.server";
import { redirectWithToast } from "~/lib/toast.server";
import { eventPath } from "./paths";
import { placesLeftText, REGISTRATION_MESSAGES, REGISTRATION_REFUSALS } from "./registration";
import { registrationSchema } from "./registration-schema";
import { confirmedPersons, registerToEvent } from "./registration.server";

export type RegistrationView = { open: true; placesLeft: string | null; full: boolean; idempotencyKey: string } | { open: false; reason: string };

/**
 * The registration block of an event's page at `now`. A signed-in member's details come from the
 * page shell's data in the browser: the page itself reads no session.
 */
export async function registrationView(
  db: Database,
  event: { id: number; capacity: number | null; startsAt: Date | string; published: boolean; isSample: boolean },
  now: Date,
  context: RequestContext,
): Promise<RegistrationView> {
  if (!event.published) return { open: false, reason: REGISTRATION_REFUSALS.unpublished };
  if (event.isSample) return { open: false, reason: REGISTRATION_REFUSALS.sample };
  if (new Date(event.startsAt).getTime() <= now.getTime()) return { open: false, reason: REGISTRATION_REFUSALS.past };
  const confirmed = event.capacity === null ? 0 : await confirmedPersons(db, event.id);
  return {
    open: true,
    placesLeft: placesLeftText(event.capacity, confirmed),
    full: event.capacity !== null && confirmed >= event.capacity,
    idempotencyKey: issueFormKey(context),
  };
}

/** What the mutation stores for a replayed post (JSON). */
type ActionOutcome = { kind: "registered"; status: "confirmee" | "attente"; updated: boolean } | { kind: "refused"; message: null };

/** The action of an event's page: registers (its emails queued), then back to the page with a toast; a refusal keeps what was typed. */
export async function registrationAction(db: Database, request: Request, context: RequestContext, slug: string) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: registrationSchema,
    form: "event-registration",
    idempotent: true,
    failure: REGISTRATION_MESSAGES.failure,
    mutate: async (input, requester): Promise<ActionOutcome> => {
      const result = await registerToEvent(db, slug, input, { now: requestNow(request), userId: requester.userId });
      if (result.status === "refused") {
        if (result.reason === "unknown") return { kind: "refused", message: null };
        // Thrown, not returned: the form's key is released, so the corrected form can be sent again.
        throw new FormRefusal({ formErrors: [result.message] }, 409);
      }
      return { kind: "registered", status: result.registration.status === "attente" ? "attente" : "confirmee", updated: result.updated };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const back = `${eventPath(slug)}#inscription`;
  const value = outcome.value;
  // A bot fooled by the honeypot gets the same answer as a person.
  if (!value) return redirectWithToast(back, REGISTRATION_MESSAGES.confirmee);
  if (value.kind === "refused") {
    throw new Response("Rencontre introuvable", { status: 404 });
  }
  const message = REGISTRATION_MESSAGES[value.status];
  return redirectWithToast(back, value.updated ? { ...message, title: `${message.title} (mise à jour)` } : message);
}
