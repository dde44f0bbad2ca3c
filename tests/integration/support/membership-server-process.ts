// A process that takes membership submissions as the server does, for
// tests/integration/crash-safety.test.ts, which kills it with SIGKILL in the middle of a burst and
// starts it again on the same database. It opens the database the way the server does (migrations
// at start), starts the job queue (emails are queued in the membership's transaction; no worker
// sends them here), and answers POST /adhesion with the route's own action — the form pipeline
// (parsing, honeypot, rate limit, idempotency) and createMembership's transaction — behind a plain
// HTTP server. GET /report answers what the database holds.
//
// Run with `node --import tsx --import ./tests/support/vite-asset-imports.mjs` (the route
// module's page draws icons from the sprite, an asset import). Environment: CRASH_TEST_DB
// ("pglite:<dir>" or a PostgreSQL URL).
// Prints {"port": n} once it listens.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { connectDatabase, getDb, migrateDatabase, rows } from "~/db/client.server";
import { createRequestContext, provideSession } from "~/lib/request-context.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { startJobs } from "~/lib/jobs.server";
import { action } from "~/routes/participate/membership";

type ActionArgs = Parameters<typeof action>[0];

const target = process.env.CRASH_TEST_DB ?? "";
connectDatabase(target.startsWith("pglite:") ? { kind: "pglite", dataDir: target.slice("pglite:".length) } : { kind: "postgres", url: target });
await migrateDatabase();
await startJobs(getDb(), jobHandlers, { schedules: false, workers: false });

/** Per household of the database: its email, size, member rows and queued confirmation emails. */
async function report() {
  const households = rows<{ email: string; persons: number; members: number; confirmations: number }>(
    await getDb().execute(sql`
      select m.email, m.nombre_personnes as persons,
        (select count(*)::int from membership_members mm where mm.membership_id = m.id) as members,
        (select count(*)::int from pgboss.job j
          where j.name = 'email.send' and j.data->>'kind' = 'membership.confirmation' and j.data->>'ref' = m.id::text) as confirmations
      from memberships m`),
  );
  return { households };
}

const server = http.createServer((req, res) => {
  void (async () => {
    try {
      if (req.method === "GET" && req.url === "/report") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(await report()));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      const request = new Request(`http://localhost:3000${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) });
      const context = createRequestContext({ clientIp: "192.0.2.20", nonce: "", requestId: "crash-test" }, getDb());
      provideSession(context, request);
      let response: Response;
      try {
        response = (await action({ request, params: {}, context } as unknown as ActionArgs)) as Response;
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        response = thrown;
      }
      // A refusal is a data() value, not a Response: its status is in its init.
      const status = response instanceof Response ? response.status : ((response as { init?: ResponseInit }).init?.status ?? 200);
      const location = response instanceof Response ? (response.headers.get("location") ?? "") : "";
      res.writeHead(status, location ? { location } : {}).end();
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  })();
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
