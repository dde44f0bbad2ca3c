// Calendar files of the rencontres (iCalendar, RFC 5545): one event for "Ajouter à mon agenda"
// and the confirmation emails' attachment, and the feed of /rencontres.ics that calendar apps
// subscribe to. Pure: the caller gives the events (description already plain text), the site's
// address and, for reproducible output, the generation time.
import { EVENTS_FEED_PATH, eventPath } from "./paths";

/** What a calendar entry needs of a rencontre. */
export interface CalendarEvent {
  /** The table's id: the UID is built from it, so it never changes when the title or slug does. */
  id: number;
  slug: string;
  title: string;
  /** Event type ("Réunion publique"), written as CATEGORIES. */
  category?: string;
  startsAt: Date;
  /** Defaults to startsAt + DEFAULT_DURATION_MINUTES (the table has no end time). */
  endsAt?: Date;
  place: string;
  /** Plain text (never HTML or Markdown): the caller converts the description. */
  description: string;
  /** Last change, written as LAST-MODIFIED. */
  updatedAt?: Date;
  /** Raised by each back-office save (starts at 1): written as SEQUENCE (version − 1). */
  version?: number;
}

export interface CalendarOptions {
  /** DTSTAMP: when the file is generated. Defaults to the current time. */
  now?: Date;
  /** The calendar's name shown by calendar apps (NAME / X-WR-CALNAME). */
  calendarName?: string;
}

export const TIME_ZONE = "Europe/Paris";
export const DEFAULT_DURATION_MINUTES = 120;
export const PRODUCT_ID = "-//ADPL//Rencontres//FR";
/** How often a subscribed calendar app should fetch the feed again. */
const REFRESH_INTERVAL = "PT12H";

const CRLF = "\r\n";

/** Europe/Paris since 1996: summer time from the last Sunday of March 2h to the last Sunday of October 3h. */
const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation line starts with one
 * space, which counts in its 75; a UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    const limit = lines.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      lines.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 20260312T173000Z */
export function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

const parisClock = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** The Paris wall-clock time of an instant, as a local DATE-TIME: 20260312T183000. */
export function parisLocalStamp(date: Date): string {
  const p = Object.fromEntries(parisClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** UID of a rencontre: event-<id>@<site host>, the same in every file and every generation. */
export function eventUid(id: number, siteUrl: string): string {
  return `event-${id}@${new URL(siteUrl).hostname}`;
}

export function eventUrl(slug: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, "")}${eventPath(slug)}`;
}

function eventLines(event: CalendarEvent, siteUrl: string, now: Date): string[] {
  const url = eventUrl(event.slug, siteUrl);
  const endsAt = event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_DURATION_MINUTES * 60_000);
  // Many calendar apps ignore URL: the description ends with the page's address too.
  const description = [event.description.trim(), `Plus d’informations\u202f: ${url}`].filter(Boolean).join("\n\n");
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id, siteUrl)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${TIME_ZONE}:${parisLocalStamp(event.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${parisLocalStamp(endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.place)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    ...(event.category ? [`CATEGORIES:${escapeText(event.category)}`] : []),
    ...(event.updatedAt ? [`LAST-MODIFIED:${utcStamp(event.updatedAt)}`] : []),
    ...(event.version ? [`SEQUENCE:${Math.max(0, event.version - 1)}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

function calendar(events: readonly CalendarEvent[], siteUrl: string, options: CalendarOptions, header: string[]): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...header,
    ...PARIS_TIMEZONE,
    ...events.flatMap((event) => eventLines(event, siteUrl, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The .ics of one rencontre ("Ajouter à mon agenda", the confirmation email's attachment). */
export function eventToIcs(event: CalendarEvent, siteUrl: string, options: CalendarOptions = {}): string {
  return calendar([event], siteUrl, options, []);
}

/** The feed of /rencontres.ics: every event given, with the calendar's name and refresh interval. */
export function calendarFeed(events: readonly CalendarEvent[], siteUrl: string, options: CalendarOptions = {}): string {
  const name = options.calendarName ?? "Rencontres";
  return calendar(events, siteUrl, options, [
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    `SOURCE;VALUE=URI:${siteUrl.replace(/\/$/, "")}${EVENTS_FEED_PATH}`,
  ]);
}
