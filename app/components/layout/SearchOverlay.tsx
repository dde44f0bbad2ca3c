// Site search overlay, a native modal dialog opened by the header's search button or Ctrl/Cmd+K
// (enhance/dialog.ts, enhance/shell/search.ts): focus in the field on open, Escape or the close
// button closes it, page scroll blocked. The form submits to /recherche, so it works without
// scripts. The live results under the field are a fragment rendered by the server.
import { Search, X } from "lucide-react";

export const SEARCH_DIALOG_ID = "recherche-rapide";

export function SearchOverlay({ shortName }: { shortName: string }) {
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      data-module="search"
      aria-labelledby="site-search-title"
      className="fixed inset-x-3 top-[8vh] bottom-auto mx-auto my-0 h-fit max-h-none w-auto max-w-2xl overflow-hidden rounded-2xl border-0 bg-transparent p-0 backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="bg-white text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
        <h2 id="site-search-title" className="sr-only">
          Rechercher sur le site
        </h2>
        <form role="search" method="get" action="/recherche" className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
          <label htmlFor="site-search-input" className="sr-only">
            Rechercher sur le site
          </label>
          <input
            id="site-search-input"
            name="q"
            type="search"
            autoComplete="off"
            autoFocus
            placeholder={`Rechercher sur le site ${shortName}...`}
            className="h-14 w-full bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
            maxLength={200}
          />
          <button type="button" data-close="" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800" aria-label="Fermer la recherche" title="Fermer la recherche">
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
        <div className="max-h-[60vh] overflow-y-auto" data-search-results="" />
      </div>
    </dialog>
  );
}
