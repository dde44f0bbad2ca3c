// What the search overlay shows under its field. The full-text results arrive with the
// search feature; until then the minimum-length hint and a link to the results page.
import { Link } from "react-router";
import { MIN_QUERY_LENGTH } from "../rules";

export function SearchPanel({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">Tapez au moins 3 caractères pour rechercher</p>;
  }
  return (
    <p className="px-4 py-6 text-center text-sm">
      <Link to={`/recherche?q=${encodeURIComponent(trimmed)}`} onClick={onNavigate} className="font-medium text-brand-700 underline dark:text-brand-200">
        Voir tous les résultats
      </Link>
    </p>
  );
}
