// "Back to top" button, shown after 160 px of scroll.
import { ArrowUp } from "lucide-react";
import { useScrollPast } from "./use-scroll-past";

export function BackToTop() {
  const visible = useScrollPast(160);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("contenu")?.focus({ preventScroll: true });
      }}
      className="no-print fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      aria-label="Revenir en haut de la page"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
