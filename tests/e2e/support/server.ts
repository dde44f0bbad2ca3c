// Starts the tests' SMTP sink (tests/support/smtp-sink.ts) writing each message as
// DATA_DIR/mail/<n>.eml (and refusing addresses at refuse.test), then the production server in
// this process with SMTP_URL pointing at it.
// Every e2e run starts on a new database. Once the server is up, it creates the test accounts
// (one per role) and a session for each, written as Playwright storage states under
// DATA_DIR/sessions (ADR 0008).
import fs from "node:fs";
import path from "node:path";
import { SmtpSink } from "../../support/smtp-sink";
import { ACCOUNTS_READY, REGISTRATION_EVENTS, sessionStateFile, TEST_ACCOUNTS, type TestRole } from "./accounts";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error("E2E_DATA_DIR is required");
fs.rmSync(dataDir, { recursive: true, force: true });
const sink = new SmtpSink({ mailDir: path.join(dataDir, "mail") });
await sink.start();
process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;

await import("../../../server.js");

/** server.js does not say when it is listening: it is once its health check answers. */
async function waitUntilServing(url: string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Creates each test account with its roles (the admin:create path) and opens a session for it.
 * These modules are the app's sources, loaded beside the server's bundle: the database module
 * keeps the open database on globalThis, so they use the one the server opened (PGlite cannot
 * be opened twice) and no HTTP endpoint exists for this.
 */
async function openTestSessions(): Promise<void> {
  const { createAccount } = await import("../../../app/features/account/administrators.server");
  const { getAuth } = await import("../../../app/lib/auth.server");
  const { getDb } = await import("../../../app/db/client.server");
  fs.mkdirSync(path.join(dataDir!, "sessions"), { recursive: true });
  for (const [role, account] of Object.entries(TEST_ACCOUNTS) as [TestRole, (typeof TEST_ACCOUNTS)[TestRole]][]) {
    await createAccount(getDb(), account.email, {
      password: account.password,
      firstName: "firstName" in account ? account.firstName : undefined,
      lastName: "lastName" in account ? account.lastName : undefined,
      roles: account.roles,
      emailVerified: "verified" in account && account.verified,
    });
    const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email: account.email, password: account.password }, returnHeaders: true });
    const setCookie = headers.getSetCookie().find((c) => /^(?:__Secure-)?adpl\.session_token=/.test(c));
    if (!setCookie) throw new Error(`no session cookie for ${account.email}`);
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
    const maxAge = Number(attributes.find((a) => /^max-age=/i.test(a))?.split("=")[1] ?? 86_400);
    const cookie = {
      name: pair.slice(0, pair.indexOf("=")),
      value: pair.slice(pair.indexOf("=") + 1),
      domain: "localhost",
      path: "/",
      expires: Math.floor(Date.now() / 1000) + maxAge,
      httpOnly: true,
      secure: attributes.some((a) => a.toLowerCase() === "secure"),
      sameSite: "Lax" as const,
    };
    fs.writeFileSync(sessionStateFile(dataDir!, role), JSON.stringify({ cookies: [cookie], origins: [] }, null, 2));
  }
}

/**
 * Sample rencontres take no registration (features/samples): the two the registration journeys
 * use become the association's own, as an editor saving them would make them. The others stay
 * samples, labelled and closed.
 */
async function ownTheRegistrationEvents(): Promise<void> {
  const { inArray } = await import("drizzle-orm");
  const { getDb } = await import("../../../app/db/client.server");
  const { events } = await import("../../../app/db/schema");
  await getDb()
    .update(events)
    .set({ isSample: false })
    .where(inArray(events.slug, [...REGISTRATION_EVENTS]));
}

await waitUntilServing(`http://localhost:${process.env.PORT ?? 3000}/healthz`);
await ownTheRegistrationEvents();
await openTestSessions();
console.log(ACCOUNTS_READY);
