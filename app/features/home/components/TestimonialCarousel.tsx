// The home page's testimonial carousel (WAI-ARIA carousel pattern): rotates every 5 s, pauses
// while hovered or focused, has a pause/play button (WCAG 2.2.2), previous/next and dots. The
// server renders every slide (all but the first hidden) and the controls, hidden: the carousel
// module (enhance/modules/carousel.ts) shows the controls and drives the slides. Without
// JavaScript the first testimonial shows, with a link to all of them.
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "~/components/ui/icons";
import type { Testimonial } from "~/features/testimonials/testimonial";
import { slideLabel } from "../carousel";
import { Avatar } from "~/components/ui/avatar";
import { SampleLabel } from "~/components/ui/sample-label";

const roundButton = "rounded-full border border-slate-300 p-2 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

export function TestimonialCarousel({ testimonials, labelId }: { testimonials: readonly Testimonial[]; labelId: string }) {
  const count = testimonials.length;
  return (
    <section aria-roledescription="carousel" aria-labelledby={labelId} data-module="carousel" className="relative mx-auto mt-10 max-w-3xl">
      {/* The controls need JavaScript: the module shows them, in space kept for them. */}
      <div className="mb-4 flex min-h-10 items-center justify-between gap-3">
        <button
          type="button"
          hidden
          data-carousel-toggle=""
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <span data-carousel-state="playing" className="inline-flex items-center gap-2">
            <Pause aria-hidden="true" className="h-4 w-4" />
            Arrêter le défilement automatique
          </span>
          <span data-carousel-state="paused" hidden className="inline-flex items-center gap-2">
            <Play aria-hidden="true" className="h-4 w-4" />
            Lancer le défilement automatique
          </span>
        </button>
        <div hidden data-carousel-controls="" className="flex gap-2">
          <button type="button" data-carousel-step="-1" aria-label="Témoignage précédent" className={roundButton}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button type="button" data-carousel-step="1" aria-label="Témoignage suivant" className={roundButton}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>

      <div aria-live="polite" aria-atomic="false" data-carousel-slides="" className="min-h-[17rem] sm:min-h-[14rem]">
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            hidden={i !== 0}
            className="carousel-slide"
          >
            <Quote aria-hidden="true" className="h-8 w-8 text-ochre-600 dark:text-ochre-400" />
            <blockquote className="carousel-quote">
              <p>« {testimonial.text} »</p>
            </blockquote>
            <div className="mt-6 flex items-center gap-4">
              <Avatar name={testimonial.name} photo={testimonial.photo} decorative />
              <span>
                <span className="carousel-name">{testimonial.name}</span>
                <span className="carousel-meta">
                  {testimonial.neighbourhood ? `${testimonial.role} · ${testimonial.neighbourhood}` : testimonial.role}
                </span>
                {testimonial.sample ? <SampleLabel className="mt-1" /> : null}
              </span>
            </div>
          </div>
        ))}
      </div>

      <div hidden data-carousel-dots="" className="mt-5 flex min-h-11 justify-center gap-1">
        {testimonials.map((testimonial, i) => (
          <button
            key={testimonial.id}
            type="button"
            data-carousel-select={i}
            aria-label={`Afficher le témoignage ${i + 1} sur ${count}\u202f: ${testimonial.name}`}
            aria-current={i === 0 ? "true" : undefined}
            className="group carousel-dot-button"
          >
            <span
              aria-hidden="true"
              className="carousel-dot"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
