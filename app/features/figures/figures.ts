// The site's figures as the back-office edits them (/admin/contenus/chiffres, issue 14): each
// figure's fixed traits (public id, format, the pages that show it, whether the database can
// count it), the stored document's schema, the form's one zod schema with its French messages,
// and the pure steps from stored values to what a page shows. Client-safe; the reads and the
// save are in figures.server.ts, the defaults in app/content/figures.ts.
import { z } from "zod";
import {
  boardFigureDefaults,
  cleanNumberFigures,
  numberFigureDefaults,
  type FigureFormat,
  type HeadlineFigure,
  type NumberFigureValues,
  type TextFigureValues,
} from "~/content/figures";
import { neighbourhoods } from "~/content/neighbourhoods";

export const NUMBER_FIGURE_KEYS = [
  "visitors",
  "inhabitants",
  "employees",
  "unesco",
  "shops",
  "listedMonuments",
  "members",
  "actions",
  "positions",
  "inProgress",
] as const;
export type NumberFigureKey = (typeof NUMBER_FIGURE_KEYS)[number];

export const BOARD_FIGURE_KEYS = ["experience", "volunteerHours", "projects", "meetings"] as const;
export type BoardFigureKey = (typeof BOARD_FIGURE_KEYS)[number];

interface NumberFigureTraits {
  /** Public id (test ids, keys): stable whatever the label says. */
  id: string;
  /** The figure's name in the back-office. */
  name: string;
  format: FigureFormat;
  /** The pages that show it, as the back-office lists them. */
  shownOn: string;
  /** Offers "+" after a typed number. */
  plus: boolean;
  /** What the database counts when "calculé automatiquement" is chosen; absent: typed only. */
  counted?: string;
  /** Always the count, never typed: the figure has one source elsewhere (its label stays editable). */
  countedOnly?: true;
  /** The typed number's field: its label and hint when they differ from the defaults. */
  valueLabel?: string;
  valueHint?: string;
  labelHint?: string;
}

export const NUMBER_FIGURES: Readonly<Record<NumberFigureKey, NumberFigureTraits>> = {
  visitors: { id: "visiteurs", name: "Visiteurs par jour", format: "number", shownOn: "Accueil", plus: true },
  inhabitants: {
    id: "habitants",
    name: "Habitants",
    format: "number",
    shownOn: "Accueil, Notre histoire",
    plus: false,
    counted: "la somme des habitants des huit quartiers de la page Quartiers, pour que l’accueil, l’histoire et les quartiers disent le même nombre.",
    countedOnly: true,
  },
  employees: { id: "salaries", name: "Salariés", format: "number", shownOn: "Accueil", plus: true },
  unesco: {
    id: "unesco",
    name: "Inscription au patrimoine mondial de l’UNESCO",
    format: "year",
    shownOn: "Accueil",
    plus: false,
    valueLabel: "Année",
  },
  shops: { id: "commerces", name: "Commerces et services", format: "number", shownOn: "Accueil, Notre histoire", plus: true },
  listedMonuments: { id: "monuments", name: "Monuments classés", format: "number", shownOn: "Notre histoire", plus: true },
  members: {
    id: "membres",
    name: "Adhérents",
    format: "number",
    shownOn: "Prises de position, Adhésion",
    plus: false,
    counted:
      "les personnes couvertes par les adhésions payées de l’année en cours. Tant que le site en compte moins que le nombre saisi ci-dessous (le registre de l’association, qui inclut les adhésions payées hors du site), c’est ce nombre qui s’affiche, avec la mention «\u202fdéclarés\u202f».",
    valueLabel: "Nombre (registre de l’association)",
    valueHint: "Calcul automatique\u202f: le minimum affiché, dit «\u202fdéclarés\u202f». Valeur saisie\u202f: le nombre affiché.",
    labelHint: "Au pluriel, par exemple «\u202fadhérents\u202f». Calcul automatique\u202f: la page ajoute l’année («\u202fadhérents 2026\u202f») ou «\u202fdéclarés\u202f».",
  },
  actions: {
    id: "actions",
    name: "Actions menées",
    format: "number",
    shownOn: "Adhésion (bloc «\u202fNotre impact ensemble\u202f»)",
    plus: true,
    counted: "les prises de position et les propositions publiées sur le site.",
  },
  positions: {
    id: "positions",
    name: "Prises de position publiées",
    format: "number",
    shownOn: "Prises de position",
    plus: false,
    counted: "les prises de position publiées sur le site.",
  },
  inProgress: {
    id: "en-cours",
    name: "Dossiers en cours",
    format: "number",
    shownOn: "Prises de position",
    plus: false,
    counted: "les prises de position publiées au statut «\u202fEn cours\u202f».",
  },
};

export const BOARD_FIGURES: Readonly<Record<BoardFigureKey, { id: string; name: string }>> = {
  experience: { id: "experience", name: "Expérience moyenne" },
  volunteerHours: { id: "heures-benevoles", name: "Heures bénévoles par mois" },
  projects: { id: "projets", name: "Projets suivis" },
  meetings: { id: "reunions", name: "Réunions par mois" },
};

/** The figures each page shows, in order. */
export const HOME_FIGURES: readonly NumberFigureKey[] = ["visitors", "inhabitants", "employees", "unesco", "shops"];
export const HISTORY_FIGURES: readonly NumberFigureKey[] = ["inhabitants", "shops", "listedMonuments"];

export interface FigureSettings {
  numbers: Record<NumberFigureKey, NumberFigureValues>;
  board: Record<BoardFigureKey, TextFigureValues>;
}

/** A new install's figures with the sample content: the samples among them are marked. */
export const FIGURE_DEFAULTS: FigureSettings = { numbers: numberFigureDefaults, board: boardFigureDefaults };

/** The figures without the samples (SAMPLE_CONTENT=off, or once removed): nothing the association did not enter. */
export const CLEAN_FIGURE_DEFAULTS: FigureSettings = {
  numbers: { ...numberFigureDefaults, ...cleanNumberFigures },
  board: Object.fromEntries(BOARD_FIGURE_KEYS.map((key) => [key, { label: boardFigureDefaults[key].label, value: null }])) as Record<BoardFigureKey, TextFigureValues>,
};

export const MAX_FIGURE = 999_999_999;
export const FIGURE_LIMITS = { label: 80, boardValue: 20 } as const;

// --- The stored document -------------------------------------------------------------------

const storedNumberSchema = z.object({
  auto: z.boolean(),
  value: z.number().int().min(0).max(MAX_FIGURE).nullable(),
  plus: z.boolean(),
  label: z.string().min(1).max(FIGURE_LIMITS.label),
  sample: z.boolean().optional(),
});
const storedTextSchema = z.object({
  value: z.string().min(1).max(FIGURE_LIMITS.boardValue).nullable(),
  label: z.string().min(1).max(FIGURE_LIMITS.label),
  sample: z.boolean().optional(),
});

/**
 * The "figures" setting: every figure optional, so a figure added by a later release shows its
 * default until the next save instead of making the whole document unreadable.
 */
export const storedFiguresSchema = z.object({
  numbers: z.partialRecord(z.enum(NUMBER_FIGURE_KEYS), storedNumberSchema),
  board: z.partialRecord(z.enum(BOARD_FIGURE_KEYS), storedTextSchema),
});
export type StoredFigures = z.output<typeof storedFiguresSchema>;

/**
 * The figures in effect: each stored figure that fits its traits (counting only what can be
 * counted), else its default: the sample one while the sample content is on the site
 * (`withSamples`), else the clean one. A stored figure still marked as a sample goes with the
 * samples.
 */
export function settleFigures(stored: StoredFigures | null, withSamples: boolean): FigureSettings {
  const defaults = withSamples ? FIGURE_DEFAULTS : CLEAN_FIGURE_DEFAULTS;
  const kept = <T extends { sample?: boolean }>(saved: T | undefined) => (saved && (withSamples || !saved.sample) ? saved : undefined);
  const numbers = Object.fromEntries(
    NUMBER_FIGURE_KEYS.map((key) => {
      const saved = kept(stored?.numbers[key]);
      const traits = NUMBER_FIGURES[key];
      if (traits.countedOnly) return [key, { ...defaults.numbers[key], label: saved?.label ?? defaults.numbers[key].label }];
      const fits = saved && (saved.auto ? Boolean(traits.counted) : true);
      return [key, fits ? saved : defaults.numbers[key]];
    }),
  ) as FigureSettings["numbers"];
  const board = Object.fromEntries(BOARD_FIGURE_KEYS.map((key) => [key, kept(stored?.board[key]) ?? defaults.board[key]])) as FigureSettings["board"];
  return { numbers, board };
}

/** How many figures in effect are samples (the removal screen's count). */
export function countSampleFigures(figures: FigureSettings): number {
  return [...Object.values(figures.numbers), ...Object.values(figures.board)].filter((figure) => figure.sample === true).length;
}

// --- The form ------------------------------------------------------------------------------

export const FIGURE_MODES = { auto: "auto", typed: "saisie" } as const;

/** "28 000" or "28000" (any kind of space) → 28000; null when empty; NaN when not a whole number. */
export function parseFigureNumber(text: string | undefined): number | null {
  const compact = (text ?? "").replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
}

function numberFigureSchema(key: NumberFigureKey) {
  const { name, format, counted, countedOnly } = NUMBER_FIGURES[key];
  const labelMissing = `${name}\u202f: l’intitulé est obligatoire.`;
  return z
    .object({
      mode: z.enum([FIGURE_MODES.auto, FIGURE_MODES.typed], { error: `${name}\u202f: choisissez «\u202fcalculé automatiquement\u202f» ou «\u202fvaleur saisie\u202f».` }).optional(),
      value: z.string().max(30, `${name}\u202f: indiquez un nombre entier, par exemple 28 000.`).optional(),
      plus: z.boolean().default(false),
      label: z.string({ error: labelMissing }).trim().min(1, labelMissing).max(FIGURE_LIMITS.label, `${name}\u202f: l’intitulé doit contenir au plus ${FIGURE_LIMITS.label} caractères.`),
    })
    .superRefine((figure, ctx) => {
      // Counted only: no number to choose or type.
      if (countedOnly) return;
      const auto = Boolean(counted) && figure.mode !== FIGURE_MODES.typed;
      if (counted && !figure.mode) ctx.addIssue({ code: "custom", path: ["mode"], message: `${name}\u202f: choisissez «\u202fcalculé automatiquement\u202f» ou «\u202fvaleur saisie\u202f».` });
      const value = parseFigureNumber(figure.value);
      // A figure nothing counts may stay empty: it is then not shown.
      if (value === null) {
        if (!auto && counted) {
          ctx.addIssue({ code: "custom", path: ["value"], message: `${name}\u202f: indiquez le nombre à afficher, ou choisissez «\u202fcalculé automatiquement\u202f».` });
        }
      } else if (format === "year" ? !(value >= 1000 && value <= 2999) : Number.isNaN(value)) {
        const message = format === "year" ? `${name}\u202f: indiquez une année sur quatre chiffres, par exemple 1998.` : `${name}\u202f: indiquez un nombre entier, sans lettres ni signe, par exemple 28 000.`;
        ctx.addIssue({ code: "custom", path: ["value"], message });
      }
    });
}

function boardFigureSchema(key: BoardFigureKey) {
  const { name } = BOARD_FIGURES[key];
  const labelMissing = `${name}\u202f: l’intitulé est obligatoire.`;
  return z.object({
    // Empty: the statistic is not shown.
    value: z.string().trim().max(FIGURE_LIMITS.boardValue, `${name}\u202f: la valeur doit contenir au plus ${FIGURE_LIMITS.boardValue} caractères, par exemple «\u202f15 ans\u202f».`),
    label: z.string({ error: labelMissing }).trim().min(1, labelMissing).max(FIGURE_LIMITS.label, `${name}\u202f: l’intitulé doit contenir au plus ${FIGURE_LIMITS.label} caractères.`),
  });
}

const numbersShape = Object.fromEntries(NUMBER_FIGURE_KEYS.map((key) => [key, numberFigureSchema(key)])) as Record<NumberFigureKey, ReturnType<typeof numberFigureSchema>>;
const boardShape = Object.fromEntries(BOARD_FIGURE_KEYS.map((key) => [key, boardFigureSchema(key)])) as Record<BoardFigureKey, ReturnType<typeof boardFigureSchema>>;

const MISSING_FORM = "Le formulaire envoyé est incomplet. Rechargez la page et réessayez.";

export const figuresFormSchema = z.object({
  version: z.coerce.number({ error: MISSING_FORM }).int().min(0).max(2_147_483_647),
  numbers: z.object(numbersShape, { error: MISSING_FORM }),
  board: z.object(boardShape, { error: MISSING_FORM }),
});
export type FiguresForm = z.output<typeof figuresFormSchema>;

/**
 * The figures a save stores. `before`: the figures in effect when the form was shown; a sample
 * figure saved unchanged stays a sample (it goes with the samples), a changed one is the
 * association's.
 */
export function figuresFromForm(form: FiguresForm, before: FigureSettings = FIGURE_DEFAULTS): FigureSettings {
  const stillSample = <T extends { sample?: boolean }>(previous: T, next: Omit<T, "sample">) => {
    const { sample, ...values } = previous;
    return sample === true && JSON.stringify(values) === JSON.stringify(next) ? { ...next, sample: true } : next;
  };
  const numbers = Object.fromEntries(
    NUMBER_FIGURE_KEYS.map((key) => {
      const traits = NUMBER_FIGURES[key];
      const field = form.numbers[key];
      const auto = Boolean(traits.counted) && (traits.countedOnly === true || field.mode !== FIGURE_MODES.typed);
      const value = traits.countedOnly ? null : parseFigureNumber(field.value);
      return [key, stillSample(before.numbers[key], { auto, value: value === null || Number.isNaN(value) ? null : value, plus: traits.plus && field.plus, label: field.label })];
    }),
  ) as FigureSettings["numbers"];
  const board = Object.fromEntries(
    BOARD_FIGURE_KEYS.map((key) => [key, stillSample(before.board[key], { value: form.board[key].value || null, label: form.board[key].label })]),
  ) as FigureSettings["board"];
  return { numbers, board };
}

/** The form's default values: what the screen shows before any change. */
export function figuresToForm(figures: FigureSettings) {
  return {
    numbers: Object.fromEntries(
      NUMBER_FIGURE_KEYS.map((key) => {
        const figure = figures.numbers[key];
        return [
          key,
          {
            mode: figure.auto ? FIGURE_MODES.auto : FIGURE_MODES.typed,
            value: figure.value === null ? "" : String(figure.value),
            plus: figure.plus ? "on" : "",
            label: figure.label,
          },
        ];
      }),
    ) as Record<NumberFigureKey, { mode: string; value: string; plus: string; label: string }>,
    board: Object.fromEntries(BOARD_FIGURE_KEYS.map((key) => [key, { value: figures.board[key].value ?? "", label: figures.board[key].label }])) as Record<BoardFigureKey, { value: string; label: string }>,
  };
}

/** The names of the figures whose stored values differ: the journal's summary. */
export function changedFigureNames(before: FigureSettings, after: FigureSettings): string[] {
  const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
  return [
    ...NUMBER_FIGURE_KEYS.filter((key) => !same(before.numbers[key], after.numbers[key])).map((key) => NUMBER_FIGURES[key].name),
    ...BOARD_FIGURE_KEYS.filter((key) => !same(before.board[key], after.board[key])).map((key) => BOARD_FIGURES[key].name),
  ];
}

// --- What pages show -----------------------------------------------------------------------

/** The Presqu’île’s inhabitants: the sum of its neighbourhoods’ (app/content/neighbourhoods.ts), the figure’s one source. */
export const inhabitantsCount = neighbourhoods.reduce((sum, neighbourhood) => sum + neighbourhood.stats.inhabitants, 0);

/** The counts that come from the site's own content rather than the database. */
const CONTENT_COUNTS: Partial<Record<NumberFigureKey, number>> = { inhabitants: inhabitantsCount };

/**
 * A figure as a page draws it; `counted`: the count behind a figure counted automatically. Null
 * when there is nothing to show: a typed figure nobody entered, a count of nothing (« 0 » says
 * nothing).
 */
export function headlineFigure(key: NumberFigureKey, figure: NumberFigureValues, counted: number | undefined = CONTENT_COUNTS[key]): HeadlineFigure | null {
  const { id, format } = NUMBER_FIGURES[key];
  const shown = countedFigure(figure, counted ?? 0);
  if (shown === null) return null;
  return { id, value: shown.value, label: figure.label, format, ...(shown.suffix ? { suffix: shown.suffix } : {}), ...(figure.sample ? { sample: true } : {}) };
}

/** The page's figures that have something to show, in order. */
export function headlineFigures(keys: readonly NumberFigureKey[], figures: FigureSettings): HeadlineFigure[] {
  return keys.map((key) => headlineFigure(key, figures.numbers[key])).filter((figure) => figure !== null);
}

export interface BoardFigure {
  id: string;
  value: string;
  label: string;
  sample?: boolean;
}

/** The board page's statistics that were entered. */
export function boardFigures(figures: FigureSettings): BoardFigure[] {
  return BOARD_FIGURE_KEYS.flatMap((key) => {
    const { value, label, sample } = figures.board[key];
    return value ? [{ id: BOARD_FIGURES[key].id, value, label, ...(sample ? { sample: true } : {}) }] : [];
  });
}

/**
 * The number a countable figure shows: the database's count when automatic, else the typed one
 * (with its "+"); null when there is none (nothing typed, or a count of 0).
 */
export function countedFigure(figure: NumberFigureValues, counted: number): { value: number; suffix: string } | null {
  if (figure.auto) return counted > 0 ? { value: counted, suffix: "" } : null;
  return figure.value === null ? null : { value: figure.value, suffix: figure.plus ? "+" : "" };
}
