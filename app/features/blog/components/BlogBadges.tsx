// An article's category badge (one colour per category) and its neighbourhood, on cards and pages.
import { MapPin } from "~/components/ui/icons";
import { softTone } from "~/components/ui/tone";
import type { ColorToken } from "~/content/tokens";

const CATEGORY_TONES: Record<string, ColorToken> = {
  Urbanisme: "sky",
  Culture: "violet",
  Commerce: "amber",
  Patrimoine: "rose",
  Événements: "emerald",
};

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${softTone[CATEGORY_TONES[category] ?? "slate"]}`}>
      {category}
    </span>
  );
}

/** The neighbourhood, or nothing for an article about the whole Presqu’île. */
export function NeighbourhoodLabel({ neighbourhood }: { neighbourhood: string | null }) {
  if (!neighbourhood) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
      <MapPin aria-hidden="true" className="h-4 w-4" />
      {neighbourhood}
    </span>
  );
}
