// Reads of testimonials (/temoignages and the home carousel): the published rows of the
// testimonials table in the back-office's order, with public fields only — the consent record
// (date, form, notes) never leaves the back-office. The page says the people quoted are
// fictional while a published testimonial is still a seeded sample (is_sample).
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { testimonials } from "~/db/schema";
import type { TestimonialFilterId } from "~/content/testimonials";
import type { Testimonial } from "./testimonial";

export interface TestimonialList {
  testimonials: Testimonial[];
  /** A published testimonial is sample content (fictional): the page says so. */
  sample: boolean;
}

const publicColumns = {
  id: testimonials.slug,
  name: testimonials.name,
  role: testimonials.role,
  category: testimonials.category,
  neighbourhood: testimonials.neighbourhood,
  text: testimonials.text,
  rating: testimonials.rating,
  photo: testimonials.photo,
  photoAlt: testimonials.photoAlt,
  isSample: testimonials.isSample,
};

async function published(db: Database, extra?: SQL) {
  const rows = await db
    .select(publicColumns)
    .from(testimonials)
    .where(extra ? and(eq(testimonials.published, true), extra) : eq(testimonials.published, true))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
  return rows;
}

function publicTestimonial({ photo, photoAlt, isSample, ...t }: Awaited<ReturnType<typeof published>>[number]): Testimonial {
  return { ...t, sample: isSample, photo: photo ? { src: photo, alt: photoAlt ?? `Portrait de ${t.name}` } : null };
}

/** The published testimonials of a category ('tous': all of them), in display order. */
export async function listTestimonials(db: Database, filter: TestimonialFilterId): Promise<TestimonialList> {
  const all = await published(db);
  const shown = filter === "tous" ? all : all.filter((t) => t.category === filter);
  // The notice concerns the page, whatever the filter: any published sample keeps it.
  return { testimonials: shown.map(publicTestimonial), sample: all.some((t) => t.isSample) };
}

/** The published testimonials chosen for the home page's carousel. */
export async function listHomeTestimonials(db: Database): Promise<TestimonialList> {
  const rows = await published(db, eq(testimonials.featuredOnHome, true));
  return { testimonials: rows.map(publicTestimonial), sample: rows.some((t) => t.isSample) };
}
