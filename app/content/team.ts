// Board page (/equipe): its texts. The board members are edited in the back-office
// (/admin/contenus/equipe, table board_members; samples in app/db/seeds/team.ts) and read through
// features/team/queries.server.ts; the statistics are site figures (app/content/figures.ts,
// /admin/contenus/chiffres). The contact block and the three values below are the defaults of
// the "team_page" setting, edited on /admin/contenus/equipe/textes
// (features/team/page-texts.server.ts): a new install shows them until an editor saves.

export type TeamValue = {
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

export const teamContact = {
  title: 'Contacter le bureau',
  text:
    'Une question, une proposition ou l’envie de vous engager à nos côtés ? Écrivez-nous : un membre du bureau vous répondra.',
  linkLabel: 'Écrire au bureau',
} as const;

/** The line under the button: the page replaces {email} with the identity's contact address. */
export const teamContactEmail = '{email}';

/** Exactly three: the page lays them out in three columns. */
export const teamValues: readonly TeamValue[] = [
  {
    title: 'Engagement',
    description:
      'Des bénévoles présents sur le terrain toute l’année, à l’écoute des habitants et des commerçants, pour défendre l’intérêt de la Presqu’île.',
  },
  {
    title: 'Collectif',
    description:
      'Nos positions sont construites ensemble, en réunion et en concertation avec les adhérents, sans esprit partisan.',
  },
  {
    title: 'Excellence',
    description:
      'Des contributions documentées et argumentées, appuyées sur l’expertise de nos membres, pour peser utilement dans le débat public.',
  },
];
