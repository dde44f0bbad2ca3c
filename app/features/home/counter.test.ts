// The counting figures: step timing, values per step and French formatting.
import { describe, expect, test } from "vitest";
import { COUNTER_STEPS, counterStep, counterValue, formatFigure } from "./counter";

describe("counter steps", () => {
  test("60 steps of 33 ms: step 0 at the start, the last step after about 2 s", () => {
    expect(COUNTER_STEPS).toBe(60);
    expect(counterStep(0)).toBe(0);
    expect(counterStep(-5)).toBe(0);
    expect(counterStep(32)).toBe(0);
    expect(counterStep(33)).toBe(1);
    expect(counterStep(33 * 30)).toBe(30);
    expect(counterStep(33 * 60)).toBe(60);
    expect(counterStep(10_000)).toBe(60);
  });

  test("values grow from 0 to exactly the target", () => {
    expect(counterValue(545000, 0)).toBe(0);
    expect(counterValue(545000, 30)).toBe(272500);
    expect(counterValue(545000, 60)).toBe(545000);
    expect(counterValue(1998, 60)).toBe(1998);
    expect(counterValue(1998, 99)).toBe(1998);
    const values = Array.from({ length: 61 }, (_, step) => counterValue(28000, step));
    expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
  });
});

describe("French formatting", () => {
  test("numbers are grouped by thousands with a no-break space, years are not grouped", () => {
    expect(formatFigure(545000, "number")).toBe("545\u00a0000");
    expect(formatFigure(2000, "number", "+")).toBe("2\u00a0000+");
    expect(formatFigure(1998, "year")).toBe("1998");
    expect(formatFigure(0, "number")).toBe("0");
  });
});
