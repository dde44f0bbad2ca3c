// Visual tokens shared by the content modules: icon keys and colour names.

/**
 * Icon keys used by the content. Names follow the Lucide icon set (kebab-case) so a page can map
 * each key to one icon component with an exhaustive `Record<IconKey, ...>`.
 */
export type IconKey =
  | 'amphora'
  | 'award'
  | 'baby'
  | 'book-open'
  | 'building'
  | 'bus'
  | 'car'
  | 'crown'
  | 'droplets'
  | 'flag'
  | 'footprints'
  | 'heart-pulse'
  | 'hospital'
  | 'landmark'
  | 'lightbulb'
  | 'map'
  | 'megaphone'
  | 'message-square'
  | 'palette'
  | 'scissors'
  | 'scroll'
  | 'shield'
  | 'store'
  | 'target'
  | 'train-front'
  | 'tram-front'
  | 'users'
  | 'waves';

/**
 * Colour names of the default Tailwind palette. Pages must map them to full class names
 * (e.g. a static `Record<ColorToken, string>`): Tailwind cannot see classes built by concatenation.
 */
export type ColorToken =
  | 'slate'
  | 'stone'
  | 'red'
  | 'orange'
  | 'amber'
  | 'yellow'
  | 'lime'
  | 'green'
  | 'emerald'
  | 'teal'
  | 'cyan'
  | 'sky'
  | 'blue'
  | 'indigo'
  | 'violet'
  | 'purple'
  | 'fuchsia'
  | 'pink'
  | 'rose';
