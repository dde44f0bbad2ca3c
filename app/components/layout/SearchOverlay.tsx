// Site search overlay, a native modal dialog (components/ui/modal-dialog.tsx): focus in the
// field on open, Escape or the close button closes it, page scroll blocked. The form submits to
// /recherche, so it works without scripts. One visible control per action beside the field: the
// text button "Effacer" (only while the field holds text; the browser's own clear cross of
// search fields is hidden) and the close icon "Fermer la recherche".
// What appears under the field comes from the search feature, through SearchPanelProvider. The
// shell loads the feature's overlay (features/search/components/SiteSearch.tsx) the first time
// the search is opened, so pages do not carry it (issue 19).
import { Search, X } from "lucide-react";
import { useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Form } from "react-router";
import { ModalDialog } from "~/components/ui/modal-dialog";

/**
 * What the overlay asks of a search feature: a hook that, given the field's text and a way to
 * close the overlay, returns extra props for the field (such as a combobox's) and the panel
 * shown under it. The provider is a module constant, so the hook is the same on every render.
 */
export interface SearchPanelProvider {
  usePanel(query: string, close: () => void): { inputProps: InputHTMLAttributes<HTMLInputElement>; panel: ReactNode };
}

/** What the shell gives the search dialog it loads on demand. */
export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortName: string;
}

export function SearchOverlay({ open, onOpenChange, shortName, search }: SearchDialogProps & { search: SearchPanelProvider }) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const { usePanel } = search;
  const close = () => onOpenChange(false);
  const { inputProps, panel } = usePanel(query, close);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy="site-search-title"
      initialFocus="#site-search-input"
      className="fixed inset-x-3 top-[8vh] bottom-auto mx-auto my-0 h-fit max-h-none w-auto max-w-2xl overflow-hidden rounded-2xl border-0 bg-transparent p-0 backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="bg-white text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
        <h2 id="site-search-title" className="sr-only">
          Rechercher sur le site
        </h2>
        <Form role="search" method="get" action="/recherche" className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700" onSubmit={close}>
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
          <label htmlFor="site-search-input" className="sr-only">
            Rechercher sur le site
          </label>
          <input
            ref={inputRef}
            id="site-search-input"
            name="q"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={`Rechercher sur le site ${shortName}...`}
            className="h-14 w-full bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
            maxLength={200}
            {...inputProps}
          />
          {query ? (
            <button
              type="button"
              onClick={() => {
                setQuery("");
                inputRef.current?.focus();
              }}
              className="inline-flex h-8 shrink-0 items-center rounded-md px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              Effacer
            </button>
          ) : null}
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-200 dark:bg-slate-700" />
          <button
            type="button"
            onClick={close}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label="Fermer la recherche"
            title="Fermer la recherche"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </Form>
        <div className="max-h-[60vh] overflow-y-auto">{panel}</div>
      </div>
    </ModalDialog>
  );
}
