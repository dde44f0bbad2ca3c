// Submissions per week as a grouped bar chart drawn in SVG on the server (no chart library, no
// script): an image with a title and a description summing it up, a legend whose swatches differ
// by pattern as well as colour (plain, stripes, dots), and the same figures as a table.
import { formatDate, formatShortDate } from "~/lib/dates";
import { formatCount } from "~/lib/format-number";
import type { WeeklySeriesId } from "../dashboard.server";
import { ChartData, ValueAxis } from "./ChartData";

interface SeriesStyle {
  label: string;
  /** "3 adhésions", "1 adhésion": for the description. */
  count: (n: number) => string;
  /** Classes of the bar (solid) or of its outline (patterned). */
  className: string;
  pattern: "plain" | "stripes" | "dots";
}

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n > 1 ? many : one}`;

const SERIES: Record<WeeklySeriesId, SeriesStyle> = {
  ideas: {
    label: "Idées et problèmes",
    count: (n) => plural(n, "idée ou problème", "idées et problèmes"),
    className:
      "fill-brand-600 stroke-brand-600 dark:fill-brand-200 dark:stroke-brand-200",
    pattern: "plain",
  },
  memberships: {
    label: "Adhésions",
    count: (n) => plural(n, "adhésion", "adhésions"),
    className: "stroke-ochre-600 dark:stroke-ochre-400",
    pattern: "stripes",
  },
  messages: {
    label: "Messages de contact",
    count: (n) => plural(n, "message de contact", "messages de contact"),
    className: "stroke-teal-700 dark:stroke-teal-300",
    pattern: "dots",
  },
};

const WIDTH = 720;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 12, bottom: 36, left: 40 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

const shortDay = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const mondayOf = (week: string) => new Date(`${week}T12:00:00Z`);
const sundayOf = (week: string) =>
  new Date(mondayOf(week).getTime() + 6 * 86_400_000);

/** A y scale of round steps ending at or above the largest value (at least 0 to 4). */
function yScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ??
    10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

export interface WeeklyChartProps {
  /** The Mondays (YYYY-MM-DD), oldest first. */
  weeks: string[];
  series: Array<{ id: WeeklySeriesId; values: number[] }>;
  /** Prefix of the element ids (title, description, patterns): unique on the page. */
  idPrefix?: string;
}

export function WeeklyChart({
  weeks,
  series,
  idPrefix = "soumissions",
}: WeeklyChartProps) {
  const titleId = `${idPrefix}-titre`;
  const descId = `${idPrefix}-description`;
  const captionId = `${idPrefix}-tableau`;
  const patternId = (id: WeeklySeriesId) => `${idPrefix}-motif-${id}`;
  const fillOf = (id: WeeklySeriesId) =>
    SERIES[id].pattern === "plain" ? undefined : `url(#${patternId(id)})`;

  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const { top, step } = yScale(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const y = (value: number) =>
    MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const groupWidth = PLOT_WIDTH / Math.max(1, weeks.length);
  const barWidth = (groupWidth - 12) / Math.max(1, series.length);

  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const totals = series.map((s) => ({
    id: s.id,
    total: s.values.reduce((sum, v) => sum + v, 0),
  }));
  const description =
    first && last
      ? `Du ${formatDate(mondayOf(first))} au ${formatDate(sundayOf(last))}, semaines du lundi au dimanche\u202f: ${totals.map((t) => SERIES[t.id].count(t.total)).join(", ")}. Le détail de chaque semaine est dans le tableau «\u202fVoir les données\u202f».`
      : "Aucune semaine à afficher.";

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 dark:text-slate-100">
        {series.map((s) => (
          <li key={s.id} className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 18 18"
              className="shrink-0"
            >
              <rect
                x="1"
                y="1"
                width="16"
                height="16"
                fill={fillOf(s.id)}
                strokeWidth="1.5"
                className={SERIES[s.id].className}
              />
            </svg>
            {SERIES[s.id].label}
            <span className="text-slate-600 dark:text-slate-300">
              (
              {SERIES[s.id].pattern === "plain"
                ? "plein"
                : SERIES[s.id].pattern === "stripes"
                  ? "rayé"
                  : "à pois"}
              )
            </span>
          </li>
        ))}
      </ul>

      {/* Scrolls sideways on a phone rather than shrinking the labels out of legibility. */}
      <div
        className="mt-3 relative overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[36rem]"
        >
          <title
            id={titleId}
          >{`Soumissions par semaine sur les ${weeks.length} dernières semaines`}</title>
          <desc id={descId}>{description}</desc>
          <defs>
            <pattern
              id={patternId("memberships")}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect
                width="6"
                height="6"
                className="fill-ochre-100 dark:fill-slate-900"
              />
              <rect
                width="3"
                height="6"
                className="fill-ochre-600 dark:fill-ochre-400"
              />
            </pattern>
            <pattern
              id={patternId("messages")}
              width="5"
              height="5"
              patternUnits="userSpaceOnUse"
            >
              <rect
                width="5"
                height="5"
                className="fill-teal-50 dark:fill-slate-900"
              />
              <circle
                cx="2.5"
                cy="2.5"
                r="1.4"
                className="fill-teal-700 dark:fill-teal-300"
              />
            </pattern>
          </defs>

          <ValueAxis ticks={ticks} y={y} left={MARGIN.left} right={WIDTH - MARGIN.right} />

          {weeks.map((week, w) => {
            const x0 = MARGIN.left + w * groupWidth + 6;
            return (
              <g key={week}>
                {series.map((s, i) => {
                  const value = s.values[w] ?? 0;
                  if (value === 0) return null;
                  const barTop = y(value);
                  return (
                    <rect
                      key={s.id}
                      x={x0 + i * barWidth + 0.75}
                      y={barTop}
                      width={Math.max(1, barWidth - 1.5)}
                      height={MARGIN.top + PLOT_HEIGHT - barTop}
                      fill={fillOf(s.id)}
                      strokeWidth="1.5"
                      className={SERIES[s.id].className}
                    >
                      <title>{`Semaine du ${formatShortDate(mondayOf(week))}, ${SERIES[s.id].label.toLowerCase()}\u202f: ${formatCount(value)}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={x0 + (groupWidth - 12) / 2}
                  y={HEIGHT - MARGIN.bottom + 18}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px] dark:fill-slate-300"
                >
                  {shortDay.format(mondayOf(week))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>

      <ChartData>
        <div
          className="mt-3 relative overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption
              id={captionId}
              className="mb-2 text-left font-semibold text-slate-800 dark:text-slate-100"
            >
              Soumissions par semaine (semaines du lundi au dimanche)
            </caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Semaine du
                </th>
                {series.map((s) => (
                  <th
                    key={s.id}
                    scope="col"
                    className="px-2 py-2 text-right font-semibold"
                  >
                    {SERIES[s.id].label}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr
                  key={week}
                  className="border-b border-slate-200 dark:border-slate-700"
                >
                  <th
                    scope="row"
                    className="py-1.5 pr-3 font-normal whitespace-nowrap"
                  >
                    <time dateTime={week}>
                      {formatShortDate(mondayOf(week))}
                    </time>
                  </th>
                  {series.map((s) => (
                    <td
                      key={s.id}
                      className="px-2 py-1.5 text-right tabular-nums"
                    >
                      {formatCount(s.values[w] ?? 0)}
                    </td>
                  ))}
                  <td className="py-1.5 pl-2 text-right tabular-nums">
                    {formatCount(
                      series.reduce((sum, s) => sum + (s.values[w] ?? 0), 0),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3">
                  Total
                </th>
                {totals.map((t) => (
                  <td key={t.id} className="px-2 py-2 text-right tabular-nums">
                    {formatCount(t.total)}
                  </td>
                ))}
                <td className="py-2 pl-2 text-right tabular-nums">
                  {formatCount(totals.reduce((sum, t) => sum + t.total, 0))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </ChartData>
    </div>
  );
}
