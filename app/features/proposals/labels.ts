// French labels and badge colours of a proposal's priority and progress (spec 02 §4: priority
// red / yellow / green, status blue / green / red), shared by the public page and the back-office.
import type { PROPOSAL_PRIORITIES, PROPOSAL_PROGRESS } from "~/db/schema/enums";

export const PRIORITY_LABELS: Record<(typeof PROPOSAL_PRIORITIES)[number], string> = { haute: "Haute", moyenne: "Moyenne", basse: "Basse" };
export const PROGRESS_LABELS: Record<(typeof PROPOSAL_PROGRESS)[number], string> = { en_cours: "En cours", realise: "Réalisé", abandonne: "Abandonné" };

const PRIORITY_TONES: Record<string, string> = {
  haute: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  moyenne: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  basse: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
};
const PROGRESS_TONES: Record<string, string> = {
  en_cours: "bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100",
  realise: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
  abandonne: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** "Priorité haute"; an unknown value is shown as is (spec: underscores as spaces). */
export function priorityBadge(value: string): { label: string; tone: string } {
  const label = (PRIORITY_LABELS as Record<string, string>)[value];
  return { label: `Priorité ${label ? label.toLowerCase() : value.replace(/_/g, " ")}`, tone: PRIORITY_TONES[value] ?? "bg-slate-200 text-slate-800" };
}

export function progressBadge(value: string): { label: string; tone: string } {
  return { label: (PROGRESS_LABELS as Record<string, string>)[value] ?? value.replace(/_/g, " "), tone: PROGRESS_TONES[value] ?? "bg-slate-200 text-slate-800" };
}
