// V3: text stored from visitors is escaped on output. A submission whose fields carry markup
// shows it as text in the back-office views that display it (the ideas list and an idea's page,
// the inbox and a message's page), never as elements or handlers. Markdown written by the
// association is sanitised by lib/markdown.server.ts (its unit tests: markdown.server.test.ts).
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages, ideaSubmissions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/participate/ideas", "routes/public/contact", "routes/admin/ideas", "routes/admin/idea", "routes/admin/messages", "routes/admin/message"]);
}, 180_000);
afterAll(() => site.stop());

const PAYLOADS = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>", '"><svg onload=alert(3)>'];

/** The page holds the payload as escaped text and nothing of it as markup. */
function expectInert(html: string, label: string) {
  expect(html, label).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html, label).not.toMatch(/<script>alert\(2\)/);
  // The markup outside scripts (the router's data, serialised), attribute values blanked: no
  // element of the payload, no handler attribute anywhere.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/"[^"]*"/g, '""');
  expect(markup, label).not.toMatch(/<img\b[^>]*\bsrc=x/i);
  expect(markup, label).not.toMatch(/<svg\b[^>]*onload/i);
  expect(markup, label).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
}

test("V3 markup in an idea and a contact message shows as text in the back-office lists and pages", async () => {
  const text = PAYLOADS.join(" ");
  const idea = await request(site, "/remontee-idees", {
    form: { nom: "Jean <b>Dupont</b>", email: uniqueEmail(), titre: `Idée ${PAYLOADS[0]}`, description: `Une description assez longue ${text}`, localisation: PAYLOADS[2]!, type_soumission: "idee", urgence: "normale" },
  });
  expect(idea.status).toBe(302);
  const message = await request(site, "/contact", { form: { name: `Jeanne ${PAYLOADS[0]}`, email: uniqueEmail(), subject: "autre", message: `Bonjour ${text}` } });
  expect(message.status).toBe(200);

  const [storedIdea] = await getDb().select({ id: ideaSubmissions.id, titre: ideaSubmissions.title }).from(ideaSubmissions);
  const [storedMessage] = await getDb().select({ id: contactMessages.id }).from(contactMessages);
  // Stored as typed: escaping is the output's job.
  expect(storedIdea?.titre).toBe(`Idée ${PAYLOADS[0]}`);

  const admin = uniqueEmail("admin");
  await createAccount(getDb(), admin, { password: validPassword, roles: ["admin"] });
  const cookie = await sessionFor(admin);
  for (const path of ["/admin/idees", `/admin/idees/${storedIdea!.id}`, "/admin/messages", `/admin/messages/${storedMessage!.id}`]) {
    const page = await request(site, path, { cookie });
    expect(page.status, path).toBe(200);
    expectInert(page.text, path);
  }
});
