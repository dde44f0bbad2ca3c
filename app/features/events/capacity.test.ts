import { expect, test } from "vitest";
import { capacityText } from "./capacity";

test("seats as the spec words them", () => {
  expect(capacityText(20)).toBe("20 places maximum");
  expect(capacityText(1)).toBe("1 place maximum");
  expect(capacityText(1500)).toBe("1\u202f500 places maximum");
  expect(capacityText(null)).toBeNull();
});
