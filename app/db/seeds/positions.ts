// SAMPLE CONTENT: a realistic positions register for development, tests and demonstrations.
// Texts, dates and links are illustrative, written for this site; the association replaces
// them with its own through the back-office. Loaded by seeders.server.ts.
import type { positions } from "../schema";

export const samplePositions: (typeof positions.$inferInsert)[] = [
  {
    slug: "consultation-stationnement-residentiel",
    title: "Consultation sur le stationnement résidentiel dans la Presqu’île",
    date: "2026-11-05",
    category: "Concertation",
    status: "En cours",
    color: "sky",
    urgent: true,
    link: "https://framaforms.org/adpl-consultation-stationnement-2026",
    summary:
      "La Ville réduit le nombre de places en voirie entre Bellecour et les Terreaux. Nous consultons riverains et commerçants avant la réunion de concertation de décembre.",
    content:
      "La Ville de Lyon prévoit de supprimer environ 400 places de stationnement en voirie dans le 1er et le 2e arrondissement d’ici 2027. L’ADPL ne s’oppose pas à la reconquête de l’espace public, mais demande que chaque suppression soit compensée : tarif résident dans les parkings publics, places de livraison pour les commerces, stationnement réservé aux personnes à mobilité réduite et aux soignants.\n\nNous lançons une consultation ouverte à tous les habitants et commerçants de la Presqu’île. Les réponses seront présentées à la délégation de la mairie lors de la réunion de concertation du 10 décembre.",
  },
  {
    slug: "projet-zone-trafic-limite",
    title: "Projet de zone à trafic limité (ZTL) : nos conditions",
    date: "2026-10-02",
    category: "Mobilité",
    status: "Position officielle",
    color: "emerald",
    urgent: true,
    summary:
      "Favorables à une zone à trafic limité si l’accès des riverains, des livraisons, des artisans et des clients des commerces est garanti dès le premier jour.",
    content:
      "La Métropole présente une zone à trafic limité sur la Presqu’île, entre Perrache et les pentes de la Croix-Rousse. L’ADPL est favorable à la décarbonation des mobilités si les alternatives se développent. Nous posons cinq conditions : accès permanent des riverains et de leurs visiteurs, créneaux de livraison adaptés aux commerces, dérogations simples pour les artisans et les soignants, contrôle par caméras sans amende pendant six mois, et bilan public au bout d’un an.\n\nSans ces garanties, la ZTL déplacerait le trafic vers les quais et fragiliserait le commerce de centre-ville.",
  },
  {
    slug: "restructuration-pole-perrache-bellecour",
    title: "Restructuration des pôles d’échanges de Perrache et Bellecour",
    date: "2026-03-18",
    category: "Aménagement",
    status: "Interrogations/Position officielle",
    color: "rose",
    summary:
      "Le réaménagement des pôles de Perrache et Bellecour modifie les correspondances de bus, de métro et de tramway. Nous demandons des réponses avant tout engagement de travaux.",
    content:
      "Le projet de restructuration du pôle d’échanges multimodal de Perrache et de la place Bellecour déplace plusieurs arrêts de bus et supprime la gare routière actuelle. Nos interrogations portent sur la durée des travaux, l’accessibilité des quais pour les personnes à mobilité réduite, la sécurité des cheminements piétons la nuit et le maintien d’une desserte directe du marché et des commerces de la rue Victor-Hugo.\n\nNous avons transmis douze questions écrites au SYTRAL et à la Ville et publierons les réponses.",
  },
  {
    slug: "lettre-ouverte-associations-presquile",
    title: "Lettre ouverte des associations de la Presqu’île au maire de Lyon",
    date: "2025-11-20",
    category: "Lettre ouverte",
    status: "Lettre ouverte",
    color: "violet",
    summary:
      "Sept associations de riverains et de commerçants demandent une méthode de concertation commune pour les grands projets du centre-ville.",
    content:
      "Monsieur le Maire, les associations signataires représentent plusieurs milliers d’habitants et de commerçants de la Presqu’île. Nous constatons que les projets de piétonnisation, de végétalisation et de circulation sont présentés séparément, sans vision d’ensemble ni calendrier partagé. Nous vous demandons la création d’un comité de suivi réunissant les élus, les services et les associations, qui se réunisse chaque trimestre et dont les comptes rendus soient publics.",
  },
  {
    slug: "enquete-professionnels-commerce",
    title: "Enquête auprès des professionnels : le commerce face aux travaux",
    date: "2025-06-12",
    category: "Enquête",
    status: "Position officielle",
    color: "amber",
    summary: "",
    content:
      "Entre mars et mai, nous avons distribué 712 flyers aux commerçants, artisans et professions libérales de la Presqu’île et recueilli 49 réponses détaillées. Trois commerces sur quatre signalent une baisse de fréquentation pendant les travaux de voirie ; plus de la moitié jugent l’information de la Ville tardive. Les professionnels demandent un interlocuteur unique, une signalétique « commerces ouverts » pendant les chantiers et un fonds d’indemnisation simplifié. L’ADPL porte ces trois demandes auprès de la Métropole et de la CCI.",
  },
  {
    slug: "protection-patrimoine-unesco",
    title: "Préserver le périmètre UNESCO : façades, enseignes et terrasses",
    date: "2025-02-04",
    category: "Patrimoine",
    status: "Position officielle",
    color: "ochre",
    summary:
      "Le site historique inscrit à l’UNESCO depuis 1998 mérite un règlement clair et appliqué pour les façades, les enseignes et les terrasses.",
    content:
      "Nous soutenons l’application du règlement local de publicité et de la charte des terrasses dans le périmètre UNESCO. Nous demandons un guide simple pour les commerçants, un accompagnement financier pour la rénovation des façades et des devantures, et une concertation avant toute nouvelle installation de mobilier urbain sur les places historiques.",
  },
  {
    slug: "courrier-vegetalisation-rue-de-la-republique",
    title: "Végétalisation de la rue de la République : courrier à la Ville",
    date: "2024-09-23",
    category: "Urbanisme",
    status: "Courrier officiel",
    color: "teal",
    summary:
      "Nous saluons la plantation d’arbres mais demandons que les fosses et les jardinières ne gênent ni les livraisons ni les cheminements piétons.",
    content:
      "Par courrier adressé à l’adjoint à l’urbanisme, l’ADPL soutient le projet de végétalisation de la rue de la République. Nous signalons toutefois plusieurs points de vigilance : largeur des trottoirs après travaux, emplacement des aires de livraison, entretien des plantations et éclairage nocturne.",
  },
  {
    slug: "democratie-locale-conseils-de-quartier",
    title: "Pour des conseils de quartier réellement consultés",
    date: "2024-04-15",
    category: "Démocratie",
    status: "Proposition",
    color: "brand",
    summary:
      "Nous proposons que chaque projet d’aménagement de plus de six mois soit présenté en conseil de quartier avant son vote.",
    content:
      "La démocratie locale suppose que les habitants soient informés avant les décisions et non après. L’ADPL propose une règle simple : tout projet d’aménagement dont les travaux durent plus de six mois est présenté en conseil de quartier, avec un temps de questions et un compte rendu public, avant son passage en conseil d’arrondissement.",
  },
  {
    slug: "piste-cyclable-quai-saone",
    title: "Piste cyclable des quais de Saône : sécuriser les traversées piétonnes",
    date: "2024-01-29",
    category: "Mobilité",
    status: "En cours",
    color: "sky",
    summary:
      "La nouvelle piste cyclable bidirectionnelle croise des traversées très fréquentées. Nous demandons des plateaux ralentisseurs et une meilleure signalisation.",
    content:
      "Depuis l’ouverture de la piste cyclable du quai Saint-Antoine, les riverains signalent des conflits entre cyclistes et piétons, en particulier les jours de marché. Nous avons demandé à la Métropole des plateaux surélevés aux traversées, un marquage au sol renforcé et une campagne de sensibilisation.",
  },
  {
    slug: "concertation-place-des-jacobins",
    title: "Réaménagement de la place des Jacobins : bilan de la concertation",
    date: "2023-11-08",
    dateLabel: "Novembre 2023",
    category: "Concertation",
    status: "Position officielle",
    color: "emerald",
    summary:
      "Après trois ateliers publics, nous soutenons le projet retenu sous réserve du maintien de l’accès des véhicules de secours et des livraisons.",
    content:
      "L’ADPL a participé aux trois ateliers de concertation organisés par la Ville. Le projet final conserve la fontaine, élargit les espaces piétons et crée des assises ombragées. Nous demandons que les horaires de livraison soient définis avec les commerçants de la place.",
  },
  {
    slug: "hotel-dieu-frequentation-securite",
    title: "Grand Hôtel-Dieu : fréquentation nocturne et tranquillité des riverains",
    date: "2023-09-14",
    category: "Aménagement",
    status: "Courrier officiel",
    color: "rose",
    summary:
      "Courrier au gestionnaire du site et à la mairie du 2e sur le bruit nocturne, la propreté et la sécurité aux abords du Grand Hôtel-Dieu.",
    content:
      "Les riverains de la rue de la Barre et du quai Jules-Courmont nous ont alertés sur les nuisances nocturnes. Nous demandons une médiation de nuit pendant la saison estivale, un renforcement du nettoiement et un point d’étape trimestriel avec les habitants.",
  },
  {
    slug: "creation-adpl-manifeste",
    title: "Manifeste fondateur de l’ADPL",
    date: "2023-06-07",
    dateLabel: "Juin 2023",
    category: "Démocratie",
    status: "Position officielle",
    color: "brand",
    summary:
      "Une association apolitique de riverains et de commerçants pour le développement et la préservation de la Presqu’île.",
    content:
      "L’ADPL rassemble habitants, commerçants et amoureux de la Presqu’île de Lyon. Elle est apolitique, favorable à la décarbonation des mobilités si les alternatives se développent, et attachée à un centre-ville vivant, accessible et commerçant. Elle dialogue avec tous les élus et publie ses positions.",
  },
];
