// V5: redirect targets are limited to this site: every place that redirects to a target named by
// the request (sign-in, an already signed-in visit to /espace, the theme and cookie choices, the
// verification email's resend) ignores another site's address, however it is written.
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { uniqueEmail, validPassword } from "../factories";
import { nextIp, request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space", "routes/resources/theme", "routes/public/cookies", "routes/member/verification"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

const HOSTILE = ["https://evil.example", "//evil.example", "/\\evil.example", "\\\\evil.example", "https:evil.example", "/\t/evil.example", "javascript:alert(1)", " //evil.example"];

/** A Location header the browser resolves to this site. */
function expectSameSite(location: string | null, target: string) {
  expect(location, target).toBeTruthy();
  const resolved = new URL(location!, "http://localhost:3000/page");
  expect(resolved.origin, `${target} → ${location}`).toBe("http://localhost:3000");
  expect(location, target).toMatch(/^\/(?![/\\])/);
}

test("V5 signing in with ?redirectTo of another site stays on the site", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  for (const target of HOSTILE) {
    const answer = await request(site, `/espace?redirectTo=${encodeURIComponent(target)}`, { ip: nextIp(), form: { intent: "sign-in", email, password: validPassword, redirectTo: target } });
    expect(answer.status, target).toBe(302);
    expectSameSite(answer.location, target);
  }
  // A path of the site is kept.
  const kept = await request(site, "/espace", { ip: nextIp(), form: { intent: "sign-in", email, password: validPassword, redirectTo: "/adhesion?annee=2026" } });
  expect(kept.location).toBe("/adhesion?annee=2026");
});

test("V5 a signed-in visit, the theme and cookie choices and the resend button never redirect off the site", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const cookie = await sessionFor(email);
  for (const target of HOSTILE) {
    const visit = await request(site, `/espace?redirectTo=${encodeURIComponent(target)}`, { cookie });
    expect(visit.status, target).toBe(302);
    expectSameSite(visit.location, target);

    const theme = await request(site, "/preferences/theme", { form: { theme: "dark", redirectTo: target } });
    expect(theme.status, target).toBe(302);
    expectSameSite(theme.location, target);

    const consent = await request(site, "/cookies", { form: { consent: "denied", redirectTo: target } });
    expect(consent.status, target).toBe(302);
    expectSameSite(consent.location, target);
  }
  // The resend is limited per account: three of the forms are enough.
  for (const target of HOSTILE.slice(0, 3)) {
    const resend = await request(site, "/espace/verification", { cookie, form: { intent: "resend-verification", redirectTo: target } });
    expect(resend.status, target).toBe(302);
    expectSameSite(resend.location, target);
  }
});
