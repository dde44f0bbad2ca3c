// What keeps one request's failure from ending the process (O1). Express 5 already turns a
// rejected handler into the 500 page of server/app.ts; a promise rejected outside any request
// (an email sent after the answer, a timer) is logged here instead of crashing the server.
// A truly uncaught exception still stops it: state may be corrupt, and the supervisor
// (systemd, see the README) starts a fresh process.
import { logger } from "~/lib/logger.server";

let installed = false;

export function installProcessGuards(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection (process kept alive)");
  });
}
