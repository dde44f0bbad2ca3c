// Crash safety (issue 20): a process taking membership submissions as the server does
// (support/membership-server-process.ts: the route's action, createMembership's transaction with
// its emails queued) is killed with SIGKILL in the middle of a burst, twice, and started again on
// the same database each time. The database must open, no household may exist without its member
// rows (nor its confirmation email), and every submission answered with success before a kill
// must be there — once. On the embedded database the data directory is the one the killed process
// was writing (ADR 0002: what makes an acknowledged commit survive); on PostgreSQL, a database of
// its own.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { scratchDatabase } from "../support/scratch-database";

const BURST = 120;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const sharedDatabase = () => scratchDatabase("crash", cleanups);

/** Starts the process on the database; resolves with its address once it listens. */
async function start(database: string): Promise<{ child: ChildProcess; origin: string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", path.resolve("tests/support/vite-asset-imports.mjs"), path.resolve("tests/integration/support/membership-server-process.ts")], {
    env: { ...process.env, CRASH_TEST_DB: database, PUBLIC_FORM_RATE_LIMIT: "100000", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(async () => void child.kill("SIGKILL"));
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the process exited before listening:\n${output}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited };
}

/** A household of 1 to 4 persons whose payer's address marks it. */
function household(marker: string, index: number): Record<string, string> {
  const persons = (index % 4) + 1;
  const fields: Record<string, string> = {
    nom: "Martin",
    prenom: "Alice",
    email: marker,
    telephone: "06 12 34 56 78",
    adresse_complete: "12 rue Mercière",
    code_postal: "69002",
    ville: "Lyon",
    annee_adhesion: "2025",
    nombre_personnes: String(persons),
    consentement_rgpd: "on",
    site_web: "",
    idempotency_key: randomUUID(),
  };
  for (let m = 0; m < persons - 1; m++) Object.assign(fields, { [`membres[${m}].nom`]: "Martin", [`membres[${m}].prenom`]: `Membre ${m + 2}` });
  return fields;
}

/**
 * Sends BURST submissions at once and kills the process with SIGKILL once a third of them were
 * answered with success (the others in flight, some in the middle of their transaction). Returns
 * the addresses acknowledged before the kill.
 */
async function burstThenKill(server: Awaited<ReturnType<typeof start>>, round: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const marker = `panne-${round}-${i}@exemple.fr`;
      try {
        const response = await fetch(`${server.origin}/adhesion`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-test-now": "2025-12-15T12:00:00+01:00" },
          body: new URLSearchParams(household(marker, i)),
        });
        // Success: the redirect to the payment step of the stored household.
        if (!killed && response.status === 302 && response.headers.get("location")?.includes("etape=paiement")) acknowledged.push(marker);
        if (acknowledged.length >= BURST / 3) kill();
      } catch {
        // In flight when the process died: never acknowledged.
      }
    }),
  );
  kill();
  await server.exited;
  return acknowledged;
}

test(
  "killed twice with SIGKILL during bursts of memberships: the database opens, no partial household, every acknowledged one stored once",
  async () => {
    const database = await sharedDatabase();
    const acknowledged: string[] = [];
    for (const round of [1, 2]) {
      const server = await start(database);
      const before = acknowledged.length;
      acknowledged.push(...(await burstThenKill(server, round)));
      // The kill came in the middle: some were acknowledged, not all.
      expect(acknowledged.length - before).toBeGreaterThanOrEqual(BURST / 3);
      expect(acknowledged.length - before).toBeLessThan(BURST);
    }

    // Started again on what the killed process left: it opens (migrations run) and answers.
    const server = await start(database);
    const { households } = (await (await fetch(`${server.origin}/report`)).json()) as {
      households: { email: string; persons: number; members: number; confirmations: number }[];
    };
    server.child.kill("SIGKILL");

    // No household without all its member rows and its confirmation email.
    const partial = households.filter((h) => h.members !== h.persons || h.confirmations !== 1);
    expect(partial).toEqual([]);
    // Every acknowledged submission is present, once.
    const stored = new Map<string, number>();
    for (const h of households) stored.set(h.email, (stored.get(h.email) ?? 0) + 1);
    expect(acknowledged.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
    expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
  },
  // Three starts of the process (its modules compiled, the database opened): about a minute on
  // an idle machine with two cores, several on a loaded one.
  600_000,
);
