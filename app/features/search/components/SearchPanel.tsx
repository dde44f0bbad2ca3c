// What the search overlay shows under its field: live results (debounced fetch of
// /api/recherche) as a listbox driven from the field (combobox pattern: the field keeps the
// focus, arrows move the active option, Enter opens it), the spec's hint and empty messages,
// and a link to the full results page.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { SearchPanelProvider } from "~/components/layout/SearchOverlay";
import { isSearchable, normalizeQuery, type SearchResponse, type SearchResult } from "../rules";
import { Highlighted } from "./Highlighted";
import { DidYouMean, MainSections } from "./NoResultHelp";

const DEBOUNCE_MS = 200;

type Status = "idle" | "loading" | "done" | "error";

interface PanelState {
  response: SearchResponse | null;
  status: Status;
  activeIndex: number;
}

/**
 * The overlay's search state: fetches results for the field's query and exposes the props
 * for the field (combobox) and for <SearchPanel>.
 */
export function useSearchPanel(query: string, onNavigate: () => void) {
  const listboxId = useId();
  const navigate = useNavigate();
  const [state, setState] = useState<PanelState>({ response: null, status: "idle", activeIndex: -1 });
  const normalized = normalizeQuery(query);
  const searchable = isSearchable(normalized);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((s) => ({ ...s, status: "loading" }));
      try {
        const res = await fetch(`/api/recherche?q=${encodeURIComponent(normalized)}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const response = (await res.json()) as SearchResponse;
        setState({ response, status: "done", activeIndex: -1 });
      } catch (error) {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: "error", activeIndex: -1 }));
        void error;
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [normalized, searchable]);

  const results: SearchResult[] = searchable && state.response?.query === normalized ? state.response.groups.flatMap((g) => g.results) : [];
  const activeIndex = state.activeIndex < results.length ? state.activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const open = (result: SearchResult) => {
    onNavigate();
    navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = activeIndex === -1 ? (step === 1 ? 0 : results.length - 1) : (activeIndex + step + results.length) % results.length;
      setState((s) => ({ ...s, activeIndex: next }));
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      open(results[activeIndex]);
    } else if (event.key === "Home" && activeIndex >= 0) {
      event.preventDefault();
      setState((s) => ({ ...s, activeIndex: 0 }));
    } else if (event.key === "End" && activeIndex >= 0) {
      event.preventDefault();
      setState((s) => ({ ...s, activeIndex: results.length - 1 }));
    }
  };

  const expanded = results.length > 0;
  return {
    inputProps: {
      role: "combobox" as const,
      "aria-autocomplete": "list" as const,
      "aria-expanded": expanded,
      "aria-controls": listboxId,
      "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    },
    panelProps: {
      query: normalized,
      searchable,
      response: searchable && state.response?.query === normalized ? state.response : null,
      status: state.status,
      listboxId,
      activeIndex,
      optionId,
      onNavigate,
      onHover: (index: number) => setState((s) => ({ ...s, activeIndex: index })),
    },
  };
}

export interface SearchPanelProps {
  query: string;
  searchable: boolean;
  response: SearchResponse | null;
  status: Status;
  listboxId: string;
  activeIndex: number;
  optionId: (index: number) => string;
  onNavigate: () => void;
  onHover: (index: number) => void;
}

export function SearchPanel({ query, searchable, response, status, listboxId, activeIndex, optionId, onNavigate, onHover }: SearchPanelProps) {
  if (!searchable) {
    return (
      <>
        <div id={listboxId} role="listbox" aria-label="Résultats de recherche" hidden />
        <p className="px-4 py-6 text-center text-sm text-slate-700 dark:text-slate-300">Tapez au moins 3 caractères pour rechercher</p>
      </>
    );
  }
  const total = response?.groups.reduce((n, g) => n + g.results.length, 0) ?? 0;
  let index = -1;
  return (
    <div>
      <div id={listboxId} role="listbox" aria-label="Résultats de recherche" hidden={!total} className="py-2">
        {response?.groups.map((group) => (
          <div key={group.type} role="group" aria-labelledby={`${listboxId}-${group.type}`}>
            <p id={`${listboxId}-${group.type}`} role="presentation" className="px-4 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {group.label}
            </p>
            {group.results.map((result) => {
              index += 1;
              const i = index;
              const active = i === activeIndex;
              return (
                <Link
                  key={result.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={active}
                  tabIndex={-1}
                  to={result.url}
                  onClick={onNavigate}
                  onMouseMove={() => onHover(i)}
                  className={`block border-l-4 px-4 py-2.5 ${active ? "border-brand-600 bg-brand-50 dark:border-brand-200 dark:bg-slate-800" : "border-transparent"}`}
                >
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    <Highlighted text={result.title} query={query} />
                  </span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    <Highlighted text={result.description} query={query} />
                  </span>
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status">
        {response && total > 0 ? <p className="sr-only">{`${total} résultat${total > 1 ? "s" : ""}`}</p> : null}
        {response && total === 0 ? <p className="px-4 py-6 text-center text-sm text-slate-800 dark:text-slate-200">Aucun résultat trouvé pour "{query}"</p> : null}
        {!response && status !== "error" ? <p className="px-4 py-6 text-center text-sm text-slate-700 dark:text-slate-300">Recherche…</p> : null}
        {status === "error" ? <p className="px-4 py-3 text-center text-sm text-red-800 dark:text-red-300">La recherche est momentanément indisponible.</p> : null}
      </div>
      {response && response.suggestions.length > 0 ? (
        <DidYouMean suggestions={response.suggestions} onNavigate={onNavigate} className={`px-4 text-center text-sm text-slate-800 dark:text-slate-200 ${total ? "py-3" : "pb-4"}`} />
      ) : null}
      {response && total === 0 ? (
        <div className="px-4 pb-5 text-center">
          <MainSections onNavigate={onNavigate} headingId={`${listboxId}-rubriques`} compact />
        </div>
      ) : null}
      <p className="border-t border-slate-200 px-4 py-3 text-center text-sm dark:border-slate-700">
        <Link to={`/recherche?q=${encodeURIComponent(query)}`} onClick={onNavigate} className="font-medium text-brand-700 underline dark:text-brand-200">
          Voir tous les résultats
        </Link>
      </p>
    </div>
  );
}

/** The live results as the shell's search overlay shows them (see SiteShell). */
export const searchPanelProvider: SearchPanelProvider = {
  usePanel(query, close) {
    const { inputProps, panelProps } = useSearchPanel(query, close);
    return { inputProps, panel: <SearchPanel {...panelProps} /> };
  },
};
