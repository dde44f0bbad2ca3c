// The class of each content colour: a soft tinted chip with readable text, in light and dark
// themes. The classes are app.css's (`.tone-*`), named once there rather than their four
// utilities written into the HTML at every chip.
import type { ColorToken } from "~/content/tokens";

export const softTone: Record<ColorToken, string> = {
  slate: "tone-slate",
  stone: "tone-stone",
  red: "tone-red",
  orange: "tone-orange",
  amber: "tone-amber",
  yellow: "tone-yellow",
  lime: "tone-lime",
  green: "tone-green",
  emerald: "tone-emerald",
  teal: "tone-teal",
  cyan: "tone-cyan",
  sky: "tone-sky",
  blue: "tone-blue",
  indigo: "tone-indigo",
  violet: "tone-violet",
  purple: "tone-purple",
  fuchsia: "tone-fuchsia",
  pink: "tone-pink",
  rose: "tone-rose",
};
