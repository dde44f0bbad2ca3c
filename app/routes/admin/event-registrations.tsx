// /admin/rencontres/:id/inscriptions: a rencontre's registrations for the editorial team
// ("events:write"): the confirmed places and the waiting list in order with their counts, the
// cancelled ones, a cancellation on someone's behalf (journaled; the waiting list is promoted
// and each promoted person emailed), and the CSV export.
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/event-registrations";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { formatEventDateTime } from "~/features/events/format";
import { eventPath } from "~/features/events/paths";
import { placesLeftText } from "~/features/events/registration";
import { cancelById } from "~/features/events/registration.server";
import { eventForAdmin, groupRegistrations, registrationsOfEvent, type AdminRegistration } from "~/features/events/admin/registrations.server";
import { isUuid } from "~/lib/admin-list.server";
import { requestNow } from "~/lib/clock.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { refusalMessage } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("events:write")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Inscriptions à la rencontre", description: "Administration\u202f: les inscriptions d’une rencontre et sa liste d’attente.", noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const event = await eventForAdmin(db, params.id);
  const groups = groupRegistrations(await registrationsOfEvent(db, event.id));
  return { event: { ...event, when: formatEventDateTime(event.startsAt) }, ...groups };
}

const cancelSchema = z.object({ registration: z.string({ error: "Inscription inconnue." }).refine(isUuid, "Inscription inconnue.") });
/** The answer to a cancellation without a valid registration (a stale or tampered page: the form is one button). */
const NO_REGISTRATION = "Choisissez l’inscription à annuler.";

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const event = await eventForAdmin(getDatabase(context), params.id);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: cancelSchema,
    form: "registration-cancel",
    limitBy: "back-office",
    mutate: async (value) => {
      const result = await cancelById(getDatabase(context), event.id, value.registration, { now: requestNow(request), actor: user });
      if (result.status === "unknown") throw new FormRefusal({ formErrors: ["Cette inscription n’existe pas ou plus."] }, 404);
      if (result.status === "already") throw new FormRefusal({ formErrors: ["Cette inscription était déjà annulée."] }, 409);
      const promoted = result.promoted.length ? ` Confirmé(s) depuis la liste d’attente\u202f: ${result.promoted.map((p) => p.name).join(", ")}.` : "";
      return { title: "Inscription annulée", description: `L’inscription de ${result.registration.name} est annulée.${promoted}` };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  return redirectWithToast(new URL(request.url).pathname, outcome.value!);
}

const persons = (n: number) => `${n}\u00a0personne${n > 1 ? "s" : ""}`;

export default function EventRegistrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, confirmed, waiting, cancelled, counts } = loaderData;
  const places = placesLeftText(event.capacity, counts.confirmed);
  const error = refusalMessage(actionData, NO_REGISTRATION);
  return (
    <AdminPage
      title={`Inscriptions\u202f: ${event.title}`}
      back={{ to: `/admin/rencontres/${event.id}`, label: "Retour à la rencontre" }}
      actions={
        <>
          <a
            href={`/admin/rencontres/${event.id}/inscriptions.csv`}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            Exporter en CSV
          </a>
          <Link to={eventPath(event.slug)} className="inline-flex min-h-11 items-center px-2 font-medium text-brand-800 underline dark:text-brand-100">
            Voir la page publique
          </Link>
        </>
      }
    >
      <p className="text-slate-700 dark:text-slate-300">
        {event.when} — {event.place}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label="Chiffres des inscriptions">
        <li className="rounded-xl bg-emerald-50 px-4 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" data-testid="compte-confirmes">
          {persons(counts.confirmed)} confirmée{counts.confirmed > 1 ? "s" : ""}
          {event.capacity !== null ? ` sur ${event.capacity}` : ""}
        </li>
        <li className="rounded-xl bg-amber-50 px-4 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="compte-attente">
          {persons(counts.waiting)} en liste d’attente
        </li>
        {places ? <li className="rounded-xl bg-slate-100 px-4 py-2 dark:bg-slate-800">{places}</li> : null}
      </ul>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <RegistrationTable id="confirmees" title="Places confirmées" rows={confirmed} empty="Aucune inscription confirmée pour l’instant." cancellable />
      <RegistrationTable id="attente" title="Liste d’attente, dans l’ordre" rows={waiting} empty="Personne n’attend une place." cancellable ordered />
      <RegistrationTable id="annulees" title="Inscriptions annulées" rows={cancelled} empty="Aucune inscription annulée." />
    </AdminPage>
  );
}

function RegistrationTable({ id, title, rows, empty, cancellable = false, ordered = false }: { id: string; title: string; rows: AdminRegistration[]; empty: string; cancellable?: boolean; ordered?: boolean }) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby={`${id}-titre`} className="mt-8">
      <h2 id={`${id}-titre`} className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <div className="mt-3 relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid={`inscriptions-${id}`}>
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <tr>
                {ordered ? <th scope="col" className="py-2 pr-3">Rang</th> : null}
                <th scope="col" className="py-2 pr-3">Nom</th>
                <th scope="col" className="py-2 pr-3">Adresse e-mail</th>
                <th scope="col" className="py-2 pr-3">Personnes</th>
                <th scope="col" className="py-2 pr-3">Message</th>
                <th scope="col" className="py-2 pr-3">{cancellable ? "Inscrit le" : "Annulé le"}</th>
                {cancellable ? <th scope="col" className="py-2"><span className="sr-only">Action</span></th> : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((row, index) => (
                <tr key={row.id}>
                  {ordered ? <td className="py-2 pr-3">{index + 1}</td> : null}
                  <td className="py-2 pr-3 font-medium">{row.name}</td>
                  <td className="py-2 pr-3">
                    <a href={`mailto:${row.email}`} className="underline">
                      {row.email}
                    </a>
                  </td>
                  <td className="py-2 pr-3">{row.persons}</td>
                  <td className="max-w-xs py-2 pr-3 break-words">{row.message ?? "—"}</td>
                  <td className="py-2 pr-3">{formatDateTime(cancellable ? row.createdAt : (row.cancelledAt ?? row.createdAt))}</td>
                  {cancellable ? (
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="registration" value={row.id} />
                        <SubmitButton variant="danger" className="px-3 py-1.5 text-sm" pending={navigation.state === "submitting" && navigation.formData?.get("registration") === row.id} pendingLabel="Annulation...">
                          Annuler<span className="sr-only"> l’inscription de {row.name}</span>
                        </SubmitButton>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
