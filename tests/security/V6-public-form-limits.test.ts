// V6: public forms are limited per address (PUBLIC_FORM_RATE_LIMIT an hour, per form), through
// the running site: past the limit the visitor reads a French message, the typed values stay,
// the browser is told when to come back (Retry-After), and nothing more is stored.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { drainJobs } from "../setup/jobs";
import { uniqueEmail } from "../factories";
import { nextIp, request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/contact"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

test("V6 past the per-address limit, the contact form answers 429 with a French message and Retry-After, and stores nothing more", async () => {
  const LIMIT = getEnv().PUBLIC_FORM_RATE_LIMIT; // 5 unless configured
  const ip = nextIp();
  const email = uniqueEmail("contact");
  const fields = { name: "Jeanne Martin", email, subject: "quartier", message: "Le trottoir de la rue Mercière est dangereux." };
  for (let i = 0; i < LIMIT; i += 1) expect((await request(site, "/contact", { ip, form: fields })).status).toBeLessThan(400);

  const over = await request(site, "/contact", { ip, form: fields });
  expect(over.status).toBe(429);
  expect(over.text).toContain("Trop d’envois depuis votre connexion.");
  expect(over.text).toContain("Le trottoir de la rue Mercière est dangereux."); // what was typed is kept
  expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  const [stored] = await getDb().select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email));
  expect(stored?.n).toBe(LIMIT);

  // Another address is not affected.
  expect((await request(site, "/contact", { ip: nextIp(), form: { ...fields, email: uniqueEmail("contact") } })).status).toBeLessThan(400);
  await drainJobs("email.send");
});
