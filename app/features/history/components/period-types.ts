// Colours of the three period types of the timeline (legend badges and timeline dots), AA in both themes.
import type { TimelinePeriodType } from "~/content/timeline";

export const periodTypeBadge: Record<TimelinePeriodType, string> = {
  histoire: "bg-brand-700 text-white",
  projet: "bg-ochre-700 text-white",
  adpl: "bg-emerald-700 text-white",
};

export const periodTypeDot: Record<TimelinePeriodType, string> = {
  histoire: "bg-brand-700 text-white ring-brand-100 dark:ring-brand-900",
  projet: "bg-ochre-700 text-white ring-ochre-100 dark:ring-ochre-700/30",
  adpl: "bg-emerald-700 text-white ring-emerald-100 dark:ring-emerald-900",
};
