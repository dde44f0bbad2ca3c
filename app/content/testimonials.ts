// The texts of /temoignages and of the home carousel's heading, and the category filter. The
// testimonials themselves are edited in the back-office (/admin/contenus/temoignages, table
// testimonials; samples in app/db/seeds/testimonials.ts) and read through
// features/testimonials/queries.server.ts.

export type TestimonialCategory = 'residents' | 'commercants' | 'visiteurs' | 'artistes';

export type TestimonialFilterId = 'tous' | TestimonialCategory;

export type TestimonialFilter = {
  readonly id: TestimonialFilterId;
  readonly label: string;
};

/** Filter buttons of /temoignages; 'tous' is the default. */
export const testimonialCategories: readonly TestimonialFilter[] = [
  { id: 'tous', label: 'Tous' },
  { id: 'residents', label: 'Résidents' },
  { id: 'commercants', label: 'Commerçants' },
  { id: 'visiteurs', label: 'Visiteurs' },
  { id: 'artistes', label: 'Artistes' },
];

export const testimonialsPage = {
  title: 'Témoignages',
  intro:
    'Habitants, commerçants, visiteurs et artistes racontent ce que la Presqu’île représente pour eux, et pourquoi ils soutiennent l’ADPL.',
  homeTitle: 'Ils vivent la Presqu’île',
} as const;

export const testimonialsCta = {
  title: 'Vous aussi, racontez votre Presqu’île',
  text:
    'Votre regard compte : partagez votre expérience du quartier ou rejoignez l’association pour agir avec nous.',
  shareLabel: 'Partager mon témoignage',
  joinLabel: 'Rejoindre l’ADPL',
} as const;
