// SAMPLE CONTENT: fictional people, replace before publication
// Testimonials shown in the home carousel (featuredOnHome) and on /temoignages. The page texts
// and the categories stay in code; the testimonials themselves are content administrators will
// edit (ADR 0009): pages read them only through features/testimonials/queries.server.ts, and
// they move to a table with its seed when the back-office manages them.

export const isSample = true;

export type TestimonialCategory = 'residents' | 'commercants' | 'visiteurs' | 'artistes';

export type TestimonialNeighbourhood = 'Bellecour' | 'Cordeliers' | 'Terreaux' | 'Jacobins';

export type TestimonialRating = 1 | 2 | 3 | 4 | 5;

export type Testimonial = {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly category: TestimonialCategory;
  readonly neighbourhood: TestimonialNeighbourhood;
  readonly text: string;
  readonly rating: TestimonialRating;
  readonly photo: { readonly src: string; readonly alt: string };
  readonly featuredOnHome: boolean;
};

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

export const testimonials: readonly Testimonial[] = [
  {
    id: 'helene-marchand',
    name: 'Hélène Marchand',
    role: 'Habitante depuis 30 ans',
    category: 'residents',
    neighbourhood: 'Bellecour',
    text:
      'J’ai vu la Presqu’île changer, parfois trop vite. Avec l’ADPL, j’ai enfin le sentiment que les habitants sont écoutés avant que les décisions soient prises.',
    rating: 5,
    photo: { src: '/images/testimonials/helene-marchand.svg', alt: 'Portrait d’Hélène Marchand' },
    featuredOnHome: true,
  },
  {
    id: 'karim-belkacem',
    name: 'Karim Belkacem',
    role: 'Libraire, rue Mercière',
    category: 'commercants',
    neighbourhood: 'Jacobins',
    text:
      'Les travaux et les changements de circulation inquiètent beaucoup de commerçants. L’association a relayé nos questions à la Métropole et nous avons obtenu des réponses concrètes.',
    rating: 5,
    photo: { src: '/images/testimonials/karim-belkacem.svg', alt: 'Portrait de Karim Belkacem' },
    featuredOnHome: true,
  },
  {
    id: 'ines-duval',
    name: 'Inès Duval',
    role: 'Étudiante et guide bénévole',
    category: 'visiteurs',
    neighbourhood: 'Terreaux',
    text:
      'Je fais découvrir la place des Terreaux et le musée des Beaux-Arts à des amis de passage. Les visites organisées par l’ADPL m’ont appris mille détails que j’ignorais.',
    rating: 5,
    photo: { src: '/images/testimonials/ines-duval.svg', alt: 'Portrait d’Inès Duval' },
    featuredOnHome: true,
  },
  {
    id: 'thomas-roche',
    name: 'Thomas Roche',
    role: 'Céramiste, atelier-boutique',
    category: 'artistes',
    neighbourhood: 'Terreaux',
    text:
      'Les artisans d’art ont besoin de rues animées et de loyers raisonnables. L’ADPL défend cette Presqu’île vivante, où l’on crée et l’on vend au même endroit.',
    rating: 4,
    photo: { src: '/images/testimonials/thomas-roche.svg', alt: 'Portrait de Thomas Roche' },
    featuredOnHome: false,
  },
  {
    id: 'martine-gauthier',
    name: 'Martine Gauthier',
    role: 'Retraitée, membre de l’association',
    category: 'residents',
    neighbourhood: 'Cordeliers',
    text:
      'Pour les personnes âgées, pouvoir se déplacer et faire ses courses à pied est essentiel. Je suis heureuse que l’association pense à nous dans le débat sur les mobilités.',
    rating: 5,
    photo: { src: '/images/testimonials/martine-gauthier.svg', alt: 'Portrait de Martine Gauthier' },
    featuredOnHome: true,
  },
  {
    id: 'julien-faure',
    name: 'Julien Faure',
    role: 'Restaurateur',
    category: 'commercants',
    neighbourhood: 'Cordeliers',
    text:
      'Nous avons répondu à l’enquête de l’ADPL auprès des professionnels. Voir nos difficultés de livraison prises au sérieux dans une position officielle, ça change tout.',
    rating: 4,
    photo: { src: '/images/testimonials/julien-faure.svg', alt: 'Portrait de Julien Faure' },
    featuredOnHome: true,
  },
  {
    id: 'anna-keller',
    name: 'Anna Keller',
    role: 'Touriste venue de Bâle',
    category: 'visiteurs',
    neighbourhood: 'Bellecour',
    text:
      'Se promener de Bellecour aux bords de Saône est un vrai bonheur. On sent que ce quartier est habité et aimé, pas seulement visité.',
    rating: 5,
    photo: { src: '/images/testimonials/anna-keller.svg', alt: 'Portrait d’Anna Keller' },
    featuredOnHome: false,
  },
  {
    id: 'lucas-moreau',
    name: 'Lucas Moreau',
    role: 'Musicien et habitant',
    category: 'artistes',
    neighbourhood: 'Jacobins',
    text:
      'Les places de la Presqu’île sont des scènes à ciel ouvert. L’association veille à ce qu’elles restent des lieux de rencontre, pour les artistes comme pour les riverains.',
    rating: 5,
    photo: { src: '/images/testimonials/lucas-moreau.svg', alt: 'Portrait de Lucas Moreau' },
    featuredOnHome: false,
  },
  {
    id: 'sarah-benoit',
    name: 'Sarah Benoit',
    role: 'Mère de deux enfants',
    category: 'residents',
    neighbourhood: 'Jacobins',
    text:
      'Élever des enfants en centre-ville est possible, à condition d’avoir des trottoirs sûrs et des espaces de jeu. L’ADPL porte ces questions très concrètes.',
    rating: 5,
    photo: { src: '/images/testimonials/sarah-benoit.svg', alt: 'Portrait de Sarah Benoit' },
    featuredOnHome: false,
  },
];
