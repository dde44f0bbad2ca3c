// Full Tailwind classes for each content colour (Tailwind cannot see concatenated class names):
// a soft tinted chip with readable text, in light and dark themes.
import type { ColorToken } from "~/content/tokens";

export const softTone: Record<ColorToken, string> = {
  slate: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  stone: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
  lime: "bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-200",
  green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  emerald: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200",
  cyan: "bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200",
  sky: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  violet: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200",
  fuchsia: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200",
  rose: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200",
};
