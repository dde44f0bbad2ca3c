// Every figure the site states, once (issue 11): the Presqu'île's figures (home page, history's
// closing panel), the association's own figures and the board's statistics. A page never writes
// a figure itself; it reads it here, so two pages cannot disagree.
//
// Counts the database knows are not here: the number of positions (and of files in progress)
// comes from the positions table, and the number of members from the paid memberships
// (features/membership/members-figure.ts), with `declaredMembers` below as the labelled
// fallback while the site's own count is lower.

export type FigureFormat = 'number' | 'year';

export type HeadlineFigure = {
  readonly id: string;
  /** Raw value; the page formats it (French grouping with U+00A0 for 'number', as-is for 'year'). */
  readonly value: number;
  /** Appended after the formatted value, e.g. '+' for "2 000+". */
  readonly suffix?: string;
  readonly label: string;
  readonly format: FigureFormat;
};

/** The Presqu'île in figures (spec 01 §1). */
export const presquileFigures = {
  visitors: { id: 'visiteurs', value: 545000, label: 'visiteurs par jour', format: 'number' },
  inhabitants: { id: 'habitants', value: 28000, label: 'habitants', format: 'number' },
  employees: { id: 'salaries', value: 37000, label: 'salariés', format: 'number' },
  unesco: { id: 'unesco', value: 1998, label: 'patrimoine mondial de l’UNESCO', format: 'year' },
  shops: { id: 'commerces', value: 2000, suffix: '+', label: 'commerces et services', format: 'number' },
  listedMonuments: { id: 'monuments', value: 30, label: 'monuments classés', format: 'number' },
} as const satisfies Record<string, HeadlineFigure>;

/** The home page's animated figures, in the spec's order. */
export const headlineFigures: readonly HeadlineFigure[] = [
  presquileFigures.visitors,
  presquileFigures.inhabitants,
  presquileFigures.employees,
  presquileFigures.unesco,
  presquileFigures.shops,
];

/** The closing panel of /histoire: the Presqu'île today. */
export const presquileTodayFigures: readonly HeadlineFigure[] = [
  presquileFigures.inhabitants,
  presquileFigures.shops,
  presquileFigures.listedMonuments,
];

/** The association's figures that no table holds. */
export const associationFigures = {
  /**
   * Members according to the association's own register (spec 01 §9: 150 adhérents), which
   * includes memberships paid outside the site. Shown, labelled "déclarés", only while the
   * site counts fewer paying members for the current year.
   */
  declaredMembers: 150,
  /** Actions carried out since the creation (spec 02: the membership page's impact block). */
  actions: { value: 100, suffix: '+', label: 'actions' },
} as const;

export type BoardFigure = {
  readonly id: string;
  /** Display-ready value, e.g. "15 ans" or "75+". */
  readonly value: string;
  readonly label: string;
};

/** The board page's four statistics (spec 01, Board). */
export const boardFigures: readonly BoardFigure[] = [
  { id: 'experience', value: '15 ans', label: 'Expérience moyenne' },
  { id: 'heures-benevoles', value: '250 h', label: 'Heures bénévoles par mois' },
  { id: 'projets', value: '75+', label: 'Projets suivis' },
  { id: 'reunions', value: '12', label: 'Réunions par mois' },
];
