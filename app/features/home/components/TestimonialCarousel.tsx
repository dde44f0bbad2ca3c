// The home page's testimonial carousel (WAI-ARIA carousel pattern): rotates every 5 s, pauses
// while hovered or focused, has a pause/play button (WCAG 2.2.2), previous/next and dots.
// Without JavaScript the first testimonial shows, with a link to all of them.
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from "react";
import type { Testimonial } from "~/features/testimonials/testimonial";
import { useHydrated } from "~/lib/use-hydrated";
import { CAROUSEL_INTERVAL_MS, carouselReducer, slideLabel } from "../carousel";
import { Avatar } from "~/components/ui/avatar";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

export function TestimonialCarousel({ testimonials, labelId }: { testimonials: readonly Testimonial[]; labelId: string }) {
  const count = testimonials.length;
  const [{ index, playing }, dispatch] = useReducer(carouselReducer(count), { index: 0, playing: true });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  // With reduced motion nothing moves on its own unless the visitor presses play.
  const wantsRotation = reducedMotion ? !playing : playing;
  const rotating = hydrated && wantsRotation && !hovered && !focused;
  const sectionRef = useRef<HTMLElement>(null);

  // The code arrives when the visitor nears the carousel (an island): the pointer may already
  // rest on it, or the focus be inside it, and neither sends a new enter or focus event.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    if (section.matches(":hover")) setHovered(true);
    if (section.contains(document.activeElement)) setFocused(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "next" }), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      className="relative mx-auto mt-10 max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* The controls need JavaScript: they appear once it runs, in space kept for them. */}
      <div className="mb-4 flex min-h-10 items-center justify-between gap-3">
        {hydrated ? (
          <>
          <button
            type="button"
            onClick={() => dispatch({ type: "toggle" })}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {wantsRotation ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
            {wantsRotation ? "Arrêter le défilement automatique" : "Lancer le défilement automatique"}
          </button>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => dispatch({ type: "previous" })}
              aria-label="Témoignage précédent"
              className="rounded-full border border-slate-300 p-2 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: "next" })}
              aria-label="Témoignage suivant"
              className="rounded-full border border-slate-300 p-2 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          </>
        ) : null}
      </div>

      <div aria-live={rotating ? "off" : "polite"} aria-atomic="false" className="min-h-[17rem] sm:min-h-[14rem]">
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            hidden={i !== index}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
          >
            <Quote aria-hidden="true" className="h-8 w-8 text-ochre-600 dark:text-ochre-400" />
            <blockquote className="mt-3 font-serif text-xl leading-relaxed text-slate-800 sm:text-2xl dark:text-slate-100">
              <p>« {testimonial.text} »</p>
            </blockquote>
            <div className="mt-6 flex items-center gap-4">
              <Avatar name={testimonial.name} photo={testimonial.photo} decorative />
              <span>
                <span className="block font-semibold text-brand-800 dark:text-brand-100">{testimonial.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {testimonial.neighbourhood ? `${testimonial.role} · ${testimonial.neighbourhood}` : testimonial.role}
                </span>
              </span>
            </div>
          </div>
        ))}
      </div>

      <div className="mt-5 flex min-h-11 justify-center gap-1">
        {hydrated
          ? testimonials.map((testimonial, i) => (
            <button
              key={testimonial.id}
              type="button"
              onClick={() => dispatch({ type: "select", index: i })}
              aria-label={`Afficher le témoignage ${i + 1} sur ${count}\u202f: ${testimonial.name}`}
              aria-current={i === index ? "true" : undefined}
              className="group flex h-11 w-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full transition-all ${i === index ? "w-8 bg-brand-700 dark:bg-brand-200" : "w-3 bg-slate-400 group-hover:bg-slate-600 dark:bg-slate-500"}`}
              />
            </button>
          ))
          : null}
      </div>
    </section>
  );
}
