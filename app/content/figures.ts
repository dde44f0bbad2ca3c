// Headline figures shown (animated) on the home page.

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

export const headlineFigures: readonly HeadlineFigure[] = [
  { id: 'visiteurs', value: 545000, label: 'visiteurs par jour', format: 'number' },
  { id: 'habitants', value: 28000, label: 'habitants', format: 'number' },
  { id: 'salaries', value: 37000, label: 'salariés', format: 'number' },
  { id: 'unesco', value: 1998, label: 'patrimoine mondial de l’UNESCO', format: 'year' },
  { id: 'commerces', value: 2000, suffix: '+', label: 'commerces et services', format: 'number' },
];
