// Starts an SMTP sink that stores each message as DATA_DIR/mail/<n>.eml, then the production
// server in this process with SMTP_URL pointing at it. Every e2e run starts on a new database.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

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
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      count += 1;
      fs.writeFileSync(path.join(mailDir, `${String(count).padStart(5, "0")}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
const address = sink.server.address();
if (!address || typeof address === "string") throw new Error("SMTP sink did not start");
process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;

await import("../../../server.js");
