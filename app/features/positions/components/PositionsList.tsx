// The filtered positions, grouped by category, as a one-open-at-a-time accordion. The open
// card comes from ?ouvert= (server) or, with the accordion module (enhance/modules/accordion.ts),
// from the address's #slug (a shared link), which also scrolls it into view.
import type { PositionGroup, ShownPosition } from "../rules";
import { positionsSearch, type PositionsQuery } from "../query";
import { PositionCard } from "./PositionCard";

export function PositionsList({ groups, filters, now }: { groups: PositionGroup<ShownPosition>[]; filters: PositionsQuery; now: Date }) {
  const openSlug = filters.open ?? null;
  if (groups.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
        <p className="text-lg text-slate-800 dark:text-slate-200">Aucune prise de position ne correspond à votre recherche…</p>
        <a href="/prises-positions" data-replace="" className="no-print mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-200">
          Effacer les filtres
        </a>
      </div>
    );
  }

  return (
    <div className="space-y-10" data-module="accordion">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`categorie-${slugify(group.category)}`}>
          <h2 id={`categorie-${slugify(group.category)}`} className="mb-4 flex items-baseline gap-3 font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            {group.category}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {group.positions.length} {group.positions.length > 1 ? "positions" : "position"}
            </span>
          </h2>
          <div className="grid gap-5">
            {group.positions.map((position) => {
              const open = openSlug === position.slug;
              const toggleHref = `${positionsSearch({ ...filters, open: open ? undefined : position.slug })}#${position.slug}`;
              return <PositionCard key={position.slug} position={position} open={open} now={now} toggleHref={toggleHref || "?"} />;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
