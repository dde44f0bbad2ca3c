// Unit tests of the timeline rules: view parsing, filtering by view, default and URL selection,
// over the periods on the site (a fixture here: the rows are tests/integration/timeline.test.ts's).
import { describe, expect, test } from "vitest";
import type { TimelinePeriod } from "~/content/timeline";
import { parseTimelineView, periodsForView, readTimelineState, resolveSelectedPeriod } from "./timeline-view";

const period = (id: string, type: TimelinePeriod["type"]): TimelinePeriod => ({ id, type, year: "1998", title: id, description: "", details: "", icon: "flag", sample: false });
const PERIODS = [period("fondation-lugdunum", "histoire"), period("unesco", "histoire"), period("metro-ligne-a", "projet"), period("creation-adpl", "adpl"), period("concertation-ztl", "adpl")];

describe("parseTimelineView", () => {
  test("accepts the two views and falls back to lyon", () => {
    expect(parseTimelineView("adpl")).toBe("adpl");
    expect(parseTimelineView("lyon")).toBe("lyon");
    expect(parseTimelineView("ADPL")).toBe("lyon");
    expect(parseTimelineView(null)).toBe("lyon");
    expect(parseTimelineView("toString")).toBe("lyon");
  });
});

describe("periodsForView", () => {
  test("lyon lists the city's history then its projects, adpl the association's, in the order given", () => {
    expect(periodsForView("lyon", PERIODS).map((p) => p.id)).toEqual(["fondation-lugdunum", "unesco", "metro-ligne-a"]);
    expect(periodsForView("adpl", PERIODS).map((p) => p.id)).toEqual(["creation-adpl", "concertation-ztl"]);
  });
});

describe("resolveSelectedPeriod", () => {
  test("the period named in the URL when the view lists it, else the view's first", () => {
    expect(resolveSelectedPeriod("lyon", null, PERIODS)?.id).toBe("fondation-lugdunum");
    expect(resolveSelectedPeriod("adpl", undefined, PERIODS)?.id).toBe("creation-adpl");
    expect(resolveSelectedPeriod("lyon", "metro-ligne-a", PERIODS)?.id).toBe("metro-ligne-a");
    expect(resolveSelectedPeriod("lyon", "creation-adpl", PERIODS)?.id).toBe("fondation-lugdunum");
    expect(resolveSelectedPeriod("adpl", "concertation-ztl", PERIODS)?.id).toBe("concertation-ztl");
    expect(resolveSelectedPeriod("adpl", "metro-ligne-a", PERIODS)?.id).toBe("creation-adpl");
    expect(resolveSelectedPeriod("lyon", "<script>", PERIODS)?.id).toBe("fondation-lugdunum");
  });

  test("a view with no period on the site selects none (the page says what will appear there)", () => {
    expect(resolveSelectedPeriod("adpl", "creation-adpl", PERIODS.filter((p) => p.type !== "adpl"))).toBeNull();
  });
});

describe("URL round trip", () => {
  test("readTimelineState reads the page's own links (?vue=adpl&periode=…, the search results' too)", () => {
    const state = readTimelineState(new URLSearchParams("vue=adpl&periode=concertation-ztl"), PERIODS);
    expect(state.view).toBe("adpl");
    expect(state.selected?.id).toBe("concertation-ztl");
    expect(state.periods).toHaveLength(2);
    expect(readTimelineState(new URLSearchParams("periode=unesco"), PERIODS)).toMatchObject({ view: "lyon", selected: { id: "unesco" } });
  });
});
