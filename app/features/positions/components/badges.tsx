// Badges of a position card: URGENT / Nouveau, and the status with the spec's colours
// (all pairs meet WCAG AA contrast in light and dark themes).
import { statusTone, type PositionBadge, type StatusTone } from "../rules";

const toneClass: Record<StatusTone, string> = {
  green: "bg-emerald-100 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-300/30",
  orange: "bg-orange-100 text-orange-900 ring-orange-700/20 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-300/30",
  blue: "bg-blue-100 text-blue-900 ring-blue-700/20 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-300/30",
  red: "bg-red-100 text-red-900 ring-red-700/20 dark:bg-red-950 dark:text-red-100 dark:ring-red-300/30",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-tone={statusTone(status)} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${toneClass[statusTone(status)]}`}>
      {status}
    </span>
  );
}

export function RecencyBadge({ badge }: { badge: PositionBadge }) {
  if (badge === "urgent") {
    return (
      // The glow is a ring behind the badge that grows 6 px and fades out (it stays within the
      // gap around the badge: never over the date, never clipped by the card), three times, and
      // not at all under reduced motion (issue 11). Only its transform and opacity change, so the
      // compositor runs it: a shadow animated instead repainted the page on every frame.
      <span className="relative inline-flex">
        <span
          aria-hidden="true"
          data-urgent-glow
          className="absolute inset-0 animate-[adpl-urgent-glow_1.6s_ease-out_3] rounded-full bg-red-600/60 opacity-0 motion-reduce:animate-none print:hidden"
        />
        <span className="relative inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">URGENT</span>
      </span>
    );
  }
  if (badge === "recent") {
    return <span className="inline-flex items-center rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-bold text-white">Nouveau</span>;
  }
  return null;
}
