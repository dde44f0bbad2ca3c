import { expect, test } from "vitest";
import { FIGURE_DEFAULTS, figuresFormSchema, figuresFromForm, figuresToForm, parseFigureNumber, settleFigures } from "./figures";

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

test("a stored figure that does not fit its traits falls back to its default, the others stay", () => {
  const settled = settleFigures({
    numbers: {
      inhabitants: { auto: true, value: 1, plus: false, label: "habitants" },
      employees: { auto: false, value: null, plus: false, label: "salariés" },
      visitors: { auto: false, value: 600000, plus: false, label: "visiteurs" },
    },
    board: {},
  });
  expect(settled.numbers.inhabitants).toEqual(FIGURE_DEFAULTS.numbers.inhabitants);
  expect(settled.numbers.employees).toEqual(FIGURE_DEFAULTS.numbers.employees);
  expect(settled.numbers.visitors.value).toBe(600000);
  expect(settled.board).toEqual(FIGURE_DEFAULTS.board);
});
