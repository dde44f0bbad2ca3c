// The ideas workflow: every allowed and refused move, the open statuses, ages and the overdue flag.
import { describe, expect, test } from "vitest";
import { IDEA_STATUSES, type IdeaStatus } from "./options";
import { canMoveIdea, ideaAgeDays, isOpenIdea, isOverdueIdea, nextIdeaStatuses } from "./workflow";

const ALLOWED: Array<[IdeaStatus, IdeaStatus]> = [
  ["nouveau", "en_etude"],
  ["nouveau", "transmis"],
  ["nouveau", "resolu"],
  ["nouveau", "rejete"],
  ["en_etude", "transmis"],
  ["en_etude", "resolu"],
  ["en_etude", "rejete"],
  ["transmis", "resolu"],
  ["transmis", "rejete"],
  ["resolu", "en_etude"],
  ["rejete", "en_etude"],
];

describe("canMoveIdea", () => {
  const pairs = IDEA_STATUSES.flatMap((from) => IDEA_STATUSES.map((to) => [from, to] as const));
  test.each(pairs)("%s → %s", (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveIdea(from, to)).toBe(allowed);
  });

  test("forward moves, reopening a closed idea, never back to nouveau nor to the same status", () => {
    for (const status of IDEA_STATUSES) {
      expect(canMoveIdea(status, status)).toBe(false);
      expect(canMoveIdea(status, "nouveau")).toBe(false);
    }
    expect(canMoveIdea("transmis", "en_etude")).toBe(false);
    expect(nextIdeaStatuses("transmis")).toEqual(["resolu", "rejete"]);
    expect(nextIdeaStatuses("resolu")).toEqual(["en_etude"]);
  });
});

describe("age and overdue flag", () => {
  const now = new Date("2026-04-10T12:00:00Z");
  const daysAgo = (n: number, hours = 0) => new Date(now.getTime() - (n * 24 + hours) * 3_600_000);

  test("the age counts whole days", () => {
    expect(ideaAgeDays(now, now)).toBe(0);
    expect(ideaAgeDays(daysAgo(0, 23), now)).toBe(0);
    expect(ideaAgeDays(daysAgo(8), now)).toBe(8);
    expect(ideaAgeDays(daysAgo(8).toISOString(), now)).toBe(8);
  });

  test("open: nouveau, en_etude, transmis", () => {
    expect(IDEA_STATUSES.filter(isOpenIdea)).toEqual(["nouveau", "en_etude", "transmis"]);
  });

  test("flagged: open, urgente or élevée, more than 7 days", () => {
    expect(isOverdueIdea({ status: "nouveau", urgency: "urgente", createdAt: daysAgo(8) }, now)).toBe(true);
    expect(isOverdueIdea({ status: "transmis", urgency: "elevee", createdAt: daysAgo(8) }, now)).toBe(true);
    expect(isOverdueIdea({ status: "nouveau", urgency: "urgente", createdAt: daysAgo(7, 23) }, now)).toBe(false);
    expect(isOverdueIdea({ status: "nouveau", urgency: "normale", createdAt: daysAgo(30) }, now)).toBe(false);
    expect(isOverdueIdea({ status: "resolu", urgency: "urgente", createdAt: daysAgo(30) }, now)).toBe(false);
    expect(isOverdueIdea({ status: "rejete", urgency: "elevee", createdAt: daysAgo(30) }, now)).toBe(false);
  });
});
