// The eight neighbourhood choices: links to ?quartier=<slug> (they work without JavaScript);
// the current one is marked with aria-current.
import { Link } from "react-router";
import type { Neighbourhood, NeighbourhoodSlug } from "~/content/neighbourhoods";
import { neighbourhoodHref } from "../lookup";

export function NeighbourhoodSelector({
  neighbourhoods,
  selected,
  label,
}: {
  neighbourhoods: readonly Neighbourhood[];
  selected: NeighbourhoodSlug;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {neighbourhoods.map((n) => {
          const current = n.slug === selected;
          return (
            <li key={n.slug}>
              <Link
                to={neighbourhoodHref(n.slug)}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200 dark:text-brand-900"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-200"
                }`}
              >
                {n.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
