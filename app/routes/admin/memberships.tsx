// /admin/adhesions: the households' memberships for "memberships:manage": each household with its
// other members under the payer, filters by year and status, a search (payer's name, email, town)
// and sort in the URL (a GET form, works without JavaScript), 20 per page; the totals per year
// (households, persons, amount due, amount received, computed in SQL); the per-person CSV export
// of the filtered list ("exports:read") and the provider's CSV import ("payments:manage").
import { Form, Link } from "react-router";
import type { Route } from "./+types/memberships";
import { inputClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { MembershipStatusBadge } from "~/features/membership/components/MembershipStatusBadge";
import { MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from "~/features/membership/options";
import { formatCents } from "~/features/membership/payments";
import { membershipTotals } from "~/features/membership/payments.server";
import { formatEuros } from "~/features/membership/pricing";
import { listMemberships, membershipList } from "~/features/membership/admin/queries.server";
import { formatDate, formatShortDate } from "~/lib/dates";
import { can } from "~/lib/permissions";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/adhesions";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("memberships:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Adhésions", description: "Administration\u202f: les adhésions des foyers, leurs paiements et leurs totaux.", noindex: true });

const SORT_LABELS = { recent: "Plus récentes", ancien: "Plus anciennes", nom: "Nom du payeur" } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const query = membershipList.fromUrl(new URL(request.url));
  const [page, totals] = await Promise.all([listMemberships(db, query), membershipTotals(db, query.year)]);
  const exportQuery = membershipList.toSearchParams(query, { page: 1 }).toString();
  return {
    ...page,
    items: page.items.map((m) => ({
      id: m.id,
      household: m.household,
      year: m.year,
      persons: m.personCount,
      amountEuros: m.amountEuros,
      status: m.status,
      payer: `${m.firstName} ${m.lastName}`,
      email: m.email,
      city: m.city,
      otherMembers: m.otherMembers.map((o) => `${o.firstName} ${o.lastName}`),
      paidOn: m.paidOn,
      paidCents: m.paidCents,
      createdAt: m.createdAt.toISOString(),
    })),
    totals,
    years: membershipList.filters.year.values,
    filters: { annee: query.year === undefined ? "" : String(query.year), statut: query.status ?? "", q: query.search ?? "", tri: query.sort },
    csvHref: can(user, "exports:read") ? `${PATH}.csv${exportQuery ? `?${exportQuery}` : ""}` : null,
    canImport: can(user, "payments:manage"),
  };
}

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";
export default function MembershipsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, filters, totals, years, csvHref, canImport } = loaderData;
  const filtered = Boolean(filters.annee || filters.statut || filters.q || filters.tri !== "recent");
  const actionLink = "inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";
  return (
    <AdminPage
      title="Adhésions"
      actions={
        <div className="flex flex-wrap gap-2">
          {canImport ? (
            <Link to={`${PATH}/import`} className={actionLink}>
              Importer des paiements
            </Link>
          ) : null}
          {csvHref ? (
            <a href={csvHref} className={actionLink} download>
              Exporter en CSV (une ligne par personne)
            </a>
          ) : null}
        </div>
      }
    >
      <section aria-labelledby="totaux-titre" className="mb-6">
        <h2 id="totaux-titre" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          Totaux {filters.annee ? filters.annee : "par année"}
        </h2>
        {totals.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune adhésion{filters.annee ? ` pour ${filters.annee}` : ""}.</p>
        ) : (
          <div className="mt-2 relative overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Totaux des adhésions par année, hors adhésions annulées</caption>
              <thead className="border-b border-slate-300 dark:border-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4">Année</th>
                  <th scope="col" className="py-2 pr-4 text-right">Foyers</th>
                  <th scope="col" className="py-2 pr-4 text-right">Personnes</th>
                  <th scope="col" className="py-2 pr-4 text-right">Foyers payés</th>
                  <th scope="col" className="py-2 pr-4 text-right">Montant dû</th>
                  <th scope="col" className="py-2 pr-4 text-right">Montant reçu</th>
                  <th scope="col" className="py-2 pr-4 text-right">Annulées</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((t) => (
                  <tr key={t.year} className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4">{t.year}</th>
                    <td className="py-2 pr-4 text-right">{t.households.toLocaleString("fr-FR")}</td>
                    <td className="py-2 pr-4 text-right">{t.persons.toLocaleString("fr-FR")}</td>
                    <td className="py-2 pr-4 text-right">{t.paidHouseholds.toLocaleString("fr-FR")}</td>
                    <td className="py-2 pr-4 text-right">{formatEuros(t.dueEuros)}</td>
                    <td className="py-2 pr-4 text-right">{formatCents(t.receivedCents)}</td>
                    <td className="py-2 pr-4 text-right">{t.cancelled.toLocaleString("fr-FR")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Foyers, personnes et montant dû hors adhésions annulées&#8239;; montant reçu&#8239;: les paiements enregistrés.</p>
          </div>
        )}
      </section>

      <Form method="get" role="search" aria-label="Filtrer les adhésions" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="adhesions-recherche" className={labelClass}>
            Nom, adresse e-mail ou ville du payeur
          </label>
          <input id="adhesions-recherche" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="adhesions-annee" className={labelClass}>
            Année
          </label>
          <select id="adhesions-annee" name="annee" defaultValue={filters.annee} className={inputClass}>
            <option value="">Toutes les années</option>
            {[...years].reverse().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="adhesions-statut" className={labelClass}>
            Statut
          </label>
          <select id="adhesions-statut" name="statut" defaultValue={filters.statut} className={inputClass}>
            <option value="">Tous les statuts</option>
            {MEMBERSHIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {MEMBERSHIP_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="adhesions-tri" className={labelClass}>
            Ordre
          </label>
          <select id="adhesions-tri" name="tri" defaultValue={filters.tri} className={inputClass}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <ListFilterButtons clearTo={PATH} filtered={filtered} />
        </div>
      </Form>

      <ListCount>
        {total.toLocaleString("fr-FR")} foyer{total > 1 ? "s" : ""}
      </ListCount>
      {items.length === 0 ? (
        <ListEmpty title="Aucune adhésion">{filtered ? "Aucune adhésion ne correspond à ces filtres." : "Les adhésions envoyées par la page Adhésion arriveront ici."}</ListEmpty>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" aria-label="Foyers adhérents">
          {items.map((item) => (
            <li key={item.id} className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <MembershipStatusBadge status={item.status} />
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {item.year} · {item.persons} personne{item.persons > 1 ? "s" : ""} · {formatEuros(item.amountEuros)}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">· Foyer n°&nbsp;{item.household}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">· reçue le {formatShortDate(item.createdAt)}</span>
              </div>
              <p className="mt-1 font-medium">
                <Link to={`${PATH}/${item.id}`} className="text-brand-800 underline-offset-2 hover:underline dark:text-brand-100">
                  {item.payer} <span className="font-normal text-slate-600 dark:text-slate-400">&lt;{item.email}&gt;</span>
                </Link>
                <span className="font-normal text-slate-600 dark:text-slate-400"> — {item.city}</span>
              </p>
              {item.otherMembers.length > 0 ? (
                <ul className="mt-1 ml-4 list-disc text-sm text-slate-700 dark:text-slate-300" aria-label={`Autres membres du foyer de ${item.payer}`}>
                  {item.otherMembers.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>
              ) : null}
              {item.paidOn && item.paidCents !== null ? (
                <p className="mt-1 text-sm text-green-800 dark:text-green-200">
                  Payée le {formatDate(`${item.paidOn}T12:00:00Z`)} ({formatCents(item.paidCents)})
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages des adhésions" />
    </AdminPage>
  );
}
