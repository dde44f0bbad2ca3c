// French phone parsing and display.
import { expect, test } from "vitest";
import { formatFrenchPhone, normalizeFrenchPhone } from "./french-phone";

test("normalises national and international French forms to E.164", () => {
  expect(normalizeFrenchPhone("06 12 34 56 78")).toBe("+33612345678");
  expect(normalizeFrenchPhone(" 01.23.45.67.89 ")).toBe("+33123456789");
  expect(normalizeFrenchPhone("+33 (0)4 78 12 34 56")).toBe("+33478123456");
  expect(normalizeFrenchPhone("0033478123456")).toBe("+33478123456");
  expect(normalizeFrenchPhone("06\u00a012\u00a034\u00a056\u00a078")).toBe("+33612345678");
});

test("refuses what is not a French number", () => {
  for (const bad of ["", "0012345678", "6123456789", "+32 2 555 12 12", "06 12 34 56 7", "06 12 34 56 78 9", "+33 0 12 34 56 78"]) {
    expect(normalizeFrenchPhone(bad), bad).toBeNull();
  }
});

test("formats a stored number for reading", () => {
  expect(formatFrenchPhone("+33612345678")).toBe("06 12 34 56 78");
  expect(formatFrenchPhone("autre")).toBe("autre");
});
