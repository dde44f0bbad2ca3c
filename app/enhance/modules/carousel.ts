// The home page's testimonial carousel (features/home/components/TestimonialCarousel.tsx): shows
// its controls, rotates every 5 s while the visitor lets it (paused while hovered or focused, and
// by the pause button; under reduced motion nothing moves until the visitor presses play), and
// moves with previous/next and the dots. The slides are announced politely only when the visitor
// moves them (aria-live off while rotating).
import { CAROUSEL_INTERVAL_MS, carouselReducer, type CarouselAction, type CarouselState } from "~/features/home/carousel";
import type { EnhancementModule } from "../module";

const carousel: EnhancementModule = (section) => {
  const slides = Array.from(section.querySelectorAll<HTMLElement>('[data-carousel-slides] > [role="group"]'));
  const live = section.querySelector<HTMLElement>("[data-carousel-slides]");
  const toggle = section.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const dots = Array.from(section.querySelectorAll<HTMLButtonElement>("[data-carousel-select]"));
  if (slides.length < 2 || !live || !toggle) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const reducer = carouselReducer(slides.length);
  let state: CarouselState = { index: 0, playing: true };
  let hovered = section.matches(":hover");
  let focused = section.contains(document.activeElement);
  let timer: number | undefined;

  // With reduced motion nothing moves on its own unless the visitor presses play.
  const wantsRotation = () => (reduce.matches ? !state.playing : state.playing);

  const render = () => {
    slides.forEach((slide, i) => {
      slide.hidden = i !== state.index;
    });
    dots.forEach((dot, i) => {
      if (i === state.index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    const wants = wantsRotation();
    toggle.querySelectorAll<HTMLElement>("[data-carousel-state]").forEach((label) => {
      label.hidden = (label.dataset.carouselState === "playing") !== wants;
    });
    const rotating = wants && !hovered && !focused;
    live.setAttribute("aria-live", rotating ? "off" : "polite");
    window.clearTimeout(timer);
    if (rotating) timer = window.setTimeout(() => dispatch({ type: "next" }), CAROUSEL_INTERVAL_MS);
  };
  const dispatch = (action: CarouselAction) => {
    state = reducer(state, action);
    render();
  };

  section.querySelectorAll<HTMLElement>("[data-carousel-toggle], [data-carousel-controls], [data-carousel-dots]").forEach((element) => {
    element.hidden = false;
  });
  section.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button");
    if (!button || !section.contains(button)) return;
    if (button.hasAttribute("data-carousel-toggle")) dispatch({ type: "toggle" });
    else if (button.dataset.carouselStep) dispatch({ type: button.dataset.carouselStep === "1" ? "next" : "previous" });
    else if (button.dataset.carouselSelect) dispatch({ type: "select", index: Number(button.dataset.carouselSelect) });
  });
  section.addEventListener("mouseenter", () => {
    hovered = true;
    render();
  });
  section.addEventListener("mouseleave", () => {
    hovered = false;
    render();
  });
  section.addEventListener("focusin", () => {
    focused = true;
    render();
  });
  section.addEventListener("focusout", (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  reduce.addEventListener("change", render);
  render();
};

export default carousel;
