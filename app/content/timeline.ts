// History page (/histoire): its texts, the views of the timeline and the shape of a period. The
// periods themselves are content (issue 36): rows of timeline_periods, edited on
// /admin/contenus/frise (features/history), the city's loaded by migration 0025, the
// association's milestones as samples (db/seeds/timeline.ts).

import type { IconKey } from './tokens';

export type TimelinePeriodType = 'histoire' | 'projet' | 'adpl';

/** A period as the page draws it. */
export type TimelinePeriod = {
  /** The period's slug: `?periode=<id>`. */
  readonly id: string;
  /** Free text: a year, a century or a range ("43 av. J.-C.", "XVIe siècle", "2024–2030"). */
  readonly year: string;
  readonly title: string;
  readonly description: string;
  /** Two to four sentences, shown when the period is selected. */
  readonly details: string;
  readonly icon: IconKey;
  readonly type: TimelinePeriodType;
  /** Loaded with the site as an example (features/samples): labelled « Exemple ». */
  readonly sample: boolean;
};

export type TimelineView = 'lyon' | 'adpl';

/** Which period types each radio option shows. */
export const timelineViewTypes: Readonly<Record<TimelineView, readonly TimelinePeriodType[]>> = {
  lyon: ['histoire', 'projet'],
  adpl: ['adpl'],
};

export const defaultTimelineView: TimelineView = 'lyon';

export const timelinePage = {
  title: 'Notre histoire',
  intro:
    'Entre Rhône et Saône, la Presqu’île concentre plus de deux mille ans d’histoire lyonnaise. Parcourez les grandes étapes de la ville, les projets qui ont transformé le centre depuis les années 1970, puis les premiers pas de l’ADPL.',
  viewLegend: 'Choisir la chronologie',
  viewLabels: {
    lyon: 'Histoire de Lyon et grands projets',
    adpl: 'Histoire de l’ADPL',
  },
  typeLabels: {
    histoire: 'Histoire',
    projet: 'Grands Projets',
    adpl: 'ADPL',
  },
  detailsHint: 'Cliquez sur une période pour en savoir plus.',
  /** A view with no period on the site (the association's milestones once the samples are removed). */
  emptyView: {
    lyon: 'Les grandes étapes de l’histoire de Lyon et de ses projets seront présentées ici.',
    adpl: 'Les étapes de l’histoire de l’association seront présentées ici.',
  },
} as const satisfies {
  title: string;
  intro: string;
  viewLegend: string;
  viewLabels: Record<TimelineView, string>;
  typeLabels: Record<TimelinePeriodType, string>;
  detailsHint: string;
  emptyView: Record<TimelineView, string>;
};

/** A period's category: its type and its year, searched with its title (the year as shown is not a date). */
export function periodCategory(type: TimelinePeriodType, year: string): string {
  return `${timelinePage.typeLabels[type]}, ${year}`;
}

/** The closing panel's texts; its figures are the site's (features/figures, HISTORY_FIGURES), edited in the back-office. */
export const timelineClosingPanel: {
  readonly title: string;
  readonly text: string;
} = {
  title: 'La Presqu’île aujourd’hui',
  text: 'Un cœur historique habité, commerçant et vivant, que l’ADPL s’attache à préserver pour les générations futures.',
};
