// The defaults of every figure the site states (issues 11 and 14). The figures themselves are
// edited on /admin/contenus/chiffres and stored in the "figures" site setting; pages read them
// through their loaders (features/figures/figures.server.ts), which use these values for any
// figure nobody has saved yet, so a new install shows exactly what is written here. Each
// figure's fixed traits (its public id, format, which pages show it, whether the database can
// count it) are in features/figures/figures.ts.
//
// Counts the database knows are computed by default: the members (this year's paid memberships,
// with `members.value` as the association's own register while the site counts fewer), the
// positions and the files in progress; the actions stay typed ("100+") until the association
// opts for the count of published positions and proposals.
import { positionsStatsLabels } from './positions-page';

export type FigureFormat = 'number' | 'year';

/** A figure as a page shows it. */
export type HeadlineFigure = {
  /** Public id: the element's test id, stable whatever the label says. */
  readonly id: string;
  /** Raw value; the page formats it (French grouping with U+00A0 for 'number', as-is for 'year'). */
  readonly value: number;
  /** Appended after the formatted value, e.g. '+' for "2 000+". */
  readonly suffix?: string;
  readonly label: string;
  readonly format: FigureFormat;
  /** Loaded with the site as an example (features/samples): the page labels it « Exemple ». */
  readonly sample?: boolean;
};

/** The editable values of a numeric figure. */
export type NumberFigureValues = {
  /** Counted by the database (only for a figure it can count) instead of `value`. */
  readonly auto: boolean;
  /** The typed number; null: nobody typed one (a typed figure is then not shown). */
  readonly value: number | null;
  /** "+" after the typed number ("2 000+"); a counted number is exact and never gets it. */
  readonly plus: boolean;
  readonly label: string;
  /** A sample value loaded with the site (features/samples), not the association's word. */
  readonly sample?: boolean;
};

/** The editable values of a board statistic: a display-ready text ("15 ans", "75+"). */
export type TextFigureValues = {
  /** Null: nobody entered it (the statistic is not shown). */
  readonly value: string | null;
  readonly label: string;
  readonly sample?: boolean;
};

// A new install's figures with the sample content (db/seeds, features/samples): the spec's figures,
// which nothing sources, each marked `sample` and labelled « Exemple » where a page shows it. The
// UNESCO listing (1998) is a public record, and the counted figures are counts.
export const numberFigureDefaults = {
  // The Presqu'île in figures (spec 01 §1).
  visitors: { auto: false, value: 545000, plus: false, label: 'visiteurs par jour', sample: true },
  // One source (issue 36): the sum of the neighbourhoods' inhabitants (neighbourhoods.ts), never typed.
  inhabitants: { auto: true, value: null, plus: false, label: 'habitants' },
  employees: { auto: false, value: 37000, plus: false, label: 'salariés', sample: true },
  unesco: { auto: false, value: 1998, plus: false, label: 'patrimoine mondial de l’UNESCO' },
  shops: { auto: false, value: 2000, plus: true, label: 'commerces et services', sample: true },
  listedMonuments: { auto: false, value: 30, plus: false, label: 'monuments classés', sample: true },
  // The association's figures. Members: the register (spec 01 §9: 150 adhérents) includes
  // memberships paid outside the site, so it stays the floor of the count.
  members: { auto: true, value: 150, plus: false, label: 'adhérents', sample: true },
  // Actions carried out since the creation (spec 02: the membership page's impact block).
  actions: { auto: false, value: 100, plus: true, label: 'actions', sample: true },
  positions: { auto: true, value: null, plus: false, label: positionsStatsLabels.positions },
  inProgress: { auto: true, value: null, plus: false, label: positionsStatsLabels.inProgress },
} as const satisfies Record<string, NumberFigureValues>;

/** The board page's four statistics (spec 01, Board): samples all. */
export const boardFigureDefaults = {
  experience: { value: '15 ans', label: 'Expérience moyenne', sample: true },
  volunteerHours: { value: '250 h', label: 'Heures bénévoles par mois', sample: true },
  projects: { value: '75+', label: 'Projets suivis', sample: true },
  meetings: { value: '12', label: 'Réunions par mois', sample: true },
} as const satisfies Record<string, TextFigureValues>;

/**
 * What a sample figure becomes without the samples (a clean install, or once they are removed):
 * nothing typed, so nothing shown until the association enters its own; the members are this
 * year's count (the register's floor unset), the actions the count of positions and proposals.
 */
export const cleanNumberFigures = {
  visitors: { ...numberFigureDefaults.visitors, value: null, sample: false },
  employees: { ...numberFigureDefaults.employees, value: null, plus: false, sample: false },
  shops: { ...numberFigureDefaults.shops, value: null, plus: false, sample: false },
  listedMonuments: { ...numberFigureDefaults.listedMonuments, value: null, sample: false },
  members: { ...numberFigureDefaults.members, value: null, sample: false },
  actions: { ...numberFigureDefaults.actions, auto: true, value: null, plus: false, sample: false },
} as const satisfies Partial<Record<keyof typeof numberFigureDefaults, NumberFigureValues>>;
