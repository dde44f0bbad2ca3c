// Reads of testimonials. Today the sample testimonials of app/content/testimonials.ts; when
// administrators edit them (ADR 0009) a table takes their place here and pages do not change.
import { isSample, testimonials, type TestimonialFilterId } from "~/content/testimonials";
import type { Testimonial } from "./testimonial";

export interface TestimonialList {
  testimonials: Testimonial[];
  /** The people quoted are fictional (sample content): the page says so. */
  sample: boolean;
}

function publicTestimonial(t: (typeof testimonials)[number]): Testimonial {
  return { id: t.id, name: t.name, role: t.role, category: t.category, neighbourhood: t.neighbourhood, text: t.text, rating: t.rating, photo: t.photo };
}

/** The testimonials of a category ('tous': all of them), in display order. */
export async function listTestimonials(filter: TestimonialFilterId): Promise<TestimonialList> {
  const shown = filter === "tous" ? testimonials : testimonials.filter((t) => t.category === filter);
  return { testimonials: shown.map(publicTestimonial), sample: isSample };
}

/** The testimonials chosen for the home page's carousel. */
export async function listHomeTestimonials(): Promise<Testimonial[]> {
  return testimonials.filter((t) => t.featuredOnHome).map(publicTestimonial);
}
