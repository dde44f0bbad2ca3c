// /rencontres/:slug: one published rencontre (a draft only for someone who may edit rencontres,
// under a "Brouillon — non publié" banner, never indexed). Unknown address or draft: the site's 404.
// Upcoming, it carries the registration form (features/events/registration*): its action registers.
import { data } from "react-router";
import type { Route } from "./+types/event";
import { EventDetail } from "~/features/events/components/EventDetail";
import { RegistrationForm } from "~/features/events/components/RegistrationForm";
import { registrationAction, registrationView } from "~/features/events/registration-action.server";
import { eventJsonLd } from "~/features/events/json-ld";
import { eventPath, isEventSlug } from "~/features/events/paths";
import { getEventPage } from "~/features/events/queries.server";
import { isUpcoming } from "~/features/events/timing";
import { requestNow } from "~/lib/clock.server";
import { can } from "~/lib/permissions";
import { getCurrentUser, getDatabase } from "~/lib/request-context.server";
import { useRootData } from "~/lib/root-data";
import { seo, siteConfigFromMatches } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => {
  const event = args.data?.event;
  if (!event) return seo(args, { title: "Page introuvable", description: "Cette rencontre n’existe pas.", noindex: true });
  const description = (event.summary || event.text || `${event.type}, ${event.place}`).slice(0, 200);
  const descriptors = seo(args, { title: event.title, description, noindex: !event.published });
  const site = siteConfigFromMatches(args.matches);
  return site ? [...descriptors, { "script:ld+json": eventJsonLd(event, site) }] : descriptors;
};

const notFound = () => data({ message: "Page introuvable" }, { status: 404, statusText: "Not Found" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isEventSlug(params.slug)) throw notFound();
  // The session is read only when a published rencontre is not found: a public page stays public.
  const db = getDatabase(context);
  const event = (await getEventPage(db, params.slug)) ?? (can(await getCurrentUser(context), "events:write") ? await getEventPage(db, params.slug, { includeDrafts: true }) : null);
  if (!event) throw notFound();
  const now = requestNow(request);
  return { event, past: !isUpcoming(event.startsAt, now), registration: await registrationView(db, event, now, context) };
}

/** "Je m’inscris": registers, emails the confirmation, comes back here with a toast; a refusal keeps what was typed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isEventSlug(params.slug)) throw notFound();
  return registrationAction(getDatabase(context), request, context, params.slug);
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, past, registration } = loaderData;
  const user = useRootData()?.user ?? null;
  const member = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email } : null;
  const block = registration.open ? (
    <RegistrationForm
      action={eventPath(event.slug)}
      placesLeft={registration.placesLeft}
      full={registration.full}
      member={member}
      idempotencyKey={registration.idempotencyKey}
      lastResult={actionData?.result ?? null}
      failure={actionData?.failure ?? null}
    />
  ) : past ? null : (
    <p className="rounded-2xl bg-slate-100 p-5 text-slate-800 dark:bg-slate-800 dark:text-slate-100">{registration.reason}</p>
  );
  return <EventDetail event={event} past={past} registration={block} />;
}
