// Visits per day as a bar chart drawn in SVG on the server (no chart library, no script), in the
// house style of the dashboard's WeeklyChart: an image with a title and a description summing it
// up, and the same figures in a table under "Voir les données".
import { formatShortDate } from "~/lib/dates";
import { formatCount } from "~/lib/format-number";
import type { AudienceDay } from "../audience";
import { ChartData, ValueAxis } from "~/features/admin/components/ChartData";

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 12, bottom: 36, left: 44 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

function yScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

export function DailyVisitsChart({ days }: { days: AudienceDay[] }) {
  const titleId = "visites-titre";
  const descId = "visites-description";
  const captionId = "visites-tableau";
  const max = Math.max(0, ...days.map((d) => d.visitors));
  const { top, step } = yScale(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(1, days.length);
  const labelEvery = days.length > 31 ? 14 : 7;
  const visitors = days.reduce((s, d) => s + d.visitors, 0);
  const views = days.reduce((s, d) => s + d.views, 0);
  const busiest = days.reduce<AudienceDay | null>((best, d) => (d.visitors > (best?.visitors ?? 0) ? d : best), null);
  const first = days[0];
  const last = days[days.length - 1];
  const description =
    first && last
      ? `Du ${formatShortDate(noon(first.day))} au ${formatShortDate(noon(last.day))}\u202f: ${formatCount(visitors)} visites et ${formatCount(views)} pages vues${busiest ? `\u202f; le plus de visites le ${formatShortDate(noon(busiest.day))} (${formatCount(busiest.visitors)})` : ""}. Le détail de chaque jour est dans le tableau «\u202fVoir les données\u202f».`
      : "Aucun jour à afficher.";

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby={titleId}>
        <svg role="img" aria-labelledby={`${titleId} ${descId}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[36rem]">
          <title id={titleId}>{`Visites par jour sur les ${days.length} derniers jours`}</title>
          <desc id={descId}>{description}</desc>
          <ValueAxis ticks={ticks} y={y} left={MARGIN.left} right={WIDTH - MARGIN.right} />
          {days.map((d, i) => {
            const x = MARGIN.left + i * slot;
            const barTop = y(d.visitors);
            return (
              <g key={d.day}>
                {d.visitors > 0 ? (
                  <rect
                    x={x + slot * 0.15}
                    y={barTop}
                    width={Math.max(1, slot * 0.7)}
                    height={MARGIN.top + PLOT_HEIGHT - barTop}
                    className="fill-brand-600 dark:fill-brand-200"
                  >
                    <title>{`${formatShortDate(noon(d.day))}\u202f: ${formatCount(d.visitors)} visites, ${formatCount(d.views)} pages vues`}</title>
                  </rect>
                ) : null}
                {(days.length - 1 - i) % labelEvery === 0 ? (
                  <text x={x + slot / 2} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-300">
                    {dayLabel.format(noon(d.day))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartData>
        <div className="relative mt-3 max-h-96 overflow-auto" tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className="w-full border-collapse text-left text-sm">
            <caption id={captionId} className="mb-2 text-left font-semibold text-slate-800 dark:text-slate-100">
              Visites et pages vues par jour (heure de Paris)
            </caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">Jour</th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">Visites</th>
                <th scope="col" className="py-2 pl-2 text-right font-semibold">Pages vues</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                    <time dateTime={d.day}>{formatShortDate(noon(d.day))}</time>
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(d.visitors)}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums">{formatCount(d.views)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3">Total</th>
                <td className="px-2 py-2 text-right tabular-nums">{formatCount(visitors)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{formatCount(views)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </ChartData>
    </div>
  );
}
