// The closing panel of /histoire: the Presqu'île today in three figures, the same as the home
// page's (features/figures, read by the route's loader).
import { SampleLabel } from "~/components/ui/sample-label";
import type { HeadlineFigure } from "~/content/figures";
import { timelineClosingPanel } from "~/content/timeline";
import { formatCount } from "~/lib/format-number";

/** `figures`: those there is something to show for; none: the panel keeps its text alone. */
export function ClosingPanel({ figures }: { figures: readonly HeadlineFigure[] }) {
  return (
    <section aria-labelledby="presquile-aujourdhui" className="mt-16 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
      <h2 id="presquile-aujourdhui" className="font-serif text-3xl font-bold">
        {timelineClosingPanel.title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-100">{timelineClosingPanel.text}</p>
      {figures.length ? (
        <dl className="mt-8 grid gap-6 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.id} className="flex flex-col-reverse rounded-2xl bg-white/10 p-5">
              <dt className="mt-1 text-brand-100">{figure.label}</dt>
              <dd className="font-serif text-4xl font-bold text-ochre-400">
                <span data-testid={`histoire-chiffre-${figure.id}`}>
                  {formatCount(figure.value)}
                  {figure.suffix ?? ""}
                </span>
                {figure.sample ? (
                  <>
                    {" "}
                    <SampleLabel className="ml-3" />
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
