// V7: forms are parsed with bounded structure. Sparse indexes, deep nesting, prototype keys and
// hundreds of fields, posted to a few of the site's forms, get a small 4xx answer quickly that
// echoes only the form's own fields, and the process keeps serving. Every form of the production
// build gets the same attacks in tests/e2e/hardening.spec.ts.
import { afterAll, beforeAll, expect, test } from "vitest";
import { request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/contact", "routes/public/newsletter", "routes/participate/ideas", "routes/participate/membership", "routes/member/space"]);
}, 180_000);
afterAll(() => site.stop());

const FORMS = ["/contact", "/newsletter", "/remontee-idees", "/adhesion", "/espace"];
const ATTACKS = [
  "x%5B99999999%5D=1",
  "membres%5B99999999%5D.nom=secret-echo-1&email=pas-un-email",
  `a${"%5B0%5D".repeat(500)}=secret-echo-2`,
  `${"b.".repeat(500)}c=secret-echo-3`,
  "__proto__%5Bpolluted%5D=1&constructor.prototype.polluted=1",
];

test("V7 sparse indexes, deep nesting and prototype keys get a small 4xx that echoes no unknown field", async () => {
  for (const path of FORMS) {
    for (const body of ATTACKS) {
      const answer = await request(site, path, { form: body });
      expect(answer.status, `${path} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
      expect(answer.text.length, path).toBeLessThan(200_000);
      expect(answer.text, path).not.toMatch(/secret-echo/);
    }
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await request(site, "/healthz")).status).toBe(200);
});

test("V7 a form of 500 fields is refused with 413 before validation", async () => {
  const body = Array.from({ length: 500 }, (_, i) => `f${i}=1`).join("&");
  for (const path of FORMS) {
    const answer = await request(site, path, { form: body });
    expect(answer.status, path).toBe(413);
  }
});
