// /admin/newsletter/abonnes: the newsletter's subscribers with their status, counts, a status
// filter and a search (plain GET form), the CSV export of the same selection, and a manual
// unsubscribe with a confirmation step (a plain form post, journaled). "newsletter:manage".
import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-subscribers";
import { inputClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { subscriberActionSchema, SUBSCRIBER_FILTERS, SUBSCRIBER_STATUS_LABELS } from "~/features/newsletter/issues";
import { subscriberCounts } from "~/features/newsletter/admin/issues.server";
import { getSubscriber, listSubscribers, subscriberList, unsubscribeSubscriber } from "~/features/newsletter/admin/subscribers.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { refusalMessage } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/newsletter/abonnes";
/** The answer to a post without a valid subscriber (a stale or tampered page: the forms are buttons). */
const INVALID = "Abonné inconnu ou action incomplète.";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("newsletter:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Abonnés à la lettre", description: "Administration\u202f: les abonnés à la lettre d’information.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const url = new URL(request.url);
  const query = subscriberList.fromUrl(url);
  const [page, counts] = await Promise.all([listSubscribers(db, query), subscriberCounts(db)]);
  const csvParams = subscriberList.toSearchParams(query, { page: 1 });
  csvParams.delete("page");
  csvParams.delete("par_page");
  return { ...page, counts, filters: { q: query.search ?? "", statut: query.status ?? "", tri: query.sort }, csvHref: `/admin/newsletter/abonnes.csv${csvParams.size ? `?${csvParams}` : ""}` };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: subscriberActionSchema,
    form: "subscriber-unsubscribe",
    limitBy: "back-office",
    mutate: async (value) => {
      const subscriber = await getSubscriber(db, value.id);
      if (!subscriber) throw new FormRefusal({ formErrors: ["Cet abonné n’existe plus."] }, 404);
      // First the question, then (confirmed) the change.
      if (value.confirm !== "oui") return { subscriber, result: null };
      return { subscriber, result: await unsubscribeSubscriber(db, user, subscriber.id) };
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const { subscriber, result } = outcome.value!;
  // The confirmation step: the page asks about this subscriber (the one datum beyond the form's reply).
  if (result === null) return outcome.stay({ confirm: subscriber });
  const back = `${PATH}${new URL(request.url).search}`;
  if (result === "already") return redirectWithToast(back, { title: "Déjà désinscrit", description: `${subscriber.email} ne reçoit déjà plus la lettre.` });
  return redirectWithToast(back, { title: "Abonné désinscrit", description: `${subscriber.email} ne recevra plus la lettre d’information.` });
}

const buttonClass = "inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

export default function NewsletterSubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageCount, counts, filters, csvHref } = loaderData;
  const filtered = Boolean(filters.q || filters.statut || filters.tri !== "recent");
  const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";
  const n = (value: number) => value.toLocaleString("fr-FR");
  const confirm = actionData?.data?.confirm ?? null;
  const error = confirm ? null : refusalMessage(actionData, INVALID);
  return (
    <AdminPage
      title="Abonnés à la lettre"
      back={{ to: "/admin/newsletter", label: "Retour à la lettre d’information" }}
      actions={
        <a href={csvHref} className={buttonClass} download>
          Exporter en CSV
        </a>
      }
    >
      <p className="text-slate-700 dark:text-slate-300">
        {n(counts.confirmed)} confirmé{counts.confirmed > 1 ? "s" : ""} · {n(counts.pending)} en attente de confirmation · {n(counts.unsubscribed)} désinscrit{counts.unsubscribed > 1 ? "s" : ""}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      {confirm ? (
        <section aria-labelledby="desinscrire-titre" className="mt-4 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          <h2 id="desinscrire-titre" className="font-serif text-xl font-bold">
            Désinscrire {confirm.email}&#8239;?
          </h2>
          <p className="mt-2">Cette adresse ne recevra plus la lettre. La personne pourra se réinscrire elle-même.</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="unsubscribe" />
            <input type="hidden" name="id" value={confirm.id} />
            <input type="hidden" name="confirm" value="oui" />
            <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
              Confirmer la désinscription
            </button>
            <Link to={PATH} className={buttonClass}>
              Annuler
            </Link>
          </Form>
        </section>
      ) : null}
      <Form method="get" role="search" aria-label="Filtrer les abonnés" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="abonnes-recherche" className={labelClass}>
            Adresse e-mail
          </label>
          <input id="abonnes-recherche" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="abonnes-statut" className={labelClass}>
            Statut
          </label>
          <select id="abonnes-statut" name="statut" defaultValue={filters.statut} className={inputClass}>
            <option value="">Tous les statuts</option>
            {(Object.keys(SUBSCRIBER_FILTERS) as (keyof typeof SUBSCRIBER_FILTERS)[]).map((key) => (
              <option key={key} value={key}>
                {SUBSCRIBER_STATUS_LABELS[SUBSCRIBER_FILTERS[key]]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="abonnes-tri" className={labelClass}>
            Ordre
          </label>
          <select id="abonnes-tri" name="tri" defaultValue={filters.tri} className={inputClass}>
            <option value="recent">Les plus récents d’abord</option>
            <option value="ancien">Les plus anciens d’abord</option>
            <option value="adresse">Par adresse</option>
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <ListFilterButtons clearTo={PATH} filtered={filtered} />
        </div>
      </Form>
      <ListCount>
        {n(total)} abonné{total > 1 ? "s" : ""}
      </ListCount>
      {items.length === 0 ? (
        <ListEmpty title="Aucun abonné">{filtered ? "Aucun abonné ne correspond à ces filtres." : "Les inscriptions à la lettre arriveront ici."}</ListEmpty>
      ) : (
        <div className="mt-4 relative overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Abonnés à la lettre d’information</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className="p-3">Adresse</th>
                <th scope="col" className="p-3">Statut</th>
                <th scope="col" className="p-3">Origine</th>
                <th scope="col" className="p-3">Inscription</th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="p-3 font-medium">{item.email}</td>
                  <td className="p-3">{item.statusLabel}</td>
                  <td className="p-3">{item.source}</td>
                  <td className="p-3">{formatDateTime(item.createdAt)}</td>
                  <td className="p-3 text-right">
                    {item.status !== "unsubscribed" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="unsubscribe" />
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className={buttonClass} aria-label={`Désinscrire ${item.email}`}>
                          Désinscrire
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages des abonnés" />
    </AdminPage>
  );
}
