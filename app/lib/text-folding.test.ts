import { expect, test } from "vitest";
import { foldText } from "./text-folding";

test("accents, case, ligatures and typographic apostrophes are folded", () => {
  expect(foldText("Délégation")).toBe("delegation");
  expect(foldText("CŒUR d’Ainay")).toBe("coeur d'ainay");
  expect(foldText("Lætitia")).toBe("laetitia");
  expect(foldText("Presqu’île")).toBe(foldText("presqu'ile"));
});
