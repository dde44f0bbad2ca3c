// SAMPLE CONTENT: fictional people, replace before publication
// Board page (/equipe): statistics, board members, contact block and values. The texts, figures
// and values stay in code; the board members are content administrators will edit (ADR 0009):
// the page reads them only through features/team/queries.server.ts, and they move to a table
// with its seed when the back-office manages them.

import { boardFigures } from './figures';

export const isSample = true;

export type TeamStat = {
  readonly id: string;
  /** Display-ready value, e.g. "15 ans" or "75+". */
  readonly value: string;
  readonly label: string;
};

export type BoardRole =
  | 'Président'
  | 'Présidente'
  | 'Co-président'
  | 'Co-présidente'
  | 'Secrétaire général'
  | 'Secrétaire générale'
  | 'Trésorier'
  | 'Trésorière'
  | 'Trésorier adjoint'
  | 'Trésorière adjointe';

export type BoardMember = {
  readonly id: string;
  readonly name: string;
  readonly role: BoardRole;
  readonly profession: string;
  readonly description: string;
  /** Three or four expertise tags. */
  readonly specialties: readonly string[];
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

export const boardMembers: readonly BoardMember[] = [
  {
    id: 'bernard-delorme',
    name: 'Bernard Delorme',
    role: 'Président',
    profession: 'Architecte du patrimoine retraité',
    description:
      'Habitant du quartier d’Ainay depuis plus de vingt ans, il a consacré sa carrière à la restauration de bâtiments anciens. Il représente l’association auprès des élus et coordonne les prises de position.',
    specialties: ['Patrimoine', 'Urbanisme', 'Relations institutionnelles'],
  },
  {
    id: 'claire-vasseur',
    name: 'Claire Vasseur',
    role: 'Co-présidente',
    profession: 'Gérante d’une boutique de créateurs',
    description:
      'Commerçante dans le quartier des Jacobins, elle porte la voix des professionnels de la Presqu’île. Elle a piloté l’enquête de l’association auprès des commerçants et suit le dossier de la zone à trafic limité.',
    specialties: ['Commerce de proximité', 'Animation commerciale', 'Mobilités', 'Communication'],
  },
  {
    id: 'sophie-lambert',
    name: 'Sophie Lambert',
    role: 'Secrétaire générale',
    profession: 'Juriste en droit public',
    description:
      'Elle rédige les contributions de l’association aux concertations publiques et veille au respect des statuts. Elle organise les assemblées générales et les réunions du bureau.',
    specialties: ['Droit de l’urbanisme', 'Concertation publique', 'Vie associative'],
  },
  {
    id: 'olivier-chabert',
    name: 'Olivier Chabert',
    role: 'Trésorier',
    profession: 'Expert-comptable',
    description:
      'Installé aux Cordeliers, il tient les comptes de l’association, suit les adhésions et prépare le budget présenté chaque année en assemblée générale.',
    specialties: ['Finances', 'Gestion associative', 'Économie locale'],
  },
  {
    id: 'nadia-ferrand',
    name: 'Nadia Ferrand',
    role: 'Trésorière adjointe',
    profession: 'Cheffe de projet numérique',
    description:
      'Habitante des pentes de la Croix-Rousse, elle épaule le trésorier et anime les outils numériques de l’association : site, lettre d’information et réseaux sociaux.',
    specialties: ['Numérique', 'Innovation', 'Jeunesse', 'Communication'],
  },
];

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
