// Reads the emails the e2e server sent (captured by the SMTP sink of support/server.ts).
import fs from "node:fs";
import path from "node:path";
import { parseMail, type CapturedMail } from "../../support/smtp-sink";
import { e2eDataDir } from "../../../playwright.config";
import { scaled } from "./slowness";

export type E2eMail = CapturedMail;

/**
 * Each file parsed once per worker: the sink writes a message whole under a new name and never
 * touches it again, and the suite sends hundreds; parsing them all at every poll of every wait
 * kept a core busy while the browser needed it (one cause of the emails' tests timing out).
 */
const parsed = new Map<string, Promise<E2eMail>>();

export async function readMails(): Promise<E2eMail[]> {
  const dir = path.join(e2eDataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map((f) => {
      let mail = parsed.get(f);
      if (!mail) {
        mail = fs.promises.readFile(path.join(dir, f)).then(parseMail);
        parsed.set(f, mail);
      }
      return mail;
    }),
  );
}

/** Waits for an email to this address whose subject matches (the wait scaled by the host's slowness). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = scaled(10_000)): Promise<E2eMail> {
  const started = Date.now();
  for (;;) {
    const found = (await readMails()).reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`No email to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
