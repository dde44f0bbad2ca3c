// The headline figures of the home page. The server renders the final numbers (seen as is
// without JavaScript or with reduced motion); the counter module (enhance/modules/counter.ts)
// makes a figure still below the fold count up from 0 once it scrolls into view.
import { SampleLabel } from "~/components/ui/sample-label";
import type { HeadlineFigure } from "~/content/figures";
import { formatFigure } from "../counter";

export function HeadlineFigures({ figures, titleId }: { figures: readonly HeadlineFigure[]; titleId: string }) {
  return (
    <dl aria-labelledby={titleId} className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
      {figures.map((figure, i) => (
        <div key={figure.id} className={`figure-card ${i === figures.length - 1 ? "col-span-2 lg:col-span-1" : ""}`}>
          <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
          <dd className="figure-value">
            <CountingNumber figure={figure} />
            {figure.sample ? (
              <>
                {" "}
                <SampleLabel className="ml-2 align-middle" />
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CountingNumber({ figure }: { figure: HeadlineFigure }) {
  const final = formatFigure(figure.value, figure.format, figure.suffix);
  return (
    <>
      <span
        aria-hidden="true"
        data-module="counter"
        data-value={figure.value}
        data-format={figure.format}
        data-suffix={figure.suffix}
        data-testid={`chiffre-${figure.id}`}
      >
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </>
  );
}
