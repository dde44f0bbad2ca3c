// The one SMTP sink of the tests: an in-process SMTP server, so tests exercise the real SMTP
// protocol end to end. Integration tests keep each message parsed in memory (`messages`); the
// e2e server, whose readers are other processes (Playwright's workers), has each message written
// whole to a directory as <n>.eml (`mailDir`), parsed there with `parseMail` (e2e/support/mail.ts).
// Addresses at refuse.test are refused for good, as a mail server refuses an unknown mailbox:
// the suites' way to make an email fail.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Readable } from "node:stream";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export const REFUSED_DOMAIN = "refuse.test";

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  headers: Map<string, unknown>;
  /** Attached files, their content decoded as UTF-8 text (the site only attaches text: .ics). */
  attachments: { filename: string; contentType: string; content: string }[];
  /** The List-Unsubscribe header's URL, when the email has one (newsletter emails). */
  listUnsubscribe: string | undefined;
}

/** One message as the tests read it. */
export async function parseMail(source: Buffer | Readable): Promise<CapturedMail> {
  const mail = await simpleParser(source);
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));
  const list = mail.headers.get("list") as { unsubscribe?: { url?: string } } | undefined;
  return {
    to,
    from: mail.from?.text ?? "",
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    replyTo: mail.replyTo?.value[0]?.address,
    headers: mail.headers,
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content.toString("utf8") })),
    listUnsubscribe: list?.unsubscribe?.url,
  };
}

export interface SmtpSinkOptions {
  /** Write each message whole to this directory as <n>.eml instead of keeping it in memory. */
  mailDir?: string;
}

export class SmtpSink {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private written = 0;
  port = 0;
  /** Called while waitFor() waits (integration tests wake the job queue's workers with it). */
  onWait: (() => void) | undefined;
  /** Called once stopped (integration tests drop the site's pooled connections with it). */
  onStop: (() => void) | undefined;

  constructor(private readonly options: SmtpSinkOptions = {}) {
    if (options.mailDir) fs.mkdirSync(options.mailDir, { recursive: true });
  }

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping ends the open connections at once with "421 Server shutting down", as a mail
      // server going down does (the site keeps pooled connections open; smtp-server would
      // otherwise wait 30 s for them to end).
      closeTimeout: 10,
      onRcptTo(address, _session, callback) {
        if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
          callback(Object.assign(new Error("5.1.1 Adresse inconnue"), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        if (this.options.mailDir) {
          this.write(stream, this.options.mailDir).then(() => callback(), callback);
          return;
        }
        parseMail(stream)
          .then((mail) => {
            this.messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    // A connection's error (a sending process killed with its pooled connections open resets
    // them) concerns that client only; smtp-server re-emits it here, where no listener would
    // make it an uncaught exception of the test process.
    server.on("error", () => undefined);
    this.server = server;
    try {
      await new Promise<void>((resolve, reject) => {
        // A port already taken fails the start (smtp-server would pass the error to the
        // listener above and leave the start waiting for ever).
        server.server.once("error", reject);
        server.server.listen(port, "127.0.0.1", () => {
          server.server.off("error", reject);
          resolve();
        });
      });
    } catch (error) {
      this.server = undefined;
      throw error;
    }
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Written whole, then named: readers parse each .eml once and keep it. */
  private async write(stream: Readable, dir: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    this.written += 1;
    const file = path.join(dir, `${String(this.written).padStart(5, "0")}.eml`);
    await fs.promises.writeFile(`${file}.part`, Buffer.concat(chunks));
    await fs.promises.rename(`${file}.part`, file);
  }

  /** Whether it is listening (a test may stop it to play a mail server out of service). */
  get running(): boolean {
    return this.server !== undefined;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    this.onStop?.();
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** The messages sent to an address, oldest first. */
  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
  }

  /** Waits until a message matching the predicate arrives (SMTP delivery is asynchronous). */
  async waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error("No matching email arrived in time");
      this.onWait?.();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
