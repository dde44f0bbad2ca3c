// An in-process SMTP server that accepts every message and keeps it parsed in memory,
// so tests exercise the real SMTP protocol end to end.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

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
}

export class SmtpSink {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;
  /** Called while waitFor() waits (integration tests wake the job queue's workers with it). */
  onWait: (() => void) | undefined;
  /** Called once stopped (integration tests drop the site's pooled connections with it). */
  onStop: (() => void) | undefined;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping ends the open connections at once with "421 Server shutting down", as a mail
      // server going down does (the site keeps pooled connections open; smtp-server would
      // otherwise wait 30 s for them to end).
      closeTimeout: 10,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));
            this.messages.push({
              to,
              from: mail.from?.text ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              replyTo: mail.replyTo?.value[0]?.address,
              headers: mail.headers,
              attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content.toString("utf8") })),
            });
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
