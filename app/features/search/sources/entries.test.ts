// The code-defined search entries: every neighbourhood, with a link that opens it selected on its
// page (the history periods are rows: tests/integration/timeline.test.ts).
import { describe, expect, test } from "vitest";
import { neighbourhoods } from "~/content/neighbourhoods";
import { findNeighbourhood } from "~/features/neighbourhoods/lookup";
import { neighbourhoodEntries } from "./neighbourhoods.server";

describe("neighbourhood entries", () => {
  test("one entry per neighbourhood, opening /quartiers with it selected", () => {
    const entries = neighbourhoodEntries();
    expect(entries).toHaveLength(neighbourhoods.length);
    for (const entry of entries) {
      const url = new URL(entry.url, "http://x");
      expect(url.pathname).toBe("/quartiers");
      expect(findNeighbourhood(url.searchParams.get("quartier")).slug).toBe(entry.key);
    }
    const ainay = entries.find((e) => e.key === "ainay");
    expect(ainay).toMatchObject({ title: "Ainay", url: "/quartiers?quartier=ainay" });
    expect(ainay?.body).toContain("Basilique Saint-Martin d’Ainay");
  });
});
