// "Proposals coming soon" page (/propositions-lyon).

export type ProposalTheme = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
};

export type ProposalsPageLink = {
  readonly label: string;
  readonly href: '/prises-positions' | '/adhesion';
};

export const proposalsPage: {
  readonly title: string;
  readonly badge: string;
  readonly intro: string;
  /** The intro once proposals are published (the list replaces the coming-soon panel). */
  readonly publishedIntro: string;
  /**
   * The announced unveiling day (ISO date, Europe/Paris), or null while none is announced. The
   * page words it from the date (features/proposals/unveiling.ts): announced ahead, and honestly
   * late once the day has passed without the proposals.
   */
  readonly unveilingOn: string | null;
  readonly themesTitle: string;
  readonly themes: readonly ProposalTheme[];
  readonly waitingText: string;
  readonly links: readonly ProposalsPageLink[];
} = {
  title: 'Nos propositions pour Lyon',
  badge: 'Bientôt disponible',
  intro:
    'Forte des échanges menés avec les habitants, les commerçants et les acteurs culturels, l’ADPL prépare un ensemble de propositions concrètes pour l’avenir de la Presqu’île. Elles seront soumises à tous les candidats aux élections municipales, quelle que soit leur appartenance politique.',
  publishedIntro:
    'Forte des échanges menés avec les habitants, les commerçants et les acteurs culturels, l’ADPL porte des propositions concrètes pour l’avenir de la Presqu’île, soumises à tous les candidats aux élections municipales, quelle que soit leur appartenance politique. Chacune indique son thème, sa priorité et où elle en est.',
  unveilingOn: '2025-07-15',
  themesTitle: 'Trois grands thèmes',
  themes: [
    {
      id: 'patrimoine-culture',
      title: 'Patrimoine et culture',
      description:
        'Entretenir les monuments et les places, mettre en valeur le site inscrit à l’UNESCO et soutenir les lieux culturels et les artistes du centre-ville.',
    },
    {
      id: 'qualite-vie',
      title: 'Qualité de vie',
      description:
        'Propreté, tranquillité, sécurité, espaces verts et mobilités apaisées\u202f: un centre historique où l’on peut vivre en famille à tous les âges.',
    },
    {
      id: 'economie-locale',
      title: 'Économie locale',
      description:
        'Préserver la diversité des commerces de proximité, faciliter les livraisons et l’accès des clients, et accompagner les artisans et les indépendants.',
    },
  ],
  waitingText: 'En attendant, découvrez nos prises de position ou rejoignez-nous pour contribuer à ces propositions.',
  links: [
    { label: 'Voir nos prises de position', href: '/prises-positions' },
    { label: 'Adhérer pour contribuer', href: '/adhesion' },
  ],
};
