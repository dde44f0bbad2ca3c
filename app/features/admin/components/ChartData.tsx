// What the back-office's SVG bar charts share: the closed "Voir les données" disclosure of their
// data table (every chart's accessible alternative, in the same place and the same words) and
// the value axis.
import type { ReactNode } from "react";
import { formatCount } from "~/lib/format-number";

export function ChartData({ children }: { children: ReactNode }) {
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
        Voir les données
      </summary>
      {children}
    </details>
  );
}

/** A bar chart's value axis: a gridline and its figure per tick, from `left` to `right` (SVG units). */
export function ValueAxis({ ticks, y, left, right }: { ticks: readonly number[]; y: (value: number) => number; left: number; right: number }) {
  return (
    <g className="text-[11px]">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? "stroke-slate-500 dark:stroke-slate-400" : "stroke-slate-200 dark:stroke-slate-700"} strokeWidth="1" />
          <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 dark:fill-slate-300">
            {formatCount(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
