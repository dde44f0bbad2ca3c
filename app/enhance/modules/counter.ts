// A headline figure of the home page (features/home/components/HeadlineFigures.tsx). The server
// renders the final number (seen as is without JavaScript or with reduced motion); a figure still
// below the fold restarts from 0 and counts up in 60 steps of ~33 ms once it scrolls into view.
// Screen readers read the final number from its own copy; this one is aria-hidden.
import type { FigureFormat } from "~/content/figures";
import { COUNTER_STEPS, counterStep, counterValue, formatFigure } from "~/features/home/counter";
import type { EnhancementModule } from "../module";

const counter: EnhancementModule = (element) => {
  const text = element.firstChild;
  const value = Number(element.dataset.value);
  if (!text || !Number.isFinite(value) || typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  // Already on screen: the visitor has seen the number.
  const box = element.getBoundingClientRect();
  if (box.top < window.innerHeight && box.bottom > 0) return;

  const format = element.dataset.format as FigureFormat;
  const suffix = element.dataset.suffix ?? "";
  const show = (step: number) => {
    text.nodeValue = formatFigure(counterValue(value, step), format, suffix);
  };
  show(0);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const step = counterStep(now - start);
        show(step);
        if (step < COUNTER_STEPS) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
};

export default counter;
