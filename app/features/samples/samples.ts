// The sample content a new install shows (db/seeds): what kinds there are, how the back-office
// names them, and the words the public pages use for them. Client-safe, and light: the band is
// on every page (no schema library here).
/** The kinds of sample content, in the order the back-office lists them. */
export const SAMPLE_KINDS = ["positions", "proposals", "blog", "events", "campaigns", "board", "testimonials", "timeline", "gallery", "figures"] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** How many of a kind, in French: « 12 prises de position ». */
export const SAMPLE_KIND_LABELS: Record<SampleKind, { one: string; many: string }> = {
  positions: { one: "prise de position", many: "prises de position" },
  proposals: { one: "proposition", many: "propositions" },
  blog: { one: "article", many: "articles" },
  events: { one: "rencontre", many: "rencontres" },
  campaigns: { one: "campagne", many: "campagnes" },
  board: { one: "membre du bureau", many: "membres du bureau" },
  testimonials: { one: "témoignage", many: "témoignages" },
  gallery: { one: "photo de la galerie", many: "photos de la galerie" },
  figures: { one: "chiffre", many: "chiffres" },
  timeline: { one: "étape de l’histoire de l’association", many: "étapes de l’histoire de l’association" },
};

export function sampleCountText(kind: SampleKind, count: number): string {
  const label = SAMPLE_KIND_LABELS[kind];
  return `${count.toLocaleString("fr-FR")} ${count === 1 ? label.one : label.many}`;
}

/** The words every public page shows while a sample item is online. */
export const DEMONSTRATION_TEXT = "Site de démonstration\u202f: les contenus marqués «\u202fExemple\u202f» sont fictifs.";
