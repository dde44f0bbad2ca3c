// The pieces every back-office list shares around its own filters and rows: the filter form's
// buttons, the count announced to screen readers, and the empty state. One look for every list.
import type { ReactNode } from "react";
import { Link } from "react-router";

export const filterButtonClass =
  "min-h-11 rounded-full border border-brand-600 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800";

/** "Filtrer" (its pending label while the list loads) and, when something is filtered, the link that clears it. */
export function ListFilterButtons({ clearTo, filtered, pending = false, pendingLabel = "Filtrage...", label = "Filtrer", clearLabel = "Effacer les filtres" }: { clearTo: string; filtered: boolean; pending?: boolean; pendingLabel?: string; label?: string; clearLabel?: string }) {
  return (
    <>
      <button type="submit" className={filterButtonClass}>
        {pending ? pendingLabel : label}
      </button>
      {filtered ? (
        <Link to={clearTo} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline dark:text-brand-100">
          {clearLabel}
        </Link>
      ) : null}
    </>
  );
}

/** The list's count, announced when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" role="status">
      {children}
    </p>
  );
}

/** What an empty list says: why, and what will come here. */
export function ListEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
      <p className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">{title}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{children}</p>
    </div>
  );
}
