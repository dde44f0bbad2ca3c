// /prises-positions: the positions register, filtered through the URL (?q, annee, statut,
// categorie; ?ouvert opens a card without JavaScript), grouped by category.
import type { Route } from "./+types/positions";
import { sitePages } from "~/config/pages";
import { CandidatesBlock, PositionsAbout, PositionsStats } from "~/features/positions/components/PositionsIntro";
import { PositionsFilters } from "~/features/positions/components/PositionsFilters";
import { PositionsList } from "~/features/positions/components/PositionsList";
import "~/features/positions/components/positions-print.css";
import { getPositionsPage } from "~/features/positions/queries.server";
import { parsePositionsQuery } from "~/features/positions/schema";
import { useRootData } from "~/lib/root-data";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parsePositionsQuery(new URL(request.url).searchParams);
  const page = await getPositionsPage(filters);
  return { ...page, filters, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.positions.seo);

export default function PositionsPage({ loaderData }: Route.ComponentProps) {
  const { groups, options, filters, total, shown, now } = loaderData;
  const site = useRootData()?.site;
  const email = site?.email ?? "contact@adpl-lyon.fr";
  const shortName = site?.shortName ?? "ADPL";
  const active = [filters.q && `mots clés « ${filters.q} »`, filters.year, filters.status, filters.category].filter(Boolean);
  return (
    <div className="positions-page mx-auto max-w-5xl space-y-10 px-4 py-12">
      <header>
        <h1 className="font-serif text-4xl font-bold text-brand-800 dark:text-brand-100">Nos prises de position</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          Positions officielles, courriers, enquêtes et lettres ouvertes&nbsp;: ce que l’{shortName} défend pour la Presqu’île.
        </p>
        <p className="mt-2 hidden text-sm print:block">
          {shortName} — imprimé le {formatDate(now)}
          {active.length ? ` — sélection : ${active.join(", ")}` : ""} — {shown} sur {total}
        </p>
      </header>
      <PositionsStats />
      <PositionsAbout email={email} shortName={shortName} />
      <section aria-labelledby="liste-positions" className="space-y-8">
        <h2 id="liste-positions" className="sr-only">
          Liste des prises de position
        </h2>
        <PositionsFilters filters={filters} options={options} shown={shown} total={total} />
        <PositionsList groups={groups} filters={filters} now={new Date(now)} />
      </section>
      <CandidatesBlock email={email} shortName={shortName} />
    </div>
  );
}
