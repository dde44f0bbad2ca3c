// /admin/audience: the first-party audience figures (ADR 0017) over 30 or 90 days
// (?periode=30|90): visits per day, top pages, top referrers, the membership funnel and the
// searches that found nothing. Administrators only ("roles:manage"): the searches are what
// visitors typed. Recorded only for visitors who accepted the measurement.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/audience";
import { AdminPage, AdminSection as Section } from "~/features/admin/components/AdminFrame";
import { AUDIENCE_PERIODS, audiencePeriod } from "~/features/analytics/audience";
import { loadAudience } from "~/features/analytics/audience.server";
import { DailyVisitsChart } from "~/features/analytics/components/DailyVisitsChart";
import { FunnelChart } from "~/features/analytics/components/FunnelChart";
import { EVENT_LABELS } from "~/features/analytics/labels";
import { requestNow } from "~/lib/clock.server";
import { formatCount } from "~/lib/format-number";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("roles:manage")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const period = audiencePeriod(new URL(request.url).searchParams.get("periode"));
  return { period, figures: await loadAudience(getDatabase(context), requestNow(request), period) };
}

export default function AudiencePage({ loaderData }: Route.ComponentProps) {
  const { period, figures } = loaderData;
  return (
    <AdminPage title="Audience du site">
      <div className="space-y-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">
            Mesurée par le site lui-même, seulement pour les visiteurs qui l’ont acceptée, sans adresse IP. Une visite est un visiteur
            compté une fois par jour. Gardé 13{"\u00a0"}mois.
          </p>
          <nav aria-label="Période">
            <ul className="flex gap-2">
              {AUDIENCE_PERIODS.map((days) => (
                <li key={days}>
                  <Link
                    to={`?periode=${days}`}
                    aria-current={days === period ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full px-4 font-medium ${
                      days === period ? "bg-brand-700 text-white dark:bg-brand-200 dark:text-brand-900" : "border border-slate-400 text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                    }`}
                  >
                    {days} jours
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label="Visites" value={figures.totals.visitors} />
          <Figure label="Pages vues" value={figures.totals.views} />
          <Figure label="Recherches sans résultat" value={figures.searches.withoutResults} />
        </dl>

        <Section id="visites-par-jour" title="Visites par jour" intro={`Les ${period} derniers jours, heure de Paris.`}>
          <DailyVisitsChart days={figures.days} />
        </Section>

        <div className="grid gap-10 lg:grid-cols-2">
          <Section id="pages-les-plus-vues" title="Pages les plus vues">
            <RankTable
              caption="Pages les plus vues"
              headers={["Page", "Pages vues", "Visites"]}
              rows={figures.topPages.map((p) => [<code key="p" className="break-all">{p.path}</code>, p.views, p.visitors])}
              empty="Aucune page vue sur la période."
            />
          </Section>
          <Section id="sites-referents" title="Sites d’où viennent les visiteurs">
            <RankTable
              caption="Sites référents"
              headers={["Site", "Pages vues"]}
              rows={figures.topReferrers.map((r) => [r.referrer, r.views])}
              empty="Aucun site référent sur la période."
            />
          </Section>
        </div>

        <Section id="parcours-adhesion" title="Parcours d’adhésion" intro="Pages d’adhésion ouvertes, adhésions envoyées, arrivées à l’étape du paiement.">
          <FunnelChart funnel={figures.funnel} />
        </Section>

        <div className="grid gap-10 lg:grid-cols-2">
          <Section
            id="recherches-sans-resultat"
            title="Recherches sans résultat"
            intro={`${formatCount(figures.searches.withoutResults)} sur ${formatCount(figures.searches.total)} recherches n’ont rien trouvé.`}
          >
            <RankTable
              caption="Recherches sans résultat"
              headers={["Mots cherchés", "Nombre"]}
              rows={figures.searches.queries.map((q) => [q.query, q.count])}
              empty="Aucune recherche sans résultat sur la période."
            />
          </Section>
          <Section id="actions" title="Actions des visiteurs">
            <RankTable
              caption="Actions des visiteurs"
              headers={["Action", "Nombre"]}
              rows={figures.events.map((e) => [EVENT_LABELS[e.action] ?? e.action, e.count])}
              empty="Aucune action mesurée sur la période."
            />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-bold text-brand-800 tabular-nums dark:text-brand-100">{formatCount(value)}</dd>
    </div>
  );
}


function RankTable({ caption, headers, rows, empty }: { caption: string; headers: string[]; rows: Array<[ReactNode, ...number[]]>; empty: string }) {
  if (rows.length === 0) return <p className="text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-600">
          {headers.map((h, i) => (
            <th key={h} scope="col" className={`py-2 font-semibold ${i === 0 ? "pr-3" : "px-2 text-right"}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...numbers], i) => (
          <tr key={i} className="border-b border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {first}
            </th>
            {numbers.map((n, j) => (
              <td key={j} className="px-2 py-1.5 text-right tabular-nums">
                {formatCount(n)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Audience du site", description: "Fréquentation du site mesurée avec le consentement des visiteurs.", noindex: true });
