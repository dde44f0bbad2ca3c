import { expect, test } from "vitest";
import { eventIcsPath, eventPath, isEventSlug, openStreetMapUrl } from "./paths";

test("addresses of an event", () => {
  expect(eventPath("ag-2026")).toBe("/rencontres/ag-2026");
  expect(eventIcsPath("ag-2026")).toBe("/rencontres/ag-2026/agenda.ics");
});

test("only back-office slugs are looked up", () => {
  expect(isEventSlug("assemblee-generale-2026")).toBe(true);
  for (const bad of ["", "A", "a--b", "-a", "a/b", "../x", "é", "x".repeat(121), undefined]) expect(isEventSlug(bad), String(bad)).toBe(false);
});

test("the OpenStreetMap search names the place in Lyon, encoded", () => {
  expect(openStreetMapUrl("Mairie du 2e, salle & co")).toBe("https://www.openstreetmap.org/search?query=Mairie%20du%202e%2C%20salle%20%26%20co%2C%20Lyon");
});
