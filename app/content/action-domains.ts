// The ten action domains shown in the scrolling band of the home page.

import type { ColorToken, IconKey } from './tokens';

export type ActionDomain = {
  readonly id: string;
  readonly name: string;
  readonly icon: IconKey;
  readonly color: ColorToken;
};

/** Order matters: it is the display order of the band. */
export const actionDomains: readonly ActionDomain[] = [
  { id: 'urbanisme', name: 'Urbanisme', icon: 'building', color: 'sky' },
  { id: 'familles', name: 'Familles', icon: 'users', color: 'amber' },
  { id: 'patrimoine', name: 'Patrimoine', icon: 'landmark', color: 'stone' },
  { id: 'jeunesse', name: 'Jeunesse', icon: 'baby', color: 'pink' },
  { id: 'securite', name: 'Sécurité', icon: 'shield', color: 'slate' },
  { id: 'economie-locale', name: 'Économie locale', icon: 'store', color: 'emerald' },
  { id: 'mobilites', name: 'Mobilités', icon: 'bus', color: 'teal' },
  { id: 'sante', name: 'Santé', icon: 'heart-pulse', color: 'rose' },
  { id: 'culture', name: 'Culture', icon: 'palette', color: 'violet' },
  { id: 'innovation', name: 'Innovation', icon: 'lightbulb', color: 'yellow' },
];
