// The testimonials' table in the back-office's content editor: form ↔ columns (the recorded
// agreement included) and the list's card.
import { asc } from "drizzle-orm";
import { testimonials } from "~/db/schema";
import { type ContentBinding, text } from "~/features/admin/content/binding";
import { TESTIMONIAL_CATEGORY_LABELS } from "./editor";

export const testimonialBinding: ContentBinding = {
  table: testimonials,
  order: (t) => [asc(t.position), asc(t.id)],
  titleColumn: "name",
  searchColumns: ["name", "role", "text"],
  toColumns: (v) => ({
    name: v.name,
    role: v.role,
    category: v.category,
    neighbourhood: text(v.neighbourhood),
    text: v.text,
    rating: v.rating,
    photo: text(v.image),
    photoAlt: text(v.image) ? text(v.image_alt) : null,
    featuredOnHome: v.featured_on_home === true,
    published: v.published === true,
    consentOn: v.consent_on,
    consentMethod: v.consent_method,
    consentNote: text(v.consent_note),
  }),
  toForm: (r) => ({
    name: r.name as string,
    role: r.role as string,
    category: r.category as string,
    neighbourhood: (r.neighbourhood as string | null) ?? "",
    text: r.text as string,
    rating: String(r.rating),
    image: (r.photo as string | null) ?? "",
    image_alt: (r.photoAlt as string | null) ?? "",
    featured_on_home: r.featuredOnHome as boolean,
    published: r.published as boolean,
    // The agreement is on record: the box stays ticked, the date and form as recorded.
    consent: true,
    consent_on: r.consentOn as string,
    consent_method: r.consentMethod as string,
    consent_note: (r.consentNote as string | null) ?? "",
  }),
  card: (r) => ({
    when: null,
    text: r.text as string,
    category: [TESTIMONIAL_CATEGORY_LABELS[r.category as keyof typeof TESTIMONIAL_CATEGORY_LABELS], r.featuredOnHome ? "mis en avant sur l’accueil" : null].filter(Boolean).join(" · "),
    neighbourhood: (r.role as string) + (r.neighbourhood ? ` · ${r.neighbourhood as string}` : ""),
  }),
};
