// /admin/idees: the ideas and problems residents sent, for "ideas:moderate": filters (type,
// urgency, district, status, period: last 7/30/90 days or from/to dates), search and sort in the
// URL (a GET form, works without JavaScript), 20 per page, the age of each open item in days
// (flagged in words when an urgent or high-urgency one waits more than 7 days), and the CSV
// export of the filtered list.
import { TriangleAlert } from "~/components/ui/icons";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/ideas";
import { inputClass } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { ListCount, ListEmpty, ListFilterButtons } from "~/features/admin/components/AdminList";
import { DISTRICTS, districtLabel, IDEA_PERIODS, IDEA_STATUS_LABELS, IDEA_STATUSES, IDEA_TYPE_LABELS, IDEA_TYPES, URGENCY_LABELS, URGENCY_LEVELS } from "~/features/ideas/options";
import { ideaListFromUrl, ideaListSearchParams, listIdeaSubmissions } from "~/features/ideas/admin/queries.server";
import { IDEA_OVERDUE_DAYS, ideaAgeDays, isOpenIdea, isOverdueIdea } from "~/features/ideas/workflow";
import { requestNow } from "~/lib/clock.server";
import { formatDate } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/idees";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("ideas:moderate")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Idées et signalements", description: "Administration\u202f: les idées et les problèmes envoyés par les habitants.", noindex: true });

const SORT_LABELS = { recent: "Les plus récents d’abord", ancien: "Les plus anciens d’abord", urgence: "Les plus urgents d’abord" } as const;
const PERIOD_LABELS: Record<(typeof IDEA_PERIODS)[number], string> = { "7": "Les 7 derniers jours", "30": "Les 30 derniers jours", "90": "Les 90 derniers jours" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const query = ideaListFromUrl(new URL(request.url));
  const page = await listIdeaSubmissions(getDatabase(context), query, now);
  const exportQuery = ideaListSearchParams(query).toString();
  return {
    ...page,
    items: page.items.map((idea) => ({
      id: idea.id,
      title: idea.title,
      name: idea.name,
      kind: idea.kind,
      urgency: idea.urgency,
      district: idea.district,
      status: idea.status,
      createdAt: idea.createdAt.toISOString(),
      assignee: idea.assigneeName ?? idea.assigneeEmail,
      age: isOpenIdea(idea.status) ? ideaAgeDays(idea.createdAt, now) : null,
      overdue: isOverdueIdea(idea, now),
    })),
    filters: {
      statut: query.status ?? "",
      type: query.type ?? "",
      urgence: query.urgence ?? "",
      quartier: query.quartier ?? "",
      periode: query.periode ?? "",
      du: query.du ?? "",
      au: query.au ?? "",
      q: query.search ?? "",
      tri: query.sort,
    },
    csvHref: `${PATH}.csv${exportQuery ? `?${exportQuery}` : ""}`,
  };
}

const days = (n: number) => `${n}\u00a0jour${n > 1 ? "s" : ""}`;
const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

function Select({ id, name, label, value, options, all }: { id: string; name: string; label: string; value: string; options: ReadonlyArray<readonly [string, string]>; all: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        {all ? <option value="">{all}</option> : null}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function IdeasPage({ loaderData }: Route.ComponentProps) {
  const { filters, items, total } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === PATH && !navigation.formData;
  const filtered = Boolean(filters.statut || filters.type || filters.urgence || filters.quartier || filters.periode || filters.du || filters.au || filters.q);
  return (
    <AdminPage
      title="Idées et signalements"
      actions={
        <a
          href={loaderData.csvHref}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          Exporter en CSV<span className="sr-only"> (la liste filtrée)</span>
        </a>
      }
    >
      <Form method="get" role="search" aria-label="Filtrer les idées et signalements" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700" key={location.search}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            <label htmlFor="idees-recherche" className={labelClass}>
              Nom, e-mail, titre, description ou lieu
            </label>
            <input id="idees-recherche" type="search" name="q" defaultValue={filters.q} maxLength={100} className={inputClass} />
          </div>
          <Select id="idees-statut" name="statut" label="Statut" value={filters.statut} all="Tous les statuts" options={IDEA_STATUSES.map((s) => [s, IDEA_STATUS_LABELS[s]] as const)} />
          <Select id="idees-type" name="type" label="Type" value={filters.type} all="Tous les types" options={IDEA_TYPES.map((t) => [t, IDEA_TYPE_LABELS[t]] as const)} />
          <Select id="idees-urgence" name="urgence" label="Urgence" value={filters.urgence} all="Toutes les urgences" options={URGENCY_LEVELS.map((u) => [u, URGENCY_LABELS[u]] as const)} />
          <Select id="idees-quartier" name="quartier" label="Quartier" value={filters.quartier} all="Tous les quartiers" options={DISTRICTS.map((d) => [d.value, d.label] as const)} />
          <Select id="idees-periode" name="periode" label="Période" value={filters.periode} all="Depuis toujours" options={IDEA_PERIODS.map((p) => [p, PERIOD_LABELS[p]] as const)} />
          <Select id="idees-tri" name="tri" label="Ordre" value={filters.tri} all="" options={(Object.keys(SORT_LABELS) as Array<keyof typeof SORT_LABELS>).map((s) => [s, SORT_LABELS[s]] as const)} />
          <div>
            <label htmlFor="idees-du" className={labelClass}>
              Envoyées à partir du
            </label>
            <input id="idees-du" type="date" name="du" defaultValue={filters.du} className={inputClass} />
          </div>
          <div>
            <label htmlFor="idees-au" className={labelClass}>
              Envoyées jusqu’au
            </label>
            <input id="idees-au" type="date" name="au" defaultValue={filters.au} className={inputClass} />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ListFilterButtons clearTo={PATH} filtered={filtered} pending={searching} />
        </div>
      </Form>
      <ListCount>
        {total.toLocaleString("fr-FR")} soumission{total > 1 ? "s" : ""}
        {filtered ? (total > 1 ? " trouvées" : " trouvée") : ""}
      </ListCount>
      {items.length === 0 ? (
        <ListEmpty title="Aucune soumission">{filtered ? "Aucune idée ni aucun signalement ne correspond à ces filtres." : "Les habitants n’ont encore rien envoyé."}</ListEmpty>
      ) : (
        <div className="mt-4 relative overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="liste-idees">
            <caption className="sr-only">
              Idées et signalements, page {loaderData.page} sur {loaderData.pageCount}. L’âge des soumissions ouvertes est en jours&#8239;; au-delà de {IDEA_OVERDUE_DAYS}&#8239;jours, une soumission urgente ou d’urgence élevée est signalée «&#8239;en retard&#8239;».
            </caption>
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3">Titre</th>
                <th scope="col" className="py-2 pr-3">Type</th>
                <th scope="col" className="py-2 pr-3">Urgence</th>
                <th scope="col" className="py-2 pr-3">Quartier</th>
                <th scope="col" className="py-2 pr-3">Statut</th>
                <th scope="col" className="py-2 pr-3">Envoyée le</th>
                <th scope="col" className="py-2 pr-3">Âge</th>
                <th scope="col" className="py-2">Suivi par</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((idea) => (
                <tr key={idea.id} className={idea.overdue ? "bg-red-50 dark:bg-red-950" : undefined} data-testid="idee">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <Link to={`${PATH}/${idea.id}`} className="text-brand-800 underline dark:text-brand-100">
                      {idea.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{idea.name}</span>
                  </th>
                  <td className="py-2 pr-3">{IDEA_TYPE_LABELS[idea.kind]}</td>
                  <td className="py-2 pr-3">{URGENCY_LABELS[idea.urgency]}</td>
                  <td className="py-2 pr-3">{districtLabel(idea.district) ?? "—"}</td>
                  <td className="py-2 pr-3">{IDEA_STATUS_LABELS[idea.status]}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(idea.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {idea.age === null ? (
                      <span className="text-slate-600 dark:text-slate-400">Close</span>
                    ) : idea.overdue ? (
                      <strong className="inline-flex items-center gap-1 text-red-800 dark:text-red-200" data-testid="idee-en-retard">
                        <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
                        {days(idea.age)}, en retard
                      </strong>
                    ) : (
                      days(idea.age)
                    )}
                  </td>
                  <td className="py-2">{idea.assignee ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Pages des idées et signalements" />
    </AdminPage>
  );
}
