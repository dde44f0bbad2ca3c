// The "back to top" button (components/layout/BackToTop.tsx), rendered hidden: shown after 160 px
// of scroll; it scrolls up (smoothly unless the visitor asks for reduced motion) and puts the
// focus on the main content.
import type { EnhancementModule } from "../module";
import { onScrollPast } from "../scroll-past";

const backToTop: EnhancementModule = (button) => {
  onScrollPast(160, (past) => {
    button.hidden = !past;
  });
  button.addEventListener("click", () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("contenu")?.focus({ preventScroll: true });
  });
};

export default backToTop;
