// Neighbourhoods page (/quartiers): the eight neighbourhoods of the Presqu'île and the UNESCO block.

import type { ColorToken } from './tokens';

export type NeighbourhoodSlug =
  | 'bellecour'
  | 'terreaux'
  | 'cordeliers'
  | 'jacobins'
  | 'ainay'
  | 'confluence'
  | 'perrache'
  | 'pentes';

export type LatLng = readonly [lat: number, lng: number];

export type NeighbourhoodStats = {
  readonly inhabitants: number;
  readonly shops: number;
  readonly monuments: number;
};

export type Neighbourhood = {
  readonly slug: NeighbourhoodSlug;
  readonly name: string;
  readonly description: string;
  readonly history: string;
  /** Exactly five entries. */
  readonly pointsOfInterest: readonly string[];
  readonly color: ColorToken;
  readonly stats: NeighbourhoodStats;
  readonly image: { readonly src: string; readonly alt: string };
  /** Approximate centre of the neighbourhood (WGS 84). */
  readonly center: LatLng;
  /** Optional polygon, not provided yet. */
  readonly outline?: readonly LatLng[];
};

export type UnescoItem = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
};

export const defaultNeighbourhoodSlug: NeighbourhoodSlug = 'bellecour';

/** Centre of the Presqu'île, used as the initial map view. */
export const presquileCenter: LatLng = [45.76, 4.833];

export const neighbourhoodsPage = {
  title: 'Nos quartiers',
  intro:
    'Entre Rhône et Saône, de la pointe du Confluent aux pentes de la Croix-Rousse, la Presqu’île rassemble des quartiers au caractère bien affirmé. Choisissez-en un pour découvrir son histoire et ses lieux incontournables.',
  statsLabels: {
    inhabitants: 'habitants',
    shops: 'commerces',
    monuments: 'monuments',
  },
  pointsOfInterestTitle: 'À découvrir',
  historyTitle: 'Histoire',
  shareLabel: 'Partager ce quartier',
  exploreLabel: 'Explorer en détail',
  mapTitle: 'Carte des quartiers',
} as const;

/** Order matters: it is the order of the selector buttons. */
export const neighbourhoods: readonly Neighbourhood[] = [
  {
    slug: 'bellecour',
    name: 'Bellecour',
    description:
      'Autour de l’une des plus grandes places piétonnes d’Europe, Bellecour est le point de rendez-vous des Lyonnais et le kilomètre zéro de la ville.',
    history:
      'Ancien terrain marécageux, la place est aménagée dans la seconde moitié du XVIIe siècle et entourée de façades ordonnancées. Rasées en partie sous la Révolution, ses façades sont reconstruites sous le Consulat. La statue équestre de Louis XIV, œuvre de François-Frédéric Lemot, y est installée en 1825.',
    pointsOfInterest: [
      'Place Bellecour et statue équestre de Louis XIV',
      'Clocher de l’ancien hôpital de la Charité',
      'Monument à Antoine de Saint-Exupéry et au Petit Prince',
      'Place Antonin-Poncet',
      'Rue Victor-Hugo',
    ],
    color: 'rose',
    stats: { inhabitants: 2500, shops: 180, monuments: 12 },
    image: { src: '/images/quartiers/bellecour.svg', alt: 'Illustration : la place Bellecour et la statue équestre de Louis XIV' },
    center: [45.7578, 4.832],
  },
  {
    slug: 'terreaux',
    name: 'Terreaux',
    description:
      'Cœur politique et culturel de la ville, le quartier des Terreaux réunit l’Hôtel de Ville, l’Opéra et le musée des Beaux-Arts.',
    history:
      'La place occupe l’emplacement d’anciens fossés comblés de terre, d’où son nom. L’Hôtel de Ville y est construit au XVIIe siècle, face à l’ancienne abbaye des Dames de Saint-Pierre, devenue musée des Beaux-Arts. La fontaine de Bartholdi y est installée en 1892.',
    pointsOfInterest: [
      'Hôtel de Ville',
      'Fontaine Bartholdi',
      'Musée des Beaux-Arts (palais Saint-Pierre)',
      'Opéra de Lyon',
      'Fresque des Lyonnais',
    ],
    color: 'amber',
    stats: { inhabitants: 3200, shops: 230, monuments: 9 },
    image: { src: '/images/quartiers/terreaux.svg', alt: 'Illustration : la place des Terreaux, l’Hôtel de Ville et la fontaine Bartholdi' },
    center: [45.7674, 4.8336],
  },
  {
    slug: 'cordeliers',
    name: 'Cordeliers',
    description:
      'Quartier d’affaires et de commerce, les Cordeliers concentrent grands magasins, enseignes et passages couverts autour de la rue de la République.',
    history:
      'Le quartier doit son nom au couvent des Cordeliers, dont subsiste l’église Saint-Bonaventure. Le Second Empire y perce la rue Impériale et y élève le palais du Commerce, siège de la Bourse. L’église Saint-Nizier, tout proche, est l’une des plus anciennes paroisses de la ville.',
    pointsOfInterest: [
      'Église Saint-Bonaventure',
      'Palais de la Bourse',
      'Église Saint-Nizier',
      'Passage de l’Argue',
      'Rue de la République',
    ],
    color: 'sky',
    stats: { inhabitants: 2800, shops: 320, monuments: 8 },
    image: { src: '/images/quartiers/cordeliers.svg', alt: 'Illustration : le palais de la Bourse et la place des Cordeliers' },
    center: [45.763, 4.8357],
  },
  {
    slug: 'jacobins',
    name: 'Jacobins',
    description:
      'Entre la Saône et le Rhône, les Jacobins mêlent ruelles commerçantes, théâtre et terrasses, autour d’une fontaine monumentale.',
    history:
      'La place tient son nom du couvent des Dominicains, dits Jacobins, détruit après la Révolution. La fontaine de Gaspard André, réalisée en 1885, rend hommage à quatre artistes lyonnais. La rue Mercière voisine fut au XVIe siècle la rue des imprimeurs.',
    pointsOfInterest: [
      'Fontaine de la place des Jacobins',
      'Théâtre des Célestins',
      'Rue Mercière',
      'Grand Hôtel-Dieu',
      'Marché du quai Saint-Antoine',
    ],
    color: 'violet',
    stats: { inhabitants: 2100, shops: 210, monuments: 7 },
    image: { src: '/images/quartiers/jacobins.svg', alt: 'Illustration : la fontaine de la place des Jacobins' },
    center: [45.7605, 4.8331],
  },
  {
    slug: 'ainay',
    name: 'Ainay',
    description:
      'Quartier résidentiel et feutré au sud de Bellecour, Ainay est réputé pour ses antiquaires, ses hôtels particuliers et sa basilique romane.',
    history:
      'Une abbaye bénédictine s’y installe au haut Moyen Âge, près de l’ancien confluent. Sa basilique Saint-Martin, consacrée en 1107, est l’un des plus anciens édifices religieux de la ville. Le quartier devient au XIXe siècle celui de la bourgeoisie lyonnaise.',
    pointsOfInterest: [
      'Basilique Saint-Martin d’Ainay',
      'Musée des Tissus et des Arts décoratifs',
      'Place Ampère',
      'Rue Auguste-Comte et ses antiquaires',
      'Église Saint-François-de-Sales',
    ],
    color: 'emerald',
    stats: { inhabitants: 4800, shops: 150, monuments: 10 },
    image: { src: '/images/quartiers/ainay.svg', alt: 'Illustration : la basilique Saint-Martin d’Ainay' },
    center: [45.7535, 4.8275],
  },
  {
    slug: 'confluence',
    name: 'Confluence',
    description:
      'À la pointe de la Presqu’île, le quartier de la Confluence conjugue architecture contemporaine, bords de Saône aménagés et anciens bâtiments portuaires.',
    history:
      'Longtemps occupé par le port Rambaud, les entrepôts, les marchés de gros et les prisons, le sud de la Presqu’île est reconverti depuis la fin des années 1990. Logements, bureaux et équipements y ont remplacé les friches. Le musée des Confluences y ouvre en 2014.',
    pointsOfInterest: [
      'Musée des Confluences',
      'La Sucrière',
      'Place nautique',
      'Le Cube orange',
      'Quai Rambaud',
    ],
    color: 'orange',
    stats: { inhabitants: 11000, shops: 140, monuments: 3 },
    image: { src: '/images/quartiers/confluence.svg', alt: 'Illustration : le musée des Confluences à la pointe de la Presqu’île' },
    center: [45.7405, 4.8185],
  },
  {
    slug: 'perrache',
    name: 'Perrache',
    description:
      'Quartier de la gare, Perrache est à la fois un pôle de transports majeur et un quartier habité, autour de la place Carnot.',
    history:
      'À la fin du XVIIIe siècle, l’ingénieur Antoine-Michel Perrache gagne des terres sur les marais et repousse le confluent vers le sud. La gare est construite en 1857. Le centre d’échanges, bâti dans les années 1970, sépare depuis le quartier du reste de la Presqu’île.',
    pointsOfInterest: [
      'Gare de Perrache',
      'Place Carnot',
      'Église Sainte-Blandine',
      'Campus Saint-Paul de l’Université catholique',
      'Cours Charlemagne',
    ],
    color: 'slate',
    stats: { inhabitants: 3800, shops: 90, monuments: 4 },
    image: { src: '/images/quartiers/perrache.svg', alt: 'Illustration : la gare de Perrache vue depuis la place Carnot' },
    center: [45.749, 4.826],
  },
  {
    slug: 'pentes',
    name: 'Pentes de la Croix-Rousse',
    description:
      'Au nord des Terreaux, les pentes de la Croix-Rousse grimpent en ruelles, escaliers et traboules, entre ateliers de créateurs et cafés.',
    history:
      'Dès l’Antiquité, le sanctuaire fédéral des Trois Gaules y est établi. Au XIXe siècle, les canuts s’installent dans de hauts immeubles aux grandes fenêtres adaptées aux métiers Jacquard. Les pentes font partie du site inscrit au patrimoine mondial en 1998.',
    pointsOfInterest: [
      'Amphithéâtre des Trois Gaules',
      'Montée de la Grande-Côte',
      'Cour des Voraces',
      'Église Saint-Polycarpe',
      'Passage Thiaffait',
    ],
    color: 'fuchsia',
    stats: { inhabitants: 12000, shops: 260, monuments: 11 },
    image: { src: '/images/quartiers/pentes.svg', alt: 'Illustration : les escaliers de la montée de la Grande-Côte sur les pentes de la Croix-Rousse' },
    center: [45.771, 4.8325],
  },
];

export const unescoBlock: {
  readonly title: string;
  readonly intro: string;
  readonly items: readonly UnescoItem[];
} = {
  title: 'Un patrimoine mondial',
  intro:
    'Depuis 1998, le site historique de Lyon est inscrit sur la liste du patrimoine mondial de l’UNESCO. La Presqu’île en est l’un des cœurs.',
  items: [
    {
      id: 'inscription',
      title: 'Inscrit en 1998',
      description:
        'L’UNESCO reconnaît en Lyon un témoignage exceptionnel de plus de deux mille ans d’urbanisme continu.',
    },
    {
      id: 'perimetre',
      title: 'Un vaste périmètre',
      description:
        'Le site couvre près de 10 % de la ville : Fourvière, le Vieux Lyon, la Presqu’île et les pentes de la Croix-Rousse.',
    },
    {
      id: 'architecture',
      title: 'Toutes les époques',
      description:
        'Vestiges romains, églises médiévales, places classiques et immeubles du Second Empire se côtoient sur quelques kilomètres.',
    },
    {
      id: 'traboules',
      title: 'Traboules et passages',
      description:
        'Ces passages à travers les immeubles, hérités de l’époque des canuts et des marchands, relient les rues entre elles.',
    },
    {
      id: 'patrimoine-vivant',
      title: 'Un patrimoine vivant',
      description:
        'Habité, commerçant et animé, le centre historique doit être préservé sans être figé : c’est tout le sens de l’action de l’ADPL.',
    },
  ],
};
