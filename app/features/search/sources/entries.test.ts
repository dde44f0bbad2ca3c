// The code-defined search entries: every neighbourhood and every history period, with links
// that open them selected on their page.
import { describe, expect, test } from "vitest";
import { neighbourhoods } from "~/content/neighbourhoods";
import { timelinePeriods } from "~/content/timeline";
import { readTimelineState } from "~/features/history/timeline-view";
import { findNeighbourhood } from "~/features/neighbourhoods/lookup";
import { neighbourhoodEntries } from "./neighbourhoods.server";
import { periodEntries, viewOfPeriod } from "./timeline.server";

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

describe("period entries", () => {
  test("one entry per period, opening /histoire on its view with it selected", () => {
    const entries = periodEntries();
    expect(entries).toHaveLength(timelinePeriods.length);
    for (const [i, entry] of entries.entries()) {
      const url = new URL(entry.url, "http://x");
      expect(url.pathname).toBe("/histoire");
      const state = readTimelineState(url.searchParams);
      expect(state.selected.id).toBe(entry.key);
      expect(state.view).toBe(viewOfPeriod(timelinePeriods[i]));
    }
  });

  test("the pedestrian rue de la République is in the Lyon view, the association's periods in the adpl view", () => {
    const entries = periodEntries();
    expect(entries.find((e) => e.key === "pietonnisation-republique")).toMatchObject({
      title: "Piétonnisation de la rue de la République",
      url: "/histoire?periode=pietonnisation-republique",
    });
    for (const period of timelinePeriods.filter((p) => p.type === "adpl")) {
      expect(entries.find((e) => e.key === period.id)?.url).toMatch(/^\/histoire\?vue=adpl/);
    }
  });
});
