// SAMPLE CONTENT: eight articles written for this site to show the blog on a new install (seven
// published, one draft). Loaded by seeders.server.ts; administrators edit or delete them in the
// back-office.
import type { blogPosts } from "../schema";

type SamplePost = Omit<typeof blogPosts.$inferInsert, "publishedAt"> & { date: string };

export const samplePosts: SamplePost[] = [
  {
    slug: "exemple-rue-de-la-republique-pietonne",
    title: "Rue de la République\u202f: dix ans de piétonnisation, quel bilan\u202f?",
    date: "2026-10-28",
    category: "Urbanisme",
    neighborhood: "République",
    published: true,
    summary: "Commerçants et habitants racontent ce qui a changé depuis que la rue est rendue aux piétons, et ce qui reste à faire.",
    content:
      "## Ce qui a changé\n\nLa rue est devenue un lieu de promenade, surtout le week-end. Les terrasses se sont multipliées et les familles reviennent.\n\n## Ce qui reste à faire\n\n- Des bancs et de l’ombre en été\n- Une meilleure signalétique vers les traboules\n- Des livraisons mieux organisées le matin",
  },
  {
    slug: "exemple-fete-des-lumieres-conseils",
    title: "Fête des Lumières\u202f: nos conseils aux habitants de la Presqu’île",
    date: "2026-11-15",
    category: "Événements",
    neighborhood: "Terreaux",
    published: true,
    summary: "Accès, stationnement, horaires des commerces\u202f: ce qu’il faut savoir pour vivre les quatre soirées sereinement.",
    content: "Les rues autour des Terreaux seront fermées à la circulation dès 17 h. Pensez à sortir votre véhicule la veille si vous en avez besoin.\n\nLes commerces de la rue Paul-Chenavard resteront ouverts jusqu’à 22 h.",
  },
  {
    slug: "exemple-patrimoine-traboules",
    title: "Les traboules de la Presqu’île, un patrimoine à ouvrir",
    date: "2026-09-30",
    category: "Patrimoine",
    neighborhood: "Cordeliers",
    published: true,
    summary: "Moins connues que celles du Vieux-Lyon, les traboules de la Presqu’île méritent d’être ouvertes au public. Notre démarche auprès des copropriétés.",
    content: "Nous avons rencontré une dizaine de conseils syndicaux. Plusieurs sont prêts à ouvrir leur traboule en journée, à condition d’un entretien partagé.",
  },
  {
    slug: "exemple-commerces-independants",
    title: "Commerces indépendants\u202f: le centre-ville résiste",
    date: "2026-09-12",
    category: "Commerce",
    neighborhood: "Jacobins",
    published: true,
    summary: "Malgré les loyers, une nouvelle génération d’artisans s’installe autour de la place des Jacobins.",
    content: "Librairie, torréfacteur, atelier de reliure\u202f: nous sommes allés à la rencontre de ceux qui ont ouvert cette année.",
  },
  {
    slug: "exemple-nuits-sonores-voisinage",
    title: "Concerts en plein air\u202f: concilier fête et sommeil",
    date: "2026-07-04",
    category: "Culture",
    neighborhood: "Bellecour",
    published: true,
    summary: "Après les plaintes de l’été dernier, la Ville et les organisateurs ont accepté nos propositions pour les soirées place Bellecour.",
    content: "Fin des concerts à 23 h en semaine, limiteurs de son contrôlés et un numéro joignable toute la nuit\u202f: un premier pas.",
  },
  {
    slug: "exemple-vegetalisation-cours",
    title: "Végétaliser les cours d’immeubles\u202f: un guide pratique",
    date: "2026-05-20",
    category: "Urbanisme",
    neighborhood: null,
    published: true,
    summary: "Bacs, plantes grimpantes, récupération d’eau\u202f: ce que les copropriétés peuvent faire, et les aides de la Métropole.",
    content: "Notre guide rassemble les démarches, les plantes adaptées à l’ombre des cours et les contacts utiles.",
  },
  {
    slug: "exemple-assemblee-generale-bilan",
    title: "Assemblée générale\u202f: le bilan de l’année en cinq points",
    date: "2026-03-18",
    category: "Événements",
    neighborhood: null,
    published: true,
    summary: "Plus de cent adhérents réunis, un bureau renouvelé et trois priorités votées pour l’année.",
    content: "1. La propreté des rues commerçantes\n2. Le plan de circulation\n3. L’ouverture des traboules",
  },
  {
    slug: "exemple-brouillon-plan-lumiere",
    title: "Plan lumière\u202f: ce que nous demandons (brouillon)",
    date: "2026-11-20",
    category: "Urbanisme",
    neighborhood: "Terreaux",
    published: false,
    summary: "Un éclairage public plus sobre, mais qui rassure\u202f: nos propositions pour la révision du plan lumière.",
    content: "Texte en cours de rédaction.",
  },
];
