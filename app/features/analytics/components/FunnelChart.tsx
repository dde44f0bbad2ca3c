// The membership funnel (form opened → submitted → payment step) as horizontal bars in SVG,
// with each step's share of the first, and the same figures in a table.
import { formatCount } from "~/lib/format-number";
import type { AudienceFigures } from "../audience";
import { ChartData } from "~/features/admin/components/ChartData";

const WIDTH = 640;
const ROW = 44;
const LABEL = 210;

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}\u00a0%` : "–");

export function FunnelChart({ funnel }: { funnel: AudienceFigures["funnel"] }) {
  const steps = [
    { label: "Formulaire ouvert", value: funnel.opened },
    { label: "Adhésion envoyée", value: funnel.submitted },
    { label: "Étape du paiement", value: funnel.paymentStep },
  ];
  const max = Math.max(1, ...steps.map((s) => s.value));
  const height = steps.length * ROW + 8;
  const description = steps.map((s) => `${s.label}\u202f: ${formatCount(s.value)} (${percent(s.value, funnel.opened)})`).join(", ");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      <svg role="img" aria-labelledby="entonnoir-titre entonnoir-description" viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full">
        <title id="entonnoir-titre">Parcours d’adhésion</title>
        <desc id="entonnoir-description">{description}.</desc>
        {steps.map((s, i) => {
          const w = ((WIDTH - LABEL - 110) * s.value) / max;
          const top = i * ROW + 8;
          return (
            <g key={s.label} className="text-[13px]">
              <text x={0} y={top + 18} className="fill-slate-800 dark:fill-slate-100">
                {s.label}
              </text>
              <rect x={LABEL} y={top} width={Math.max(s.value > 0 ? 2 : 0, w)} height={28} rx={4} className="fill-ochre-600 dark:fill-ochre-400" />
              <text x={LABEL + w + 8} y={top + 18} className="fill-slate-800 tabular-nums dark:fill-slate-100">
                {`${formatCount(s.value)} (${percent(s.value, funnel.opened)})`}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartData>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-800 dark:text-slate-100">Parcours d’adhésion, étape par étape</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">Étape</th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">Nombre</th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">Part des formulaires ouverts</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s) => (
              <tr key={s.label} className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-1.5 pr-3 font-normal">{s.label}</th>
                <td className="px-2 py-1.5 text-right tabular-nums">{formatCount(s.value)}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{percent(s.value, funnel.opened)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartData>
    </div>
  );
}
