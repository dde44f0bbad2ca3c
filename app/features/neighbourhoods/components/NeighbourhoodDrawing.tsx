// The static plan of the Presqu'île on /quartiers, drawn by the server from the site's own data: the
// two rivers (../rivers.ts), the land between them, and one marker per neighbourhood, a link to
// its selector URL (?quartier=…), so it works without JavaScript and loads nothing from another
// site. The selected one is marked with aria-current (the map module moves the mark when another
// neighbourhood is shown in place). The interactive map replaces it once the visitor asks.
import type { LatLng, Neighbourhood, NeighbourhoodSlug } from "~/content/neighbourhoods";
import { neighbourhoodHref } from "../lookup";
import { PLAN_HEIGHT, PLAN_WIDTH, planFrame, projectOnPlan } from "../plan";
import { riverLongitudeAt, riverNames, rivers, type River } from "../rivers";

/**
 * The side of its marker each name is written on, placed by hand as a cartographer would: the
 * central neighbourhoods are a few hundred metres apart, and a name written towards its
 * neighbour would cover it; the long names go where the plan has room on a 320 px phone.
 */
const labelSide: Record<NeighbourhoodSlug, "left" | "right"> = {
  pentes: "left",
  terreaux: "right",
  cordeliers: "right",
  jacobins: "left",
  bellecour: "right",
  ainay: "left",
  perrache: "right",
  confluence: "right",
};

/** Where each river's name is written: the latitude and the side of its course, away from the markers' names. */
const riverLabels: Record<River, { latitude: number; side: "west" | "east" }> = {
  saone: { latitude: 45.745, side: "west" },
  rhone: { latitude: 45.772, side: "east" },
};

/** Half the marker's dot plus the padding before it, in px: the dot's centre stands on the point. */
const DOT_OFFSET_PX = 13;

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

export function NeighbourhoodDrawing({ neighbourhoods, selected }: { neighbourhoods: readonly Neighbourhood[]; selected: NeighbourhoodSlug }) {
  const frame = planFrame(neighbourhoods.map((n) => n.center));
  const points = (course: readonly LatLng[]) =>
    course
      .map((point) => {
        const { x, y } = projectOnPlan(frame, point);
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join(" ");
  // The Presqu'île: down the Saône to the confluence, then back up the Rhône.
  const presquile = [...rivers.saone, ...[...rivers.rhone].reverse()];
  const riverKeys = Object.keys(rivers) as River[];

  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 dark:border-slate-700 dark:bg-slate-800">
      <svg viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`} role="img" aria-labelledby="plan-quartiers-titre" className="absolute inset-0 h-full w-full">
        <title id="plan-quartiers-titre">Plan simplifié de la Presqu’île, entre la Saône à l’ouest et le Rhône à l’est</title>
        <polygon points={points(presquile)} className="fill-brand-50 dark:fill-slate-900" />
        {riverKeys.map((river) => (
          <polyline
            key={river}
            points={points(rivers[river])}
            fill="none"
            strokeWidth={14}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-sky-300 dark:stroke-sky-800"
          />
        ))}
        {riverKeys.map((river) => {
          const { latitude, side } = riverLabels[river];
          const longitude = riverLongitudeAt(river, latitude);
          if (longitude === null) return null;
          const { x, y } = projectOnPlan(frame, [latitude, longitude]);
          return (
            <text
              key={river}
              x={x + (side === "east" ? 14 : -14)}
              y={y + 5}
              textAnchor={side === "east" ? "start" : "end"}
              fontSize={15}
              className="fill-sky-900 font-semibold italic dark:fill-sky-200"
            >
              {riverNames[river]}
            </text>
          );
        })}
      </svg>
      <nav aria-label="Quartiers sur le plan">
        <ul className="absolute inset-0">
          {neighbourhoods.map((n) => {
            const { x, y } = projectOnPlan(frame, n.center);
            const left = labelSide[n.slug] === "left";
            const position = left
              ? { right: `calc(${percent(PLAN_WIDTH - x, PLAN_WIDTH)} - ${DOT_OFFSET_PX}px)`, top: percent(y, PLAN_HEIGHT) }
              : { left: `calc(${percent(x, PLAN_WIDTH)} - ${DOT_OFFSET_PX}px)`, top: percent(y, PLAN_HEIGHT) };
            return (
              <li key={n.slug}>
                <a
                  href={neighbourhoodHref(n.slug)}
                  aria-current={n.slug === selected ? "true" : undefined}
                  style={position}
                  className={`group absolute flex min-h-7 -translate-y-1/2 items-center gap-1.5 rounded-2xl border border-slate-300 bg-white py-0.5 text-sm leading-tight font-semibold text-slate-900 shadow-sm hover:border-brand-500 hover:text-brand-800 aria-[current=true]:z-10 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-200 dark:aria-[current=true]:border-brand-200 dark:aria-[current=true]:bg-brand-200 dark:aria-[current=true]:text-brand-900 ${
                    left ? "flex-row-reverse pr-1.5 pl-2.5 text-right" : "pr-2.5 pl-1.5"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className="h-3.5 w-3.5 shrink-0 rounded-full border-2 border-white bg-brand-700 group-aria-[current=true]:bg-ochre-400 dark:border-slate-900 dark:bg-brand-200 dark:group-aria-[current=true]:bg-ochre-600"
                  />
                  {n.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
