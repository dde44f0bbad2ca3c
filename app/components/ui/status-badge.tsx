// A short status in a pill (« En attente », « Publiée », « Refusée »): the member space's lists
// (account, contributions, photos). Colours by meaning, each pair AA in light and dark.
import type { ReactNode } from "react";

const BADGE_TONES = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  done: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  refused: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50",
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}
