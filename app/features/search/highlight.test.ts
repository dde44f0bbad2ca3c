// Unit tests of result highlighting.
import { expect, test } from "vitest";
import { highlight, wordMatches } from "./highlight";

const marked = (text: string, query: string) =>
  highlight(text, query)
    .filter((s) => s.match)
    .map((s) => s.text);

test("matched words are marked, the rest kept verbatim", () => {
  const segments = highlight("Le commerce de proximité", "commerce");
  expect(segments).toEqual([
    { text: "Le ", match: false },
    { text: "commerce", match: true },
    { text: " de proximité", match: false },
  ]);
  expect(segments.map((s) => s.text).join("")).toBe("Le commerce de proximité");
});

test("accent- and case-insensitive, plurals and stems, small typos", () => {
  expect(marked("La Délégation municipale", "delegation")).toEqual(["Délégation"]);
  expect(marked("Les commerces du centre", "Commerce")).toEqual(["commerces"]);
  expect(marked("Le stationnement résidentiel", "stationement")).toEqual(["stationnement"]);
  expect(marked("Le mot xqzparkingxqz", "parking")).toEqual(["xqzparkingxqz"]);
});

test("short words are not highlighted and unrelated words stay plain", () => {
  expect(marked("Le la les de", "le")).toEqual([]);
  expect(marked("Patrimoine et culture", "parking")).toEqual([]);
  expect(wordMatches("livraison", "livrison")).toBe(true);
  expect(wordMatches("rue", "ruelle")).toBe(false);
});

test("markup in the text stays text", () => {
  const segments = highlight("<img src=x onerror=alert(1)> commerce", "commerce");
  expect(segments.map((s) => s.text).join("")).toBe("<img src=x onerror=alert(1)> commerce");
  expect(segments.find((s) => s.match)?.text).toBe("commerce");
});
