// /prises-positions: the positions register, filtered through the URL (?q, annee, statut,
// categorie; ?ouvert opens a card without JavaScript), grouped by category. The stats block's
// figures are the site's figures (features/figures: counted from the database unless an editor
// typed them) and the date (the active year).
import type { Route } from "./+types/positions";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { sitePages } from "~/config/pages";
import type { NumberFigureValues } from "~/content/figures";
import { positionsStatsLabels } from "~/content/positions-page";
import { countedFigure } from "~/features/figures/figures";
import { loadFigures } from "~/features/figures/figures.server";
import { membersFigureLabel, membersFigureSentence } from "~/features/membership/members-figure";
import { getMembersFigure } from "~/features/membership/queries.server";
import { CandidatesBlock, PositionsAbout, PositionsStats, type PositionsStat } from "~/features/positions/components/PositionsIntro";
import { PositionsFilters } from "~/features/positions/components/PositionsFilters";
import { PositionsList } from "~/features/positions/components/PositionsList";
import "~/features/positions/components/positions-print.css";
import { getPositionsPage } from "~/features/positions/queries.server";
import { parsePositionsQuery } from "~/features/positions/schema";
import { useRootData } from "~/lib/root-data";
import { requestNow } from "~/lib/clock.server";
import { formatDate, parisCalendarDate } from "~/lib/dates";
import { formatCount } from "~/lib/format-number";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { EmptyState } from "~/components/ui/empty-state";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parsePositionsQuery(new URL(request.url).searchParams);
  const now = requestNow(request);
  const [page, { numbers }] = await Promise.all([getPositionsPage(getDatabase(context), filters), loadFigures(getDatabase(context))]);
  const members = await getMembersFigure(getDatabase(context), now, numbers.members);
  // A count of nothing (a new register, or only samples, which never count) and a figure nobody
  // entered are left out: « 0 » says nothing.
  const counted = (id: string, figure: NumberFigureValues, count: number): PositionsStat[] => {
    const shown = countedFigure(figure, count);
    return shown ? [{ id, value: `${formatCount(shown.value)}${shown.suffix}`, label: figure.label, ...(figure.sample ? { sample: true } : {}) }] : [];
  };
  const stats: PositionsStat[] = [
    ...(members.value > 0 ? [{ id: "membres", value: formatCount(members.value), label: membersFigureLabel(members, numbers.members.label), ...(members.sample ? { sample: true } : {}) }] : []),
    ...counted("positions", numbers.positions, page.counted.total),
    ...counted("en-cours", numbers.inProgress, page.counted.inProgress),
    // « année active » says the register lives: not while it holds nothing.
    ...(page.total > 0 ? [{ id: "annee", value: String(parisCalendarDate(now).year), label: positionsStatsLabels.activeYear }] : []),
  ];
  return {
    ...page,
    filters,
    stats,
    membersSentence: members.value > 0 ? { text: membersFigureSentence(members, numbers.members.label), sample: members.sample === true } : null,
    now: now.toISOString(),
    // Written out here: the browser builds no date formatter to hydrate the page.
    printedOn: formatDate(now),
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, sitePages.positions.seo);

export default function PositionsPage({ loaderData }: Route.ComponentProps) {
  const { groups, options, filters, total, shown, now, printedOn, stats, membersSentence } = loaderData;
  const site = useRootData()?.site;
  const email = site?.email ?? null;
  const shortName = site?.shortName ?? "ADPL";
  const active = [filters.q && `mots clés «\u202f${filters.q}\u202f»`, filters.year, filters.status, filters.category].filter(Boolean);
  return (
    // The filters, themes and cards apply in place (enhance/modules/swap.ts): the whole page
    // follows, the printed selection line included.
    <div className="positions-page" id="prises-positions" data-module="swap">
      <PageHeader
        eyebrow="Nos actions"
        title="Nos prises de position"
        intro={
          <>
            <p>Positions officielles, courriers, enquêtes et lettres ouvertes&#8239;: ce que l’{shortName} défend pour la Presqu’île.</p>
            <p className="mt-2 hidden text-sm print:block">
              {shortName} — imprimé le {printedOn}
              {active.length ? ` — sélection\u202f: ${active.join(", ")}` : ""} — {shown} sur {total}
            </p>
          </>
        }
      />
      <PageBody measure="wide">
        <div className="space-y-10">
          <PositionsStats stats={stats} />
          <PositionsAbout email={email} shortName={shortName} members={membersSentence} />
          <section aria-labelledby="liste-positions" className="space-y-8">
            <h2 id="liste-positions" className="sr-only">
              Liste des prises de position
            </h2>
            {total === 0 ? (
              <EmptyState title="Aucune prise de position n’est encore publiée." editor={{ permission: "positions:write", href: "/admin/prises-positions/nouveau", label: "Publier une prise de position" }}>
                <p>Les positions de l’association, ses courriers et ses lettres ouvertes paraîtront ici, datés et classés par thème.</p>
              </EmptyState>
            ) : (
              <>
                <PositionsFilters filters={filters} options={options} shown={shown} total={total} />
                <PositionsList groups={groups} filters={filters} now={new Date(now)} />
              </>
            )}
          </section>
          <CandidatesBlock email={email} shortName={shortName} />
        </div>
      </PageBody>
    </div>
  );
}
