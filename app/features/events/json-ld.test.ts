import { expect, test } from "vitest";
import { eventJsonLd } from "./json-ld";

test("a schema.org Event with its instant, place in Lyon, organiser and address", () => {
  const ld = eventJsonLd(
    { slug: "ag-2026", title: "Assemblée générale", startsAt: "2026-03-12T17:30:00.000Z", place: "Mairie du 2e", text: "Rapport moral.", capacity: 80 },
    { siteUrl: "https://adpl.example.org", name: "Association de la Presqu’île" },
  );
  expect(ld).toMatchObject({
    "@type": "Event",
    name: "Assemblée générale",
    startDate: "2026-03-12T17:30:00.000Z",
    endDate: "2026-03-12T19:30:00.000Z",
    location: { "@type": "Place", name: "Mairie du 2e", address: { addressLocality: "Lyon" } },
    description: "Rapport moral.",
    maximumAttendeeCapacity: 80,
    organizer: { name: "Association de la Presqu’île", url: "https://adpl.example.org" },
    url: "https://adpl.example.org/rencontres/ag-2026",
  });
});
