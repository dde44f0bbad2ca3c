// Starts an SMTP sink that stores each message as DATA_DIR/mail/<n>.eml (and refuses addresses
// at refuse.test), then the production server in this process with SMTP_URL pointing at it.
// Every e2e run starts on a new database. Once the server is up, it creates the test accounts
// (one per role) and a session for each, written as Playwright storage states under
// DATA_DIR/sessions (ADR 0008).
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { ACCOUNTS_READY, sessionStateFile, TEST_ACCOUNTS, type TestRole } from "./accounts";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error("E2E_DATA_DIR is required");
fs.rmSync(dataDir, { recursive: true, force: true });
const mailDir = path.join(dataDir, "mail");
fs.mkdirSync(mailDir, { recursive: true });

let count = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  // Addresses at refuse.test are refused for good, as a mail server refuses an unknown mailbox:
  // the suite's way to make an email fail (tests/e2e/failed-emails.spec.ts).
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith("@refuse.test")) {
      callback(Object.assign(new Error("5.1.1 Adresse inconnue"), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      count += 1;
      // Written whole, then named: readers (support/mail.ts) parse each .eml once and keep it.
      const file = path.join(mailDir, `${String(count).padStart(5, "0")}.eml`);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
// A client connection's error (a reset) is that client's: without a listener it would end the server.
sink.on("error", () => undefined);
await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
const address = sink.server.address();
if (!address || typeof address === "string") throw new Error("SMTP sink did not start");
process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;

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
  fs.mkdirSync(path.join(dataDir!, "sessions"), { recursive: true });
  for (const [role, account] of Object.entries(TEST_ACCOUNTS) as [TestRole, (typeof TEST_ACCOUNTS)[TestRole]][]) {
    await createAccount(account.email, {
      password: account.password,
      firstName: "firstName" in account ? account.firstName : undefined,
      lastName: "lastName" in account ? account.lastName : undefined,
      roles: account.roles,
      emailVerified: "verified" in account && account.verified,
    });
    const { headers } = await getAuth().api.signInEmail({ body: { email: account.email, password: account.password }, returnHeaders: true });
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

await waitUntilServing(`http://localhost:${process.env.PORT ?? 3000}/healthz`);
await openTestSessions();
console.log(ACCOUNTS_READY);
