// The filters of /blog: a search text (title or excerpt), the theme and the neighbourhood, as a
// plain GET form so that they live in the address and work without JavaScript. With JavaScript a
// changed list applies at once; the text applies on "Filtrer" or Enter.
import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { inputClass } from "~/components/ui/field";
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS, BLOG_PATH, blogSearch, type BlogFilters as Filters } from "../rules";

export function BlogFilters({ filters }: { filters: Filters }) {
  const navigate = useNavigate();
  const search = useSyncedValue<HTMLInputElement>(filters.q);
  // With JavaScript the address leaves empty filters out (the plain form sends every field).
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    void navigate(`${BLOG_PATH}${blogSearch({ theme: value("theme"), quartier: value("quartier"), q: value("q") })}`, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={BLOG_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      role="search" aria-label="Filtrer les articles" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900/60">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <label htmlFor="blog-q" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
            Rechercher un article
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input ref={search} id="blog-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder="Titre ou résumé…" className={`${inputClass} pl-9 ${filters.q ? "pr-11" : ""}`} />
            {filters.q ? (
              <Link
                to={`${BLOG_PATH}${blogSearch({ ...filters, q: "" })}`}
                className="absolute top-1/2 right-1 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                title="Effacer la recherche"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Effacer la recherche</span>
              </Link>
            ) : null}
          </div>
        </div>
        <FilterSelect id="blog-theme" name="theme" label="Thème" value={filters.theme} options={BLOG_CATEGORIES} onChange={apply} />
        <FilterSelect id="blog-quartier" name="quartier" label="Quartier" value={filters.quartier} options={BLOG_NEIGHBORHOODS} onChange={apply} />
        <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-brand-100">
          Filtrer
        </button>
      </div>
    </Form>
  );
}

/** Keeps an uncontrolled field equal to the address after a navigation (a link that clears a filter). */
function useSyncedValue<T extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return ref;
}

function FilterSelect(props: { id: string; name: string; label: string; value: string; options: readonly string[]; onChange: (form: HTMLFormElement) => void }) {
  const ref = useSyncedValue<HTMLSelectElement>(props.value);
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <select
        ref={ref}
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        onChange={(event) => {
          if (event.currentTarget.form) props.onChange(event.currentTarget.form);
        }}
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
