// SAMPLE CONTENT: the two example proposals of the spec (Mobilité, Économie locale), written for
// this site. Loaded by seeders.server.ts.
import type { proposals } from "../schema";

export const sampleProposals: (typeof proposals.$inferInsert)[] = [
  {
    slug: "navettes-electriques-presquile",
    title: "Des navettes électriques gratuites entre Perrache et les Terreaux",
    date: "2025-07-15",
    category: "Mobilité",
    theme: "Mobilité & Transport",
    neighbourhood: "Presqu’île",
    priority: "haute",
    progress: "en_cours",
    published: true,
    color: "sky",
    summary:
      "Une ligne de petites navettes électriques, fréquentes et gratuites, pour relier les deux extrémités de la Presqu’île sans voiture.",
    content:
      "Les navettes desserviraient Perrache, Bellecour, les Cordeliers, l’Hôtel de Ville et les Terreaux toutes les dix minutes, avec des arrêts proches des commerces et des parkings relais. Elles faciliteraient les déplacements des personnes âgées, des familles et des clients des commerces du centre.",
  },
  {
    slug: "soutien-commerces-independants",
    title: "Un plan de soutien aux commerces indépendants du centre-ville",
    date: "2025-07-15",
    category: "Économie locale",
    theme: "Commerce & Économie",
    neighbourhood: "Cordeliers",
    priority: "moyenne",
    progress: "en_cours",
    published: true,
    color: "amber",
    summary:
      "Préserver la diversité commerciale de la Presqu’île : loyers modérés pour les artisans, vitrines temporaires, signalétique pendant les travaux.",
    content:
      "Nous proposons un droit de préemption commercial plus actif, des baux à loyer modéré pour les artisans et les métiers d’art, l’occupation temporaire des locaux vacants par de jeunes créateurs, et une signalétique « commerces ouverts » systématique pendant les chantiers.",
  },
];
