// Filters of /prises-positions: keywords, theme buttons, year/status/category lists. A plain
// GET form (with a submit button when scripts are off); with the page's swap module
// (enhance/modules/swap.ts) each change applies in place at once (text 300 ms after the last
// keystroke), replacing the history entry and keeping the scroll.
import { Printer, Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/field";
import type { PositionOptions } from "../rules";
import { positionsSearch, type PositionsQuery } from "../query";

export function PositionsFilters({ filters, options, shown, total }: { filters: PositionsQuery; options: PositionOptions; shown: number; total: number }) {
  const themeHref = (category: string | undefined) => `/prises-positions${positionsSearch({ ...filters, category, open: undefined })}`;
  const chip = (active: boolean) =>
    `inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium ${
      active
        ? "border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200 dark:text-brand-900"
        : "border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-200"
    }`;

  return (
    <div className="no-print space-y-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900/60">
      <form method="get" action="/prises-positions" data-auto-submit="" data-replace="" role="search" aria-label="Filtrer les prises de position" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="positions-q" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              Mots clés
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
              <input id="positions-q" name="q" type="search" defaultValue={filters.q ?? ""} data-live-submit="" placeholder="Recherche par mots clés…" maxLength={200} className={`${inputClass} pl-9`} />
            </div>
          </div>
          <button
            type="button"
            hidden
            data-module="print"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100"
          >
            <Printer aria-hidden="true" className="h-4 w-4" />
            Exporter / Imprimer PDF
          </button>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <FilterSelect id="positions-annee" name="annee" label="Année" placeholder="Toutes années" value={filters.year} options={options.years} />
          <FilterSelect id="positions-statut" name="statut" label="Statut" placeholder="Tous statuts" value={filters.status} options={options.statuses} />
          <FilterSelect id="positions-categorie" name="categorie" label="Catégorie" placeholder="Toutes catégories" value={filters.category} options={options.categories} />
        </div>
        <noscript>
          <button type="submit" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white">
            Appliquer les filtres
          </button>
        </noscript>
      </form>
      <nav aria-label="Thèmes" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">Thèmes :</span>
        <a href={themeHref(undefined)} data-replace="" aria-current={!filters.category ? "true" : undefined} className={chip(!filters.category)}>
          Tout
        </a>
        {options.categories.map((category) => {
          const active = filters.category === category;
          return (
            <a key={category} href={themeHref(active ? undefined : category)} data-replace="" aria-current={active ? "true" : undefined} className={chip(active)}>
              {category}
            </a>
          );
        })}
      </nav>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {shown === total ? `${total} prises de position` : `${shown} sur ${total} prises de position`}
      </p>
    </div>
  );
}

function FilterSelect(props: { id: string; name: string; label: string; placeholder: string; value: string | undefined; options: string[] }) {
  // Keep a filter value that no longer exists visible, so the form reflects the address.
  const options = props.value && !props.options.includes(props.value) ? [props.value, ...props.options] : props.options;
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""} className={inputClass}>
        <option value="">{props.placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
