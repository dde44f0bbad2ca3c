// The membership years rule (issue 11), with a fixed clock: the current year (Europe/Paris) is
// recommended, the next one is offered from the anticipation day, a past year never is.
import { describe, expect, test } from "vitest";
import { membershipDefaults } from "~/config/association";
import { parseEnv } from "~/lib/env.server";
import { offeredMembershipYears, yearRefusal, yearsInWords, type MembershipSettings } from "./years";

const settings: MembershipSettings = { anticipationFrom: membershipDefaults.anticipationFrom, pricePerPerson: membershipDefaults.pricePerPerson };
const offered = (iso: string, s: MembershipSettings = settings) => offeredMembershipYears(new Date(iso), s).map((o) => `${o.year} ${o.kind} ${o.pricePerPerson}`);

describe("years offered", () => {
  test("November 2026: 2026 recommended and 2027 in anticipation, at the latest price; 2025 is gone", () => {
    expect(offered("2026-11-23T10:00:00+01:00")).toEqual(["2026 recommended 20", "2027 anticipation 20"]);
  });

  test("August 2026: only 2026", () => {
    expect(offered("2026-08-15T12:00:00+02:00")).toEqual(["2026 recommended 20"]);
  });

  test("the anticipation opens on 1 September at midnight, Paris time", () => {
    expect(offered("2026-08-31T23:59:59+02:00")).toEqual(["2026 recommended 20"]);
    // 31 August 22:00 UTC is already 1 September in Paris.
    expect(offered("2026-08-31T22:00:00Z")).toEqual(["2026 recommended 20", "2027 anticipation 20"]);
  });

  test("the new year starts in Paris: 31 December 23:30 UTC offers the new year only", () => {
    expect(offered("2026-12-31T23:30:00Z")).toEqual(["2027 recommended 20"]);
    expect(offered("2026-12-31T22:30:00Z")).toEqual(["2026 recommended 20", "2027 anticipation 20"]);
  });

  test("December 2025 offers the spec's two years at their own prices", () => {
    expect(offered("2025-12-15T12:00:00+01:00")).toEqual(["2025 recommended 10", "2026 anticipation 20"]);
  });

  test("the anticipation day comes from MEMBERSHIP_ANTICIPATION_FROM", () => {
    const env = parseEnv({ MEMBERSHIP_ANTICIPATION_FROM: "11-15" });
    const fromEnv: MembershipSettings = { anticipationFrom: env.MEMBERSHIP_ANTICIPATION_FROM, pricePerPerson: env.MEMBERSHIP_PRICES };
    expect(offered("2026-11-14T12:00:00+01:00", fromEnv)).toEqual(["2026 recommended 20"]);
    expect(offered("2026-11-15T00:00:00+01:00", fromEnv)).toEqual(["2026 recommended 20", "2027 anticipation 20"]);
    expect(parseEnv({}).MEMBERSHIP_ANTICIPATION_FROM).toEqual({ month: 9, day: 1 });
    for (const bad of ["9-1", "13-01", "02-30", "septembre"]) expect(() => parseEnv({ MEMBERSHIP_ANTICIPATION_FROM: bad })).toThrow(/MEMBERSHIP_ANTICIPATION_FROM/);
  });
});

describe("refusals", () => {
  test("an offered year is accepted, as a number or as posted text", () => {
    expect(yearRefusal(2026, [2026, 2027])).toBeNull();
    expect(yearRefusal(" 2027 ", [2026, 2027])).toBeNull();
  });

  test("a past year, a year not open yet and a non-year each say why, and which years to choose", () => {
    expect(yearRefusal("2025", [2026, 2027])).toBe("L’adhésion 2025 n’est plus proposée, l’année est terminée. Choisissez l’année d’adhésion\u202f: 2026 ou 2027.");
    expect(yearRefusal("2028", [2026, 2027])).toBe("L’adhésion 2028 n’est pas encore ouverte. Choisissez l’année d’adhésion\u202f: 2026 ou 2027.");
    expect(yearRefusal("abc", [2026])).toBe("Choisissez l’année d’adhésion\u202f: 2026.");
    expect(yearRefusal(undefined, [2026])).toBe("Choisissez l’année d’adhésion\u202f: 2026.");
  });

  test("years are listed the French way", () => {
    expect(yearsInWords([2026])).toBe("2026");
    expect(yearsInWords([2026, 2027])).toBe("2026 ou 2027");
    expect(yearsInWords([2026, 2027, 2028])).toBe("2026, 2027 ou 2028");
  });
});
