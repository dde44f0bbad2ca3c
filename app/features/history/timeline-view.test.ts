// Unit tests of the timeline rules: view parsing, filtering by view, default and URL selection.
import { describe, expect, test } from "vitest";
import {
  parseTimelineView,
  periodsForView,
  readTimelineState,
  resolveSelectedPeriod,
  timelineSearch,
} from "./timeline-view";

describe("parseTimelineView", () => {
  test("accepts the two views and falls back to lyon", () => {
    expect(parseTimelineView("adpl")).toBe("adpl");
    expect(parseTimelineView("lyon")).toBe("lyon");
    expect(parseTimelineView(null)).toBe("lyon");
    expect(parseTimelineView("ADPL")).toBe("lyon");
    expect(parseTimelineView("toString")).toBe("lyon");
  });
});

describe("periodsForView", () => {
  test("lyon shows the 6 history then the 7 project periods", () => {
    const periods = periodsForView("lyon");
    expect(periods).toHaveLength(13);
    expect(periods.slice(0, 6).every((p) => p.type === "histoire")).toBe(true);
    expect(periods.slice(6).every((p) => p.type === "projet")).toBe(true);
  });

  test("adpl shows only the 4 association periods", () => {
    const periods = periodsForView("adpl");
    expect(periods.map((p) => p.type)).toEqual(["adpl", "adpl", "adpl", "adpl"]);
  });
});

describe("resolveSelectedPeriod", () => {
  test("the first period of the view is selected by default", () => {
    expect(resolveSelectedPeriod("lyon", null).id).toBe("fondation-lugdunum");
    expect(resolveSelectedPeriod("adpl", undefined).id).toBe("creation-adpl");
  });

  test("a period of the view named in the URL is selected", () => {
    expect(resolveSelectedPeriod("lyon", "metro-ligne-a").id).toBe("metro-ligne-a");
    expect(resolveSelectedPeriod("adpl", "concertation-ztl").id).toBe("concertation-ztl");
  });

  test("a period of another view or an unknown id falls back to the first", () => {
    expect(resolveSelectedPeriod("adpl", "metro-ligne-a").id).toBe("creation-adpl");
    expect(resolveSelectedPeriod("lyon", "creation-adpl").id).toBe("fondation-lugdunum");
    expect(resolveSelectedPeriod("lyon", "<script>").id).toBe("fondation-lugdunum");
  });
});

describe("URL round trip", () => {
  test("readTimelineState reads what timelineSearch writes", () => {
    const state = readTimelineState(new URLSearchParams(timelineSearch("adpl", "plan-2024-2030")));
    expect(state.view).toBe("adpl");
    expect(state.selected.id).toBe("plan-2024-2030");
    expect(state.periods).toHaveLength(4);
  });

  test("defaults are left out of the query string", () => {
    expect(timelineSearch("lyon")).toBe("");
    expect(timelineSearch("lyon", "fondation-lugdunum")).toBe("");
    expect(timelineSearch("lyon", "unesco")).toBe("?periode=unesco");
    expect(timelineSearch("adpl")).toBe("?vue=adpl");
  });
});
