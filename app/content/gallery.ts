// SAMPLE CONTENT: fictional people, replace before publication
// Photo gallery (/galerie): the eight fixed photos and the category filter. Photographers are fictional.
// The page texts and categories stay in code; the photos are content administrators edit
// (ADR 0009), read only through features/gallery/queries.server.ts.

export const isSample = true;

export type PhotoCategory = 'architecture' | 'evenements' | 'vie-quotidienne' | 'patrimoine' | 'saisons';

export type GalleryFilterId = 'tous' | PhotoCategory;

export type GalleryFilter = {
  readonly id: GalleryFilterId;
  readonly label: string;
};

export type GalleryPhoto = {
  readonly id: string;
  readonly title: string;
  readonly category: PhotoCategory;
  readonly photographer: string;
  readonly likes: number;
  readonly description: string;
  /** `base` is the image key without extension or size suffix, e.g. 'gallery/fete-des-lumieres'. */
  readonly image: { readonly base: string; readonly alt: string };
};

export const defaultGalleryFilter: GalleryFilterId = 'tous';

/** Filter buttons in display order; 'tous' is the default. */
export const galleryCategories: readonly GalleryFilter[] = [
  { id: 'tous', label: 'Tous' },
  { id: 'architecture', label: 'Architecture' },
  { id: 'evenements', label: 'Événements' },
  { id: 'vie-quotidienne', label: 'Vie quotidienne' },
  { id: 'patrimoine', label: 'Patrimoine' },
  { id: 'saisons', label: 'Saisons' },
];

export const galleryPage = {
  title: 'Galerie photos',
  intro: 'La Presqu’île vue par ses habitants : architecture, fêtes, vie de quartier et saisons.',
  photographerLabel: 'Photo :',
  likesLabel: 'J’aime',
  closeLabel: 'Fermer',
  shareLabel: 'Partager',
  downloadLabel: 'Télécharger',
} as const;

export const galleryPhotos: readonly GalleryPhoto[] = [
  {
    id: 'palais-bourse',
    title: 'Le palais de la Bourse',
    category: 'architecture',
    photographer: 'Camille Rey',
    likes: 142,
    description:
      'La façade du palais du Commerce, inauguré en 1860, témoigne de l’ambition du Second Empire pour la Presqu’île.',
    image: { base: 'gallery/palais-bourse', alt: 'Illustration : la façade à colonnes et arcades du palais de la Bourse, des passants sur la place' },
  },
  {
    id: 'facades-republique',
    title: 'Façades de la rue de la République',
    category: 'architecture',
    photographer: 'Antoine Mercier',
    likes: 98,
    description:
      'Pierre de taille, balcons filants et dômes d’angle : la rue percée sous le préfet Vaïsse garde son unité d’origine.',
    image: {
      base: 'gallery/facades-republique',
      alt: 'Illustration : la rue de la République en perspective, bordée d’immeubles du XIXe siècle à dômes d’angle',
    },
  },
  {
    id: 'fete-des-lumieres',
    title: 'Fête des Lumières',
    category: 'evenements',
    photographer: 'Léa Fournier',
    likes: 321,
    description:
      'Chaque année autour du 8 décembre, les façades de la place des Terreaux s’illuminent et les Lyonnais posent des lumignons à leurs fenêtres.',
    image: { base: 'gallery/fete-des-lumieres', alt: 'Illustration : l’Hôtel de Ville illuminé de couleurs un soir de décembre, lumignons aux fenêtres et foule en silhouette' },
  },
  {
    id: 'assemblee-generale',
    title: 'Assemblée générale de l’association',
    category: 'evenements',
    photographer: 'Marc Devaux',
    likes: 57,
    description: 'Adhérents et riverains réunis pour débattre des projets du quartier et voter les orientations de l’année.',
    image: { base: 'gallery/assemblee-generale', alt: 'Illustration : une salle remplie d’adhérents face à une tribune et à un écran montrant la Presqu’île' },
  },
  {
    id: 'terrasses-merciere',
    title: 'Terrasses de la rue Mercière',
    category: 'vie-quotidienne',
    photographer: 'Camille Rey',
    likes: 176,
    description: 'À l’heure du déjeuner, la rue des anciens imprimeurs devient l’une des plus animées de la Presqu’île.',
    image: { base: 'gallery/terrasses-merciere', alt: 'Illustration : terrasses, parasols et stores colorés dans une rue étroite de la Presqu’île' },
  },
  {
    id: 'marche-saint-antoine',
    title: 'Le marché du quai Saint-Antoine',
    category: 'vie-quotidienne',
    photographer: 'Julie Bonnet',
    likes: 133,
    description: 'Producteurs et commerçants s’installent chaque matin, sauf le lundi, le long de la Saône, face à Fourvière.',
    image: { base: 'gallery/marche-saint-antoine', alt: 'Illustration : étals de fruits et légumes au bord de la Saône, colline de Fourvière en arrière-plan' },
  },
  {
    id: 'saint-nizier',
    title: 'L’église Saint-Nizier',
    category: 'patrimoine',
    photographer: 'Antoine Mercier',
    likes: 109,
    description: 'Reconstruite à partir du XIVe siècle, l’église gothique dresse ses deux flèches au-dessus des toits des Cordeliers.',
    image: { base: 'gallery/saint-nizier', alt: 'Illustration : la façade gothique, la rosace et les deux flèches de l’église Saint-Nizier au-dessus des toits' },
  },
  {
    id: 'bellecour-automne',
    title: 'Bellecour en automne',
    category: 'saisons',
    photographer: 'Léa Fournier',
    likes: 188,
    description: 'Les tilleuls de la place se parent d’or, avec la colline de Fourvière en arrière-plan.',
    image: { base: 'gallery/bellecour-automne', alt: 'Illustration : arbres aux feuilles dorées et statue équestre sur la place Bellecour, basilique de Fourvière au loin' },
  },
];
