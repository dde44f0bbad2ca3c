// History page (/histoire): the city's history, its major projects and the association's milestones.

import type { ColorToken, IconKey } from './tokens';

export type TimelinePeriodType = 'histoire' | 'projet' | 'adpl';

export type TimelinePeriod = {
  readonly id: string;
  /** Free text: a year, a century or a range ("43 av. J.-C.", "XVIe siècle", "2024–2030"). */
  readonly year: string;
  readonly title: string;
  readonly description: string;
  /** Two to four sentences, shown when the period is selected. */
  readonly details: string;
  readonly icon: IconKey;
  readonly color: ColorToken;
  readonly type: TimelinePeriodType;
};

export type TimelineView = 'lyon' | 'adpl';

/** Which period types each radio option shows. */
export const timelineViewTypes: Readonly<Record<TimelineView, readonly TimelinePeriodType[]>> = {
  lyon: ['histoire', 'projet'],
  adpl: ['adpl'],
};

export const defaultTimelineView: TimelineView = 'lyon';

export const timelinePage = {
  title: 'Notre histoire',
  intro:
    'Entre Rhône et Saône, la Presqu’île concentre plus de deux mille ans d’histoire lyonnaise. Parcourez les grandes étapes de la ville, les projets qui ont transformé le centre depuis les années 1970, puis les premiers pas de l’ADPL.',
  viewLegend: 'Choisir la chronologie',
  viewLabels: {
    lyon: 'Histoire de Lyon et grands projets',
    adpl: 'Histoire de l’ADPL',
  },
  typeLabels: {
    histoire: 'Histoire',
    projet: 'Grands Projets',
    adpl: 'ADPL',
  },
  detailsHint: 'Cliquez sur une période pour en savoir plus.',
} as const satisfies {
  title: string;
  intro: string;
  viewLegend: string;
  viewLabels: Record<TimelineView, string>;
  typeLabels: Record<TimelinePeriodType, string>;
  detailsHint: string;
};

/** The closing panel's texts; its figures are the site's (features/figures, HISTORY_FIGURES), edited in the back-office. */
export const timelineClosingPanel: {
  readonly title: string;
  readonly text: string;
} = {
  title: 'La Presqu’île aujourd’hui',
  text: 'Un cœur historique habité, commerçant et vivant, que l’ADPL s’attache à préserver pour les générations futures.',
};

/** Chronological within each type; the first period is selected by default. */
export const timelinePeriods: readonly TimelinePeriod[] = [
  // City history
  {
    id: 'fondation-lugdunum',
    year: '43 av. J.-C.',
    title: 'Fondation de Lugdunum',
    description: 'Lucius Munatius Plancus fonde la colonie romaine de Lugdunum sur la colline de Fourvière.',
    details:
      'À l’époque, la Presqu’île n’est qu’un ensemble d’îles et de bancs de sable, et le confluent du Rhône et de la Saône se situe bien plus au nord qu’aujourd’hui, vers Ainay. Lugdunum devient la capitale des Trois Gaules. En 12 av. J.-C., le sanctuaire fédéral des Gaules est installé sur les pentes de la Croix-Rousse, où l’amphithéâtre des Trois Gaules est inauguré en 19 apr. J.-C.',
    icon: 'amphora',
    color: 'red',
    type: 'histoire',
  },
  {
    id: 'renaissance',
    year: 'XVIe siècle',
    title: 'La Renaissance lyonnaise',
    description: 'Grâce à ses foires, ses banques et ses imprimeurs, Lyon devient l’une des grandes villes d’Europe.',
    details:
      'Les foires franches attirent marchands et banquiers italiens, et la ville accueille la cour royale lors des guerres d’Italie. Autour de la rue Mercière, des centaines d’ateliers font de Lyon l’un des premiers centres d’imprimerie d’Europe. Rabelais y publie Pantagruel en 1532, l’année où il devient médecin de l’Hôtel-Dieu.',
    icon: 'book-open',
    color: 'amber',
    type: 'histoire',
  },
  {
    id: 'grand-siecle',
    year: 'XVIIe–XVIIIe siècles',
    title: 'Places royales et grands édifices',
    description: 'La place Bellecour, l’Hôtel de Ville et la façade de l’Hôtel-Dieu dessinent le visage classique de la Presqu’île.',
    details:
      'L’Hôtel de Ville est construit face à la place des Terreaux à partir de 1646, sur les plans de Simon Maupin. La place Bellecour est aménagée dans la seconde moitié du XVIIe siècle et reçoit en 1713 une statue équestre de Louis XIV. Au XVIIIe siècle, Jacques-Germain Soufflot dote l’Hôtel-Dieu de sa grande façade sur le Rhône.',
    icon: 'crown',
    color: 'yellow',
    type: 'histoire',
  },
  {
    id: 'canuts',
    year: '1831',
    title: 'La soie et la révolte des canuts',
    description: 'Capitale mondiale de la soie, Lyon voit se soulever les ouvriers tisseurs, les canuts.',
    details:
      'Au début du XIXe siècle, le métier Jacquard révolutionne le tissage et des milliers d’ateliers s’installent sur les pentes de la Croix-Rousse. En 1831 puis en 1834, les canuts se révoltent pour obtenir un tarif minimum. Ces insurrections sont considérées comme parmi les premières grandes révoltes ouvrières de l’ère industrielle.',
    icon: 'scissors',
    color: 'violet',
    type: 'histoire',
  },
  {
    id: 'second-empire',
    year: '1853–1864',
    title: 'Les grands travaux du Second Empire',
    description: 'Sous le préfet Claude-Marius Vaïsse, la Presqu’île est percée de larges rues bordées d’immeubles de prestige.',
    details:
      'À la manière d’Haussmann à Paris, le préfet Vaïsse fait percer la rue Impériale, aujourd’hui rue de la République, puis la rue de l’Impératrice, actuelle rue Édouard-Herriot. Ces travaux assainissent des quartiers insalubres et donnent à la Presqu’île ses façades en pierre de taille. Le palais du Commerce, siège de la Bourse, est inauguré en 1860.',
    icon: 'building',
    color: 'indigo',
    type: 'histoire',
  },
  {
    id: 'unesco',
    year: '1998',
    title: 'Inscription au patrimoine mondial',
    description: 'Le site historique de Lyon, dont la Presqu’île, est inscrit sur la liste du patrimoine mondial de l’UNESCO.',
    details:
      'En décembre 1998, l’UNESCO reconnaît la valeur universelle d’une ville qui témoigne de plus de deux mille ans d’urbanisme continu. Le périmètre inscrit couvre Fourvière, le Vieux Lyon, la Presqu’île et les pentes de la Croix-Rousse. Cette inscription engage la collectivité à préserver ce patrimoine lors de chaque transformation.',
    icon: 'award',
    color: 'sky',
    type: 'histoire',
  },
  // Major projects
  {
    id: 'centre-echanges-perrache',
    year: '1972',
    title: 'Le centre d’échanges de Perrache',
    description: 'Lancement du chantier du centre d’échanges qui relie gare, autoroute et transports urbains.',
    details:
      'Construit entre 1972 et 1976 devant la gare de Perrache, le centre d’échanges regroupe gare routière, stationnement et accès aux transports urbains. Emblème de l’urbanisme de l’époque, il coupe toutefois le sud de la Presqu’île du reste du centre. Sa transformation reste aujourd’hui un enjeu majeur pour le quartier.',
    icon: 'train-front',
    color: 'slate',
    type: 'projet',
  },
  {
    id: 'pietonnisation-republique',
    year: '1976',
    title: 'Piétonnisation de la rue de la République',
    description: 'La rue de la République et la rue Victor-Hugo deviennent des axes piétons.',
    details:
      'Au milieu des années 1970, à la faveur du chantier du métro, la rue de la République est rendue aux piétons, tout comme la rue Victor-Hugo entre Bellecour et Perrache. Ces aménagements font de la Presqu’île l’un des plus vastes secteurs piétons de France. Ils renforcent sa vocation commerçante et son attractivité.',
    icon: 'footprints',
    color: 'emerald',
    type: 'projet',
  },
  {
    id: 'metro-ligne-a',
    year: '1978',
    title: 'Mise en service de la ligne A du métro',
    description: 'Le métro traverse la Presqu’île de Perrache à l’Hôtel de Ville, puis rejoint Villeurbanne.',
    details:
      'Inaugurée au printemps 1978, la ligne A dessert Perrache, Ampère-Victor Hugo, Bellecour, Cordeliers et Hôtel de Ville-Louis Pradel. Creusée en grande partie en tranchée couverte sous la rue de la République, elle place le cœur de la Presqu’île à quelques minutes de l’est lyonnais. Elle reste l’une des lignes les plus fréquentées du réseau.',
    icon: 'tram-front',
    color: 'red',
    type: 'projet',
  },
  {
    id: 'place-terreaux',
    year: '1994',
    title: 'Réaménagement de la place des Terreaux',
    description: 'Daniel Buren et Christian Drevet redessinent la place et sa grille de fontaines.',
    details:
      'La place des Terreaux est entièrement repensée : la fontaine Bartholdi est déplacée et une trame de dizaines de jets d’eau anime le sol. Ce projet s’inscrit dans une politique ambitieuse d’espaces publics et de parcs de stationnement souterrains confiés à des artistes, comme le parc des Célestins. La place a depuis connu plusieurs campagnes de rénovation.',
    icon: 'droplets',
    color: 'cyan',
    type: 'projet',
  },
  {
    id: 'lyon-confluence',
    year: '1998',
    title: 'Lancement du projet Lyon Confluence',
    description: 'Les anciens terrains industriels et portuaires du sud de la Presqu’île deviennent un nouveau quartier.',
    details:
      'À partir de la fin des années 1990, la collectivité engage la reconversion des friches situées au sud de Perrache. Logements, bureaux, commerces, place nautique et parc se succèdent le long de la Saône. Le musée des Confluences, ouvert en 2014 à la pointe de la Presqu’île, en devient le symbole.',
    icon: 'waves',
    color: 'orange',
    type: 'projet',
  },
  {
    id: 'tramway',
    year: '2001',
    title: 'Retour du tramway',
    description: 'Les lignes T1 et T2 relient Perrache au reste de l’agglomération.',
    details:
      'Disparu des rues lyonnaises depuis 1957, le tramway revient en 2001 avec deux lignes au départ de Perrache. La ligne T1 est ensuite prolongée vers Confluence et le musée des Confluences. Le tramway accompagne le développement du sud de la Presqu’île.',
    icon: 'tram-front',
    color: 'teal',
    type: 'projet',
  },
  {
    id: 'grand-hotel-dieu',
    year: '2018',
    title: 'Réouverture du Grand Hôtel-Dieu',
    description: 'L’ancien hôpital, fermé en 2010, rouvre ses cours et ses galeries au public.',
    details:
      'Après plusieurs années de restauration, l’Hôtel-Dieu accueille commerces, restaurants, hôtel et bureaux, et ses cours redeviennent accessibles à tous. Le dôme de Soufflot et les façades sur le Rhône retrouvent leur éclat. La Cité internationale de la gastronomie y ouvre ses portes l’année suivante.',
    icon: 'hospital',
    color: 'amber',
    type: 'projet',
  },
  // Association milestones
  {
    id: 'creation-adpl',
    year: 'Juin 2023',
    title: 'Création de l’ADPL',
    description: 'Des habitants et des commerçants fondent l’association pour faire entendre la voix de la Presqu’île.',
    details:
      'L’association est déclarée en juin 2023 et sa création est publiée au Journal officiel. Ses statuts affirment deux principes : la défense du développement et de la préservation de la Presqu’île historique, et une stricte neutralité politique. Un premier bureau de cinq membres est élu.',
    icon: 'flag',
    color: 'sky',
    type: 'adpl',
  },
  {
    id: 'premieres-actions',
    year: 'Automne 2023',
    title: 'Premières actions',
    description: 'Rencontres de quartier, enquête auprès des commerçants et premières prises de position.',
    details:
      'Les bénévoles vont à la rencontre des habitants et des commerçants, rue par rue, pour recenser leurs attentes. Une enquête auprès des professionnels met en lumière les difficultés de livraison, de stationnement et de loyers. L’association publie ses premières positions sur le stationnement et la propreté.',
    icon: 'megaphone',
    color: 'emerald',
    type: 'adpl',
  },
  {
    id: 'concertation-ztl',
    year: '2024',
    title: 'Concertation sur la zone à trafic limité',
    description: 'L’ADPL participe activement à la concertation sur le projet de ZTL de la Presqu’île.',
    details:
      'Favorable à la réduction du trafic de transit, l’association défend une ZTL qui préserve l’accès des riverains, des livraisons, des soignants et des personnes à mobilité réduite. Elle organise des réunions publiques et transmet une contribution écrite à la Métropole de Lyon. Elle continue depuis à suivre la mise en œuvre du projet.',
    icon: 'car',
    color: 'orange',
    type: 'adpl',
  },
  {
    id: 'plan-2024-2030',
    year: '2024–2030',
    title: 'Notre plan d’action 2024–2030',
    description: 'Une feuille de route pour une Presqu’île vivante, préservée et accessible.',
    details:
      'Le plan fixe nos priorités : protéger le patrimoine et les espaces publics, soutenir le commerce de proximité, accompagner une mobilité plus sobre et améliorer la qualité de vie des familles. Il est présenté aux candidats aux élections municipales de 2026 et évalué chaque année en assemblée générale.',
    icon: 'target',
    color: 'violet',
    type: 'adpl',
  },
];
