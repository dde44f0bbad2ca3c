import { expect, test } from "vitest";
import { membersFigure, membersFigureLabel, membersFigureSentence } from "./members-figure";

test("the site's count wins once it reaches the declared figure, labelled with its year", () => {
  const figure = membersFigure(312, 150, 2026);
  expect(figure).toEqual({ value: 312, source: "count", year: 2026 });
  expect(membersFigureLabel(figure)).toBe("adhérents 2026");
  expect(membersFigureSentence(figure)).toMatch(/^312 adhérents à jour de leur cotisation 2026$/);
});

test("below it, the declared figure is shown and says so", () => {
  const figure = membersFigure(12, 150, 2026);
  expect(figure).toEqual({ value: 150, source: "declared", year: 2026 });
  expect(membersFigureLabel(figure)).toBe("adhérents déclarés");
  expect(membersFigureSentence(figure)).toBe("150 adhérents, selon son registre");
});

test("a typed figure is shown as is, with the editor's label", () => {
  const figure = { value: 180, source: "typed", year: 2026 } as const;
  expect(membersFigureLabel(figure, "membres")).toBe("membres");
  expect(membersFigureSentence(figure, "membres")).toBe("180 membres");
  expect(membersFigureLabel(membersFigure(12, 150, 2026), "membres")).toBe("membres déclarés");
});
