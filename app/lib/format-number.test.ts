import fc from "fast-check";
import { expect, test } from "vitest";
import { formatFigure } from "~/features/home/counter";
import { formatCount } from "./format-number";

const intl = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

test("counts read as French figures: grouped by three with a narrow no-break space, rounded", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(999)).toBe("999");
  expect(formatCount(8000)).toBe("8\u202f000");
  expect(formatCount(1234567)).toBe("1\u202f234\u202f567");
  expect(formatCount(999.5)).toBe("1\u202f000");
  expect(formatCount(-2.5)).toBe("-3");
});

test("formatCount writes exactly what fr-FR's Intl.NumberFormat writes, for any number", () => {
  const numbers = fc.oneof(
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    fc.double({ min: -1e22, max: 1e22, noNaN: false }),
    fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -0.5, -0.4, 999.5, 999_999.5, 2 ** 53, 1e21 - 1, 1e21, Infinity, -Infinity, NaN),
  );
  fc.assert(
    fc.property(numbers, (value) => formatCount(value) === intl.format(value)),
    { numRuns: 5000 },
  );
});

test("the home page's figures keep a no-break space (U+00A0) so server and browser agree", () => {
  expect(formatFigure(545000, "number")).toBe("545\u00a0000");
  expect(formatFigure(2026, "year")).toBe("2026");
  expect(formatFigure(12, "number", "+")).toBe("12+");
});
