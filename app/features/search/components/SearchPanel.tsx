// What the search overlay shows under its field for one query: the live results as a listbox
// driven from the field (combobox pattern, app/enhance/modules/search-results.ts), grouped under
// their headings with the query's words highlighted, close spellings, the main sections when
// nothing is found, and the link to the full results page. Rendered by the server only, as the
// HTML fragment of /recherche/apercu (routes/resources/search-fragment.tsx) that the module swaps
// in: no handlers, plain links, stable ids. The status line (« N résultats », « Aucun résultat… »)
// is the overlay's own live region (SearchOverlay.tsx): the fragment gives its
// text and tone in data attributes.
import { SEARCH_LISTBOX_ID, searchOptionId } from "~/components/layout/search-ids";
import type { SearchResponse } from "../rules";
import { searchHref } from "../suggestions";
import { Highlighted } from "./Highlighted";
import { DidYouMean, MainSections } from "./NoResultHelp";
import { SampleLabel } from "~/components/ui/sample-label";


/** How the overlay's status line shows the fragment's text: visually hidden, or a visible message. */
export type SearchStatusTone = "hint" | "count" | "empty";

export function searchStatus(response: SearchResponse): { text: string; tone: SearchStatusTone } {
  if (response.tooShort) return { text: "Tapez au moins 3 caractères pour rechercher", tone: "hint" };
  const total = response.groups.reduce((n, g) => n + g.results.length, 0);
  if (total === 0) return { text: `Aucun résultat trouvé pour "${response.query}"`, tone: "empty" };
  return { text: `${total} résultat${total > 1 ? "s" : ""}`, tone: "count" };
}

export function SearchPanel({ response }: { response: SearchResponse }) {
  const { text, tone } = searchStatus(response);
  const total = response.groups.reduce((n, g) => n + g.results.length, 0);
  const query = response.query;
  let index = -1;
  return (
    <div data-search-panel="" data-status={text} data-tone={tone} data-query={query}>
      <div id={SEARCH_LISTBOX_ID} role="listbox" aria-label="Résultats de recherche" hidden={!total} className="py-2">
        {response.groups.map((group) => (
          <div key={group.type} role="group" aria-labelledby={`recherche-groupe-${group.type}`}>
            <p id={`recherche-groupe-${group.type}`} role="presentation" className="px-4 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {group.label}
            </p>
            {group.results.map((result) => {
              index += 1;
              return (
                <a
                  key={result.id}
                  id={searchOptionId(index)}
                  role="option"
                  aria-selected="false"
                  tabIndex={-1}
                  href={result.url}
                  className="block border-l-4 border-transparent px-4 py-2.5 aria-selected:border-brand-600 aria-selected:bg-brand-50 dark:aria-selected:border-brand-200 dark:aria-selected:bg-slate-800"
                >
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    <Highlighted text={result.title} query={query} />
                    {result.sample ? <SampleLabel className="ml-2" /> : null}
                  </span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    <Highlighted text={result.description} query={query} />
                  </span>
                </a>
              );
            })}
          </div>
        ))}
      </div>
      {response.suggestions.length > 0 ? (
        <DidYouMean suggestions={response.suggestions} className={`px-4 text-center text-sm text-slate-800 dark:text-slate-200 ${total ? "py-3" : "pb-4"}`} />
      ) : null}
      {!response.tooShort && total === 0 ? (
        <div className="px-4 pb-5 text-center">
          <MainSections headingId="recherche-apercu-rubriques" compact />
        </div>
      ) : null}
      {response.tooShort ? null : (
        <p className="border-t border-slate-200 px-4 py-3 text-center text-sm dark:border-slate-700">
          <a href={searchHref(query)} className="font-medium text-brand-700 underline dark:text-brand-200">
            Voir tous les résultats
          </a>
        </p>
      )}
    </div>
  );
}
