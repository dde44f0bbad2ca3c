// The filters of /blog: a search text (title or excerpt), the theme and the neighbourhood, as a
// plain GET form so that they live in the address and work without JavaScript. With the page's
// swap module (enhance/modules/swap.ts) they apply in place, a changed list at once, and the
// address leaves empty filters out; the text applies on "Filtrer" or Enter.
import { Search, X } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/field";
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS, BLOG_PATH, blogSearch, type BlogFilters as Filters } from "../rules";

export function BlogFilters({ filters }: { filters: Filters }) {
  return (
    <form
      method="get"
      action={BLOG_PATH}
      data-auto-submit=""
      role="search" aria-label="Filtrer les articles" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900/60">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <label htmlFor="blog-q" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Rechercher un article
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input id="blog-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder="Titre ou résumé…" className={`${inputClass} pl-9 ${filters.q ? "pr-11" : ""}`} />
            {filters.q ? (
              <a
                href={`${BLOG_PATH}${blogSearch({ ...filters, q: "" })}`}
                className="absolute top-1/2 right-1 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                title="Effacer la recherche"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Effacer la recherche</span>
              </a>
            ) : null}
          </div>
        </div>
        <FilterSelect id="blog-theme" name="theme" label="Thème" value={filters.theme} options={BLOG_CATEGORIES} />
        <FilterSelect id="blog-quartier" name="quartier" label="Quartier" value={filters.quartier} options={BLOG_NEIGHBORHOODS} />
        <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100">
          Filtrer
        </button>
      </div>
    </form>
  );
}

function FilterSelect(props: { id: string; name: string; label: string; value: string; options: readonly string[] }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        className={inputClass}
      >
        <option value="">Tous</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
