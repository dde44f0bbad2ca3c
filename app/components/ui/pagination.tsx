// Previous / next links of a paginated list (admin lists, 20 per page): plain links that keep
// the other query parameters, so they work without JavaScript.
import { Link, useLocation } from "react-router";

export function Pagination({ page, pageCount, param = "page", label = "Pagination" }: { page: number; pageCount: number; param?: string; label?: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass = "inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium text-brand-800 hover:bg-slate-50 dark:border-slate-600 dark:text-brand-100 dark:hover:bg-slate-800";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          ← Page précédente
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Page {page} sur {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Page suivante →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
