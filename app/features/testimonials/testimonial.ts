// A testimonial as pages show it, and the category filter of /temoignages (?categorie=, so a
// filtered view works without JavaScript and can be linked).
import { testimonialCategories, type TestimonialCategory, type TestimonialFilterId } from "~/content/testimonials";

export interface Testimonial {
  /** The slug: the card's anchor. */
  id: string;
  name: string;
  role: string;
  category: TestimonialCategory;
  /** A neighbourhood of the Presqu’île, or null. */
  neighbourhood: string | null;
  text: string;
  /** 1 to 5 stars. */
  rating: number;
  /** null: the card shows the initials. */
  photo: { src: string; alt: string } | null;
  /** A seeded sample (fictional person): labelled « Exemple ». */
  sample: boolean;
}

export const TESTIMONIAL_CATEGORY_PARAM = "categorie";

/** The category asked for in the address; anything unknown shows them all. */
export function parseTestimonialFilter(value: string | null): TestimonialFilterId {
  return testimonialCategories.find((c) => c.id === value)?.id ?? "tous";
}
