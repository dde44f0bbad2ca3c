import { expect, test } from "vitest";
import { CLEAN_FIGURE_DEFAULTS, countSampleFigures, FIGURE_DEFAULTS, figuresFormSchema, figuresFromForm, figuresToForm, headlineFigure, parseFigureNumber, settleFigures } from "./figures";

test("French-grouped numbers are read, anything else is not a number", () => {
  expect(parseFigureNumber("28 000")).toBe(28000);
  expect(parseFigureNumber("28\u202f000")).toBe(28000);
  expect(parseFigureNumber(" ")).toBeNull();
  expect(parseFigureNumber(undefined)).toBeNull();
  expect(parseFigureNumber("2000+")).toBeNaN();
  expect(parseFigureNumber("-3")).toBeNaN();
  expect(parseFigureNumber("1234567890")).toBeNaN();
});

test("the form of the defaults saves the defaults back", () => {
  const form = figuresToForm(FIGURE_DEFAULTS);
  // What a browser posts: checkboxes only when ticked, empty fields left out.
  const posted = {
    version: "0",
    numbers: Object.fromEntries(
      Object.entries(form.numbers).map(([key, f]) => [key, { mode: f.mode, label: f.label, ...(f.value ? { value: f.value } : {}), ...(f.plus ? { plus: true } : {}) }]),
    ),
    board: form.board,
  };
  const parsed = figuresFormSchema.safeParse(posted);
  expect(parsed.success).toBe(true);
  expect(figuresFromForm(parsed.data!)).toEqual(FIGURE_DEFAULTS);
});

test("a stored figure that does not fit its traits falls back to its default, the others stay; a typed figure left empty is not shown", () => {
  const settled = settleFigures(
    {
      numbers: {
        inhabitants: { auto: true, value: 1, plus: false, label: "habitants" },
        unesco: { auto: true, value: null, plus: false, label: "UNESCO" },
        employees: { auto: false, value: null, plus: false, label: "salariés" },
        visitors: { auto: false, value: 600000, plus: false, label: "visiteurs" },
      },
      board: {},
    },
    true,
  );
  expect(settled.numbers.inhabitants).toEqual(FIGURE_DEFAULTS.numbers.inhabitants);
  // Nothing counts the UNESCO listing: a stored "counted" one is not a figure.
  expect(settled.numbers.unesco).toEqual(FIGURE_DEFAULTS.numbers.unesco);
  expect(settled.numbers.employees).toEqual({ auto: false, value: null, plus: false, label: "salariés" });
  expect(headlineFigure("employees", settled.numbers.employees)).toBeNull();
  expect(settled.numbers.visitors.value).toBe(600000);
  expect(settled.board).toEqual(FIGURE_DEFAULTS.board);
});

test("the samples' figures go with them: stored ones still marked fall back to the clean defaults, the association's stay", () => {
  const stored = {
    numbers: { visitors: { auto: false, value: 545000, plus: false, label: "visiteurs par jour", sample: true }, shops: { auto: false, value: 1900, plus: true, label: "commerces" } },
    board: { projects: { value: "75+", label: "Projets suivis", sample: true } },
  };
  expect(settleFigures(stored, true).numbers.visitors.sample).toBe(true);
  const clean = settleFigures(stored, false);
  expect(clean.numbers.visitors).toEqual(CLEAN_FIGURE_DEFAULTS.numbers.visitors);
  expect(clean.numbers.shops.value).toBe(1900);
  expect(clean.board.projects).toEqual({ value: null, label: "Projets suivis" });
  expect(countSampleFigures(clean)).toBe(0);
  expect(countSampleFigures(settleFigures(null, true))).toBe(10);
});
