// SAMPLE CONTENT: the home page's three campaigns on a new install, loaded by seeders.server.ts
// with is_sample set; administrators edit them in the back-office (/admin/contenus/campagnes).
import type { campaigns } from "../schema";

export const sampleCampaigns: (typeof campaigns.$inferInsert)[] = [
  {
    slug: "ztl",
    title: "Zone à trafic limité",
    summary:
      "Une ZTL concertée, pensée avec ceux qui vivent et travaillent ici",
    content:
      "La Métropole de Lyon veut limiter le trafic de transit dans la Presqu’île. Nous soutenons la baisse de la circulation si des alternatives crédibles existent, mais exigeons des garanties pour les riverains, les livraisons, les personnes à mobilité réduite et l’accès aux parkings. Nous relayons vos remarques dans chaque phase de la concertation.",
    category: "Campagne",
    date: "2025-09-01",
    icon: "car",
    color: "sky",
    image: "/images/campaigns/ztl.svg",
    imageAlt:
      "Illustration d’une rue piétonne de la Presqu’île avec un panneau de zone à trafic limité",
    published: true,
    position: 1,
    isSample: true,
  },
  {
    slug: "patrimoine",
    title: "Défense du patrimoine",
    summary: "Protéger un site inscrit au patrimoine mondial depuis 1998",
    content:
      "Façades du Second Empire, églises, fontaines et places historiques font l’identité de la Presqu’île. Nous suivons les permis de construire, les projets d’aménagement et l’entretien des monuments pour que chaque transformation respecte ce patrimoine. Nous signalons aussi les dégradations aux services compétents.",
    category: "Campagne",
    date: "2025-09-01",
    icon: "landmark",
    color: "amber",
    image: "/images/campaigns/patrimoine.svg",
    imageAlt:
      "Illustration d’une façade historique à colonnes et d’une fontaine sur une place de la Presqu’île",
    published: true,
    position: 2,
    isSample: true,
  },
  {
    slug: "commerces",
    title: "Soutien aux commerces",
    summary: "Faire vivre le commerce de proximité du centre-ville",
    content:
      "Les commerces indépendants font la vitalité de nos rues, mais ils subissent la hausse des loyers, les travaux et les difficultés d’accès. Nous portons leur voix auprès des pouvoirs publics et encourageons les habitants à consommer dans le quartier.",
    category: "Campagne",
    date: "2025-09-01",
    icon: "store",
    color: "emerald",
    image: "/images/campaigns/commerces.svg",
    imageAlt:
      "Illustration d’une devanture de commerce indépendant dans une rue de la Presqu’île",
    published: true,
    position: 3,
    isSample: true,
  },
];
