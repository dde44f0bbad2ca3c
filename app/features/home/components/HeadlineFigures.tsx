// The headline figures of the home page. The server renders the final numbers (seen as is
// without JavaScript or with reduced motion); with JavaScript, a figure still below the fold
// restarts from 0 and counts up in 60 steps of ~33 ms once it scrolls into view.
import { useEffect, useRef } from "react";
import type { HeadlineFigure } from "~/content/figures";
import { COUNTER_STEPS, counterStep, counterValue, formatFigure } from "../counter";

export function HeadlineFigures({ figures, titleId }: { figures: readonly HeadlineFigure[]; titleId: string }) {
  return (
    <dl aria-labelledby={titleId} className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
      {figures.map((figure, i) => (
        <div
          key={figure.id}
          className={`flex flex-col-reverse rounded-2xl border border-white/15 bg-white/5 p-5 text-center ${i === figures.length - 1 ? "col-span-2 lg:col-span-1" : ""}`}
        >
          <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
          <dd className="font-serif text-3xl font-bold tabular-nums text-white sm:text-4xl">
            <CountingNumber figure={figure} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CountingNumber({ figure }: { figure: HeadlineFigure }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    const text = element?.firstChild;
    if (!element || !text || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Already on screen when the page became interactive: the visitor has seen the number.
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;

    // The text node is updated directly: one React render per frame would be wasted work.
    const show = (step: number) => {
      text.nodeValue = formatFigure(counterValue(figure.value, step), figure.format, figure.suffix);
    };
    show(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const step = counterStep(now - start);
          show(step);
          if (step < COUNTER_STEPS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(COUNTER_STEPS);
    };
  }, [figure]);

  const final = formatFigure(figure.value, figure.format, figure.suffix);
  return (
    <>
      <span ref={ref} aria-hidden="true" data-testid={`chiffre-${figure.id}`}>
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </>
  );
}
