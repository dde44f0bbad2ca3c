import ICAL from "ical.js";
import { expect, test } from "vitest";
import { calendarFeed, escapeText, eventToIcs, foldLine, parisLocalStamp, type CalendarEvent } from "./ics";

const SITE = "https://adpl.example.org";
const NOW = new Date("2026-02-01T08:00:00Z");

const winter: CalendarEvent = {
  id: 7,
  slug: "reunion-circulation",
  title: "Réunion publique : circulation, stationnement; livraisons",
  category: "Réunion publique",
  startsAt: new Date("2026-03-12T17:30:00Z"),
  place: "Mairie du 2e, salle du conseil",
  description: "Ordre du jour :\n- le plan de circulation\n- les livraisons, enfin\\ordonnées",
  updatedAt: new Date("2026-01-20T10:00:00Z"),
  version: 3,
};

const summer: CalendarEvent = { ...winter, id: 8, slug: "visite-ete", title: "Visite d’été", startsAt: new Date("2026-07-09T16:30:00Z"), description: "" };

/** Parses with ical.js, registering the file's own VTIMEZONE so TZID times resolve through it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

const lines = (text: string) => text.split("\r\n");

test("one event: the calendar's header, the Paris time zone and every field of the VEVENT", () => {
  const text = eventToIcs(winter, SITE, { now: NOW });
  const calendar = parse(text);
  expect(calendar.getFirstPropertyValue("prodid")).toBe("-//ADPL//Rencontres//FR");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");

  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
  expect(zone.getAllSubcomponents("standard")).toHaveLength(1);
  expect(zone.getAllSubcomponents("daylight")).toHaveLength(1);

  const [vevent] = calendar.getAllSubcomponents("vevent");
  expect(vevent).toBeDefined();
  const event = new ICAL.Event(vevent);
  expect(event.uid).toBe("event-7@adpl.example.org");
  expect(event.summary).toBe(winter.title);
  expect(event.location).toBe(winter.place);
  expect(event.description).toBe(`${winter.description}\n\nPlus d’informations\u202f: ${SITE}/rencontres/reunion-circulation`);
  expect(vevent!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Paris");
  expect(event.startDate.zone?.tzid).toBe("Europe/Paris");
  expect(event.startDate.toString()).toBe("2026-03-12T18:30:00");
  expect(event.startDate.toJSDate().toISOString()).toBe(winter.startsAt.toISOString());
  expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-12T19:30:00.000Z");
  expect(vevent!.getFirstPropertyValue("url")).toBe(`${SITE}/rencontres/reunion-circulation`);
  expect(vevent!.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-02-01T08:00:00Z");
  expect(vevent!.getFirstPropertyValue("categories")).toBe("Réunion publique");
  expect(vevent!.getFirstPropertyValue("sequence")).toBe(2);
  expect(lines(text)).toContain("DTSTART;TZID=Europe/Paris:20260312T183000");
});

test("a summer event is two hours ahead of UTC in Paris", () => {
  const event = new ICAL.Event(parse(eventToIcs(summer, SITE, { now: NOW })).getFirstSubcomponent("vevent")!);
  expect(event.startDate.toString()).toBe("2026-07-09T18:30:00");
  expect(event.startDate.toJSDate().toISOString()).toBe(summer.startsAt.toISOString());
  // No description: only the page's address.
  expect(event.description).toBe(`Plus d’informations\u202f: ${SITE}/rencontres/visite-ete`);
});

test("the UID does not change between two generations, nor when the title or slug does", () => {
  const uid = (e: CalendarEvent, now: Date) => parse(eventToIcs(e, SITE, { now })).getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid");
  expect(uid(winter, NOW)).toBe(uid({ ...winter, title: "Autre titre", slug: "autre" }, new Date()));
  expect(uid(summer, NOW)).not.toBe(uid(winter, NOW));
});

test("TEXT escaping of backslash, semicolon, comma and line breaks", () => {
  expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  const text = eventToIcs(winter, SITE, { now: NOW });
  expect(text).toContain("SUMMARY:Réunion publique : circulation\\, stationnement\\; livraisons");
});

test("CRLF line endings and lines folded at 75 octets without cutting a character", () => {
  const long = { ...winter, description: "Une très longue description accentuée — éàèùçœ ".repeat(20) };
  const text = eventToIcs(long, SITE, { now: NOW });
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of lines(text)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  // Unfolded and parsed, the text is intact.
  const event = new ICAL.Event(parse(text).getFirstSubcomponent("vevent")!);
  expect(event.description.startsWith(long.description.trim())).toBe(true);
  expect(foldLine("é".repeat(40)).split("\r\n ").map((l) => new TextEncoder().encode(l).length)).toEqual([74, 6]);
});

test("local Paris time on both sides of the autumn change", () => {
  expect(parisLocalStamp(new Date("2026-10-25T00:30:00Z"))).toBe("20261025T023000");
  expect(parisLocalStamp(new Date("2026-10-25T01:30:00Z"))).toBe("20261025T023000");
  expect(parisLocalStamp(new Date("2026-10-25T02:30:00Z"))).toBe("20261025T033000");
});

test("the feed holds every event with one time zone, its name and refresh interval", () => {
  const text = calendarFeed([winter, summer], SITE, { now: NOW, calendarName: "Rencontres de l’ADPL, Lyon" });
  const calendar = parse(text);
  expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  expect(calendar.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"))).toEqual(["event-7@adpl.example.org", "event-8@adpl.example.org"]);
  // An X- or RFC 7986 property is kept raw by ical.js: its TEXT escaping is checked as written.
  expect(lines(text)).toContain("X-WR-CALNAME:Rencontres de l’ADPL\\, Lyon");
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  expect(lines(text)).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT12H");
  expect(calendarFeed([], SITE, { now: NOW })).toContain("END:VTIMEZONE\r\nEND:VCALENDAR\r\n");
});
