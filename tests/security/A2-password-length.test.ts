// A2: passwords of 8 to 128 characters are accepted without composition rules (no digit, capital
// or symbol required); 7 are refused, and so are 129 (a bound on the hashing work). Through the
// sign-up form of the running site.
import { afterAll, beforeAll, expect, test } from "vitest";
import { uniqueEmail } from "../factories";
import { nextIp, request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

const signUp = (password: string) =>
  request(site, "/espace?onglet=inscription", { ip: nextIp(), form: { intent: "sign-up", first_name: "Lou", last_name: "Martin", email: uniqueEmail(), password } });

test("A2 7 characters are refused with a French message; 8 and 128 lowercase-only characters are accepted; 129 are refused", async () => {
  const seven = await signUp("kqzvwmx");
  expect(seven.status).toBe(400);
  expect(seven.text).toContain("Le mot de passe doit contenir au moins 8 caractères.");

  // Only lowercase letters: no composition rule stands in the way.
  for (const password of ["kqzvwmxp", "kqzvwmxpbt".repeat(12) + "kqzvwmxp"]) {
    const accepted = await signUp(password);
    expect(accepted.status, `${password.length} characters`).toBe(200);
    expect(accepted.text).toContain("Inscription en cours");
  }

  const tooLong = await signUp("kqzvwmxpbt".repeat(12) + "kqzvwmxpb");
  expect(tooLong.status).toBe(400);
  expect(tooLong.text).toContain("Le mot de passe doit contenir au plus 128 caractères.");
});
