// POST /api/evenements: one audience event from the browser (ADR 0017). Refused unless the
// visitor's consent cookie says "granted" (the server re-checks: the browser is never trusted),
// refused for robots, bounded in size, rate-limited per address, strictly validated, then stored
// scrubbed, with no address: at most a visitor hash keyed by a salt that lives one day in memory.
import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { getConsent } from "~/features/consent/consent.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { readBoundedForm } from "~/lib/form-data.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { ANALYTICS_ACTIONS, analyticsEventSchema, MAX_EVENT_BYTES } from "./events";
import { normalizeQuery, scrubPagePath, scrubReferrer } from "./scrub";

/** Robots, crawlers, link previews, headless and scripted clients: never counted. */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|phantomjs|selenium|puppeteer|playwright/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 10 || BOT_USER_AGENT.test(userAgent);
}

/** Per address: 60 events a minute, far above what a person browsing sends. */
export const EVENTS_PER_MINUTE = 60;
const limiter = createRateLimiter({ name: "analytics", limit: EVENTS_PER_MINUTE, windowMs: 60_000 });

/** For tests: forget the counts. */
export function resetAnalyticsLimiter(db: Database): Promise<void> {
  return limiter.reset(db);
}

// The day's salt lives only in this process's memory and is replaced at midnight (Paris): once
// it is gone, nobody (not even the association) can link a hash to an address or to another day.
let salt: { day: string; key: Buffer } | null = null;
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

export function visitorHash(clientIp: string, userAgent: string, now: Date): string {
  const day = parisDay.format(now);
  if (salt?.day !== day) salt = { day, key: randomBytes(32) };
  return createHmac("sha256", salt.key).update(`${day}\n${clientIp}\n${userAgent}`).digest("base64url").slice(0, 22);
}

function refuse(status: number, message: string, headers?: Record<string, string>): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/** A 4xx thrown by readBoundedForm (react-router's `data(message, { status })`). */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "data" in value && "init" in value;
}

const accepted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

export interface RecordOptions {
  request: Request;
  clientIp: string;
  db: Database;
  now?: Date;
}

/** Answers one beacon: 204 (stored, or a private page dropped), else 400, 403, 405, 413, 415 or 429; 503 if the database fails. */
export async function recordAnalyticsEvent({ request, clientIp, db, now = new Date() }: RecordOptions): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "Méthode non autorisée.", { Allow: "POST" });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) return refuse(413, "Événement trop volumineux.");
  let form: FormData;
  try {
    // The body is already in memory (the server read it under its route limit): measure it first.
    if ((await request.clone().arrayBuffer()).byteLength > MAX_EVENT_BYTES) return refuse(413, "Événement trop volumineux.");
    // The site's bounded form parsing (V7): 415 for anything but a form, 400 unreadable, 413 too many fields.
    form = await readBoundedForm(request, analyticsEventSchema);
  } catch (error) {
    if (isDataWithInit(error)) return refuse(error.init?.status ?? 400, String(error.data));
    return refuse(400, "Événement illisible.");
  }
  const limit = await limiter.hit(db, clientIp);
  if (!limit.allowed) return refuse(429, "Trop d’événements.", { "Retry-After": String(limit.retryAfterSeconds) });
  if (getConsent(request, now) !== "granted") return refuse(403, "Mesure d’audience non acceptée.");
  const userAgent = request.headers.get("user-agent");
  if (isBot(userAgent)) return refuse(403, "Robots non mesurés.");

  const parsed = analyticsEventSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(400, "Événement invalide.");
  const event = parsed.data;

  const env = getEnv();
  const origin = env.SITE_ORIGIN ?? new URL(request.url).origin;
  const path = scrubPagePath(event.url, origin);
  // The member space and the back-office are not measured: accepted and forgotten.
  if (path === null) return accepted();
  const label = event.action === "search" ? normalizeQuery(event.label ?? "") || null : (event.label?.replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, 100) || null);

  try {
    await db.insert(analyticsEvents).values({
      action: event.action,
      category: ANALYTICS_ACTIONS[event.action],
      label,
      found: event.action === "search" && event.found !== undefined ? event.found === "true" : null,
      path,
      referrer: scrubReferrer(event.referrer, origin),
      visitor: visitorHash(clientIp, userAgent ?? "", now),
      occurredAt: now,
    });
  } catch (error) {
    // Measuring is never worth an error page: the event is lost, the visitor sees nothing.
    logger.error({ err: error }, "analytics event not stored");
    return refuse(503, "Événement non enregistré.");
  }
  return accepted();
}
