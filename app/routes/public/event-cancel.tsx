// /rencontres/annulation/:token: the private page of a rencontre registration, reached from the
// link of its emails. Opening it changes nothing (mail scanners open links); its button posts
// the cancellation, which frees the places and promotes the waiting list (each promoted person
// is emailed). A wrong or replaced link is answered 404 with its own explanation.
import { CalendarX2, CheckCircle2 } from "~/components/ui/icons";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/event-cancel";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { FormError } from "~/components/ui/form-error";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatEventDateTime } from "~/features/events/format";
import { EVENTS_PATH, eventPath } from "~/features/events/paths";
import { REGISTRATION_STATUS_LABELS } from "~/features/events/registration";
import { cancelByToken, registrationByToken } from "~/features/events/registration.server";
import { requestNow } from "~/lib/clock.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { PRIVATE_LINK_PAGE_HEADERS } from "~/lib/private-token.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = (args) =>
  args.data?.registration
    ? seo(args, { title: "Votre inscription", description: "Votre inscription à une rencontre de l’association.", noindex: true })
    : seo(args, { title: "Lien d’annulation invalide", description: "Ce lien ne mène à aucune inscription.", noindex: true });

// Personal page behind a secret link: never cached, never indexed, its address kept from other sites.
export const headers: Route.HeadersFunction = () => ({ ...PRIVATE_LINK_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const registration = await registrationByToken(getDatabase(context), params.token);
  // Unknown, malformed and replaced links look the same.
  if (!registration) return data({ registration: null }, { status: 404 });
  const { event, ...rest } = registration;
  return { registration: { ...rest, event: { ...event, when: formatEventDateTime(event.startsAt) } } };
}

const cancelSchema = z.object({});

export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: cancelSchema,
    form: "event-cancel",
    mutate: async () => {
      // The promoted persons' emails are queued in the cancellation's transaction.
      const result = await cancelByToken(getDatabase(context), params.token, { now: requestNow(request) });
      return { status: result.status };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  if (outcome.value?.status === "unknown") return outcome.refuse({ formErrors: ["Ce lien d’annulation n’est plus valable."] }, 404);
  return redirectWithToast(new URL(request.url).pathname, { title: "Inscription annulée", description: "Vos places sont libérées. Merci de nous avoir prévenus." });
}

export default function EventCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const registration = loaderData.registration;
  if (!registration) {
    return (
      <>
        <PageHeader eyebrow="Rencontres" title="Lien d’annulation invalide" intro="Ce lien ne mène à aucune inscription." />
        <PageBody measure="prose">
          <p>
            Le lien est peut-être incomplet, ou il a été remplacé par celui d’un e-mail plus récent (chaque nouvelle inscription avec la même adresse envoie un
            nouveau lien). Ouvrez le dernier e-mail reçu, ou écrivez-nous depuis la page{" "}
            <Link to="/contact" className="font-medium text-brand-800 underline dark:text-brand-100">
              Contact
            </Link>
            .
          </p>
          <p className="mt-4">
            <Link to={EVENTS_PATH} className="font-medium text-brand-800 underline dark:text-brand-100">
              Voir les rencontres
            </Link>
          </p>
        </PageBody>
      </>
    );
  }
  const { event } = registration;
  const cancelled = registration.status === "annulee";
  return (
    <>
      <PageHeader eyebrow="Votre inscription" title={event.title} intro={`Bonjour ${registration.name}, voici votre inscription.`} />
      <PageBody measure="prose">
        <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {[
            ["Date", event.when],
            ["Lieu", event.place],
            ["Personnes", String(registration.persons)],
            ["État", REGISTRATION_STATUS_LABELS[registration.status]],
          ].map(([term, value]) => (
            <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
              <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="sm:col-span-2" data-testid={`inscription-${term.toLowerCase()}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {cancelled ? (
          <p className="mt-6 flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            Votre inscription est annulée. Vous pouvez vous réinscrire depuis la page de la rencontre tant qu’elle n’a pas eu lieu.
          </p>
        ) : (
          <Form method="post" data-module="form" data-navigate="" className="mt-6 space-y-4">
            <FormError id="annulation-erreur" errors={actionData?.result?.error?.[""] ?? undefined} />
            <HoneypotField />
            <p>Vous ne pourrez pas venir&#8239;? Annulez votre inscription&#8239;: vos places iront aux personnes en liste d’attente.</p>
            <SubmitButton pending={false} pendingLabel="Annulation..." icon={<CalendarX2 aria-hidden="true" className="h-4 w-4" />}>
              Annuler mon inscription
            </SubmitButton>
          </Form>
        )}
        <p className="mt-8">
          <Link to={eventPath(event.slug)} className="font-medium text-brand-800 underline dark:text-brand-100">
            Voir la rencontre
          </Link>
        </p>
      </PageBody>
    </>
  );
}
