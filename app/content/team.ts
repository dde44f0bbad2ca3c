// Board page (/equipe): its texts, statistics, contact block and values. The board members are
// edited in the back-office (/admin/contenus/equipe, table board_members; samples in
// app/db/seeds/team.ts) and read through features/team/queries.server.ts.

import { boardFigures } from './figures';

export type TeamStat = {
  readonly id: string;
  /** Display-ready value, e.g. "15 ans" or "75+". */
  readonly value: string;
  readonly label: string;
};

export type TeamValue = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
};

export const teamPage = {
  title: 'Notre équipe',
  intro:
    'Le bureau de l’ADPL est composé de bénévoles élus par l’assemblée générale. Habitants et professionnels de la Presqu’île, ils mettent leurs compétences au service du quartier.',
  boardTitle: 'Le bureau',
  valuesTitle: 'Nos valeurs',
} as const;

/** The board's statistics: one source for every figure, app/content/figures.ts. */
export const teamStats: readonly TeamStat[] = boardFigures;

export const teamContact = {
  title: 'Contacter le bureau',
  text:
    'Une question, une proposition ou l’envie de vous engager à nos côtés ? Écrivez-nous : un membre du bureau vous répondra.',
  /** The page replaces {email} with the configured contact address. */
  email: '{email}',
  linkLabel: 'Écrire au bureau',
} as const;

export const teamValues: readonly TeamValue[] = [
  {
    id: 'engagement',
    title: 'Engagement',
    description:
      'Des bénévoles présents sur le terrain toute l’année, à l’écoute des habitants et des commerçants, pour défendre l’intérêt de la Presqu’île.',
  },
  {
    id: 'collectif',
    title: 'Collectif',
    description:
      'Nos positions sont construites ensemble, en réunion et en concertation avec les adhérents, sans esprit partisan.',
  },
  {
    id: 'excellence',
    title: 'Excellence',
    description:
      'Des contributions documentées et argumentées, appuyées sur l’expertise de nos membres, pour peser utilement dans le débat public.',
  },
];
