// The three featured campaigns shown on the home page.

import type { ColorToken, IconKey } from './tokens';

export type CampaignImage = {
  readonly src: string;
  readonly alt: string;
};

export type Campaign = {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  /** Two or three sentences. */
  readonly description: string;
  readonly icon: IconKey;
  readonly color: ColorToken;
  readonly image: CampaignImage;
};

export const campaignsSection = {
  title: 'Nos combats du moment',
  intro:
    'Trois dossiers mobilisent particulièrement l’association. Sur chacun, nous écoutons les habitants et les commerçants avant de prendre position.',
} as const;

export const campaigns: readonly Campaign[] = [
  {
    id: 'ztl',
    title: 'Zone à trafic limité',
    subtitle: 'Une ZTL concertée, pensée avec ceux qui vivent et travaillent ici',
    description:
      'La Métropole de Lyon veut limiter le trafic de transit dans la Presqu’île. Nous soutenons la baisse de la circulation si des alternatives crédibles existent, mais exigeons des garanties pour les riverains, les livraisons, les personnes à mobilité réduite et l’accès aux parkings. Nous relayons vos remarques dans chaque phase de la concertation.',
    icon: 'car',
    color: 'sky',
    image: {
      src: '/images/campaigns/ztl.svg',
      alt: 'Illustration d’une rue piétonne de la Presqu’île avec un panneau de zone à trafic limité',
    },
  },
  {
    id: 'patrimoine',
    title: 'Défense du patrimoine',
    subtitle: 'Protéger un site inscrit au patrimoine mondial depuis 1998',
    description:
      'Façades du Second Empire, églises, fontaines et places historiques font l’identité de la Presqu’île. Nous suivons les permis de construire, les projets d’aménagement et l’entretien des monuments pour que chaque transformation respecte ce patrimoine. Nous signalons aussi les dégradations aux services compétents.',
    icon: 'landmark',
    color: 'amber',
    image: {
      src: '/images/campaigns/patrimoine.svg',
      alt: 'Illustration d’une façade historique à colonnes et d’une fontaine sur une place de la Presqu’île',
    },
  },
  {
    id: 'commerces',
    title: 'Soutien aux commerces',
    subtitle: 'Faire vivre le commerce de proximité du centre-ville',
    description:
      'Les commerces indépendants font la vitalité de nos rues, mais ils subissent la hausse des loyers, les travaux et les difficultés d’accès. Nous portons leur voix auprès des pouvoirs publics et encourageons les habitants à consommer dans le quartier.',
    icon: 'store',
    color: 'emerald',
    image: {
      src: '/images/campaigns/commerces.svg',
      alt: 'Illustration d’une devanture de commerce indépendant dans une rue de la Presqu’île',
    },
  },
];
