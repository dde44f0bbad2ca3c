// Site search overlay, a native modal dialog opened by the header's search button or Ctrl/Cmd+K
// (enhance/dialog.ts, enhance/shell/search.ts): focus in the field on open, Escape or the close
// button closes it, page scroll blocked. The form submits to /recherche, so it works without
// scripts. One visible control per action beside the field: the text button « Effacer » (shown by
// the module only while the field holds text; the browser's own clear cross is hidden) and the
// close icon. The backdrop is a plain dark veil: a blurred one (backdrop-filter) cost 50–110 ms of
// compositing per frame without a GPU (measured in Chromium with --disable-gpu), on opening and at
// each keystroke (bench/interactions.mjs, docs/performance.md).
// The live results under the field (enhance/modules/search-results.ts) are the HTML fragment of
// /recherche/apercu (features/search/components/SearchPanel.tsx), swapped into an element React
// leaves alone (empty dangerouslySetInnerHTML); so is the status line's text, which the module
// takes from the fragment or from this markup's data attributes (searching, failure). The field
// is a combobox over the fragment's listbox.
import { SEARCH_DIALOG_ID, SEARCH_LISTBOX_ID } from "~/components/layout/search-ids";
import { Search, X } from "~/components/ui/icons";
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from "../rules";

/** The live results fragment (routes/resources/search-fragment.tsx). */
export const SEARCH_FRAGMENT_PATH = "/recherche/apercu";

export function SearchOverlay({ shortName }: { shortName: string }) {
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      data-module="search"
      aria-labelledby="site-search-title"
      aria-modal="true"
      className="fixed inset-0 z-[60] m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-slate-950/60 px-3 pt-[8vh] pb-3"
    >
      <div className="mx-auto max-w-2xl overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={SEARCH_LISTBOX_ID}
            // The spec fixes this placeholder character for character, three dots included.
            data-spec-text=""
            placeholder={`Rechercher sur le site ${shortName}...`}
            className="h-14 w-full bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
            maxLength={MAX_QUERY_LENGTH}
          />
          <button
            type="button"
            hidden
            data-clear=""
            className="inline-flex h-8 shrink-0 items-center rounded-md px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            Effacer
          </button>
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-200 dark:bg-slate-700" />
          <button type="button" data-close="" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800" aria-label="Fermer la recherche" title="Fermer la recherche">
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
        <div
          className="max-h-[60vh] overflow-y-auto"
          data-search-results=""
          data-endpoint={SEARCH_FRAGMENT_PATH}
          data-min-length={MIN_QUERY_LENGTH}
          data-loading-text="Recherche…"
          data-error-text="La recherche est momentanément indisponible."
        >
          <p data-search-hint="" className="px-4 py-6 text-center text-sm text-slate-700 dark:text-slate-300">
            Tapez au moins 3 caractères pour rechercher
          </p>
          {/* Text set by the module: visually hidden for a count, a visible message otherwise. */}
          <div
            role="status"
            data-search-status=""
            className="px-4 py-6 text-center text-sm text-slate-700 empty:py-0 data-[tone=count]:sr-only data-[tone=empty]:text-slate-800 data-[tone=error]:py-3 data-[tone=error]:text-red-800 dark:text-slate-300 dark:data-[tone=empty]:text-slate-200 dark:data-[tone=error]:text-red-300"
            dangerouslySetInnerHTML={{ __html: "" }}
          />
          <div data-search-fragment="" hidden dangerouslySetInnerHTML={{ __html: "" }} />
        </div>
      </div>
    </dialog>
  );
}
