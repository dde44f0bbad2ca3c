// A1: password hashes meet OWASP strength (scrypt N=2^17, r=8, p=1). An account is created
// through the sign-up form of the running site; the stored hash is read back and checked by
// deriving the password again with the parameters it declares.
import { scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { uniqueEmail } from "../factories";
import { request, startSite, type Site } from "./support/site";

// The real derivations (the integration setup memoises them, tests/setup/integration.ts).
vi.unmock("~/lib/password.server");

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space"]);
}, 180_000);
afterAll(() => site.stop());

test("A1 a password set through the sign-up form is stored as scrypt with N=2^17, r=8, p=1 and a random salt", async () => {
  const password = "une phrase de passe solide";
  const emails = [uniqueEmail(), uniqueEmail()];
  for (const email of emails) {
    const answer = await request(site, "/espace?onglet=inscription", { form: { intent: "sign-up", first_name: "Lou", last_name: "Martin", email, password } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Inscription en cours");
  }
  const stored = await Promise.all(
    emails.map(async (email) => {
      const [row] = await getDb().select({ hash: accounts.password }).from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(eq(users.email, email));
      return row?.hash ?? "";
    }),
  );
  const salts = new Set<string>();
  for (const hash of stored) {
    expect(hash).not.toContain(password);
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect({ scheme, N: Number(n), r: Number(r), p: Number(p) }).toEqual({ scheme: "scrypt", N: 2 ** 17, r: 8, p: 1 });
    const saltBytes = Buffer.from(salt!, "base64");
    expect(saltBytes.length).toBeGreaterThanOrEqual(16);
    salts.add(salt!);
    // The declared parameters are the ones the hash was made with.
    const derived = scryptSync(password.normalize("NFKC"), saltBytes, Buffer.from(key!, "base64").length, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    expect(derived.toString("base64")).toBe(key);
  }
  expect(salts.size).toBe(2);
});
