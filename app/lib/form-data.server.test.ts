// The bounded parsing step every action goes through (V7).
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { contactSchema } from "~/features/contact/schema";
import { ideaSchema } from "~/features/ideas/schema";
import { membershipSchemaFor } from "~/features/membership/schema";
import { accountActionSchema } from "~/features/account/schema";
import { formShape, MAX_FORM_FIELDS, parseSubmission, readBoundedForm } from "./form-data.server";
import { HONEYPOT_FIELD } from "./honeypot";

function post(body: BodyInit, contentType?: string, method = "POST"): Request {
  const headers = new Headers();
  if (contentType) headers.set("Content-Type", contentType);
  return new Request("http://localhost/form", { method, body, headers });
}

const urlencoded = (body: string) => post(body, "application/x-www-form-urlencoded");

// The membership form as offered in December 2025 (2025, and 2026 in anticipation).
const membershipSchema = membershipSchemaFor([2025, 2026]);

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: unknown }> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  // React Router's data(): what a thrown answer of an action is made of.
  const answer = thrown as { data?: unknown; init?: ResponseInit | null } | undefined;
  if (!answer || typeof answer !== "object" || !("init" in answer)) throw new Error(`expected a 4xx answer, got ${String(thrown)}`);
  return { status: answer.init?.status ?? 200, message: answer.data };
}

const validMembership =
  "nom=Favre&prenom=Th%C3%A9o&email=f%40example.org&telephone=0612345678&adresse_complete=1+rue+Merci%C3%A8re&code_postal=69002&ville=Lyon&annee_adhesion=2025&nombre_personnes=2&membres%5B0%5D.nom=Favre&membres%5B0%5D.prenom=Lou&consentement_rgpd=on";

describe("bounded form parsing", () => {
  test("what no form sends (a missing or unknown intent, a tampered value) is refused in French", async () => {
    const schema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("profile"), n: z.coerce.number() }), z.object({ intent: z.literal("password") })]);
    for (const body of ["", "intent=effacer-tout", "intent=profile&n=abc"]) {
      const { submission } = await parseSubmission(urlencoded(body), schema);
      expect(submission.status).toBe("error");
      const messages = Object.values(submission.status === "error" ? (submission.error ?? {}) : {}).flat();
      expect(messages.length, body).toBeGreaterThan(0);
      for (const message of messages) expect(message, body).not.toMatch(/\b(Invalid|Expected|received)\b/);
    }
  });

  test("a sparse index far beyond the schema's maximum is dropped: no huge array, small reply", async () => {
    const started = performance.now();
    const { formData, submission } = await parseSubmission(urlencoded(`${validMembership}&membres%5B99999999%5D.nom=x&zz%5B5000000%5D=1`), membershipSchema);
    expect([...formData.keys()].some((key) => key.includes("99999999") || key.startsWith("zz"))).toBe(false);
    expect(submission.status).toBe("success");
    const failed = await parseSubmission(urlencoded("zz%5B5000000%5D=1&membres%5B99999999%5D.nom=x"), membershipSchema);
    expect(failed.submission.status).toBe("error");
    // The reply echoes only known fields: a few hundred bytes, not megabytes.
    expect(JSON.stringify(failed.submission.reply()).length).toBeLessThan(5_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  test("array indexes are bounded by the schema: members 2 to 4 are membres[0..2]", async () => {
    const body = `${validMembership}&membres%5B2%5D.nom=Trois&membres%5B3%5D.nom=Quatre`;
    const formData = await readBoundedForm(urlencoded(body), membershipSchema);
    expect(formData.get("membres[2].nom")).toBe("Trois");
    expect(formData.has("membres[3].nom")).toBe(false);
  });

  test("unknown keys, prototype keys and deep nesting are dropped before parsing", async () => {
    const deep = `a${"[0]".repeat(500)}=1&${"b.".repeat(300)}c=1&__proto__.x=1&constructor.prototype.x=1&nom.x=1&email%5B0%5D=x`;
    const formData = await readBoundedForm(urlencoded(`${deep}&nom=Favre`), membershipSchema);
    expect([...formData.keys()]).toEqual(["nom"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test("the honeypot and the idempotency key pass; conform's reserved intent and state never do", async () => {
    const formData = await readBoundedForm(
      urlencoded(`${HONEYPOT_FIELD}=bot&idempotency_key=k&__intent__=%7B%22type%22%3A%22update%22%7D&__state__=%7B%7D&email=a%40b.fr`),
      contactSchema,
    );
    expect([...formData.keys()].sort()).toEqual(["email", HONEYPOT_FIELD, "idempotency_key"].sort());
  });

  test(`more than ${MAX_FORM_FIELDS} fields are refused with 413`, async () => {
    const body = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&");
    const { status, message } = await rejection(readBoundedForm(urlencoded(body), contactSchema));
    expect(status).toBe(413);
    expect(message).toMatch(/trop de champs/);
  });

  test("a scalar field repeated keeps its first value; a file in a text form is dropped", async () => {
    const repeated = await readBoundedForm(urlencoded(Array.from({ length: 100 }, (_, i) => `nom=n${i}`).join("&")), ideaSchema);
    expect(repeated.getAll("nom")).toEqual(["n0"]);
    const multipart = new FormData();
    multipart.append("description", new Blob(["<html>"], { type: "text/html" }), "x.jpg");
    multipart.append("titre", "Un titre");
    const files = await readBoundedForm(new Request("http://localhost/form", { method: "POST", body: multipart }), ideaSchema);
    expect([...files.keys()]).toEqual(["titre"]);
  });

  test("NUL and control characters are removed; single-line fields lose line breaks, multi-line ones keep them", async () => {
    const body = new URLSearchParams({ nom: "Jean\r\nBcc: x@evil.example\u0000", description: "Ligne 1\r\nLigne 2\u0000\u0007", titre: "A\tB" }).toString();
    const formData = await readBoundedForm(urlencoded(body), ideaSchema);
    expect(formData.get("nom")).toBe("Jean Bcc: x@evil.example");
    expect(formData.get("description")).toBe("Ligne 1\nLigne 2");
    expect(formData.get("titre")).toBe("A B");
  });

  test("out-of-range household sizes give a French validation error, not an exception", async () => {
    for (const value of ["5", "-1", "1e309", "NaN", "99999999999999999999"]) {
      const body = validMembership.replace("nombre_personnes=2", `nombre_personnes=${value}`);
      const { submission } = await parseSubmission(urlencoded(body), membershipSchema);
      if (submission.status === "success") throw new Error(`nombre_personnes=${value} was accepted`);
      expect(submission.error?.nombre_personnes).toEqual(["Choisissez un nombre de personnes entre 1 et 4."]);
    }
  });

  test.each([
    ["application/json", '{"nom":"x"}'],
    ["text/plain", "nom=x"],
    ["application/xml", "<nom>x</nom>"],
    [undefined, "nom=x"],
  ])("a %s body is refused with 415 and a French message", async (contentType, body) => {
    const { status, message } = await rejection(readBoundedForm(post(body, contentType), ideaSchema));
    expect(status).toBe(415);
    expect(message).toMatch(/n’est pas un formulaire/);
  });

  test.each([
    ["multipart without boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=\"nom\"\r\n\r\nx\r\n--x--"],
    ["truncated multipart", "multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"nom\"\r\n\r\nxx"],
  ])("a %s body is refused with 400", async (_label, contentType, body) => {
    const { status, message } = await rejection(readBoundedForm(post(body, contentType), ideaSchema));
    expect(status).toBe(400);
    expect(message).toMatch(/illisible/);
  });

  test("only POST is read: another method gets 405", async () => {
    const { status } = await rejection(readBoundedForm(post("nom=x", "application/x-www-form-urlencoded", "PUT"), ideaSchema));
    expect(status).toBe(405);
  });

  test("the shape of a discriminated union covers every intent's fields", async () => {
    const formData = await readBoundedForm(urlencoded("intent=sign-up&first_name=A&last_name=B&email=a%40b.fr&password=x&redirectTo=%2F&other=1"), accountActionSchema);
    expect([...formData.keys()]).toEqual(["intent", "first_name", "last_name", "email", "password", "redirectTo"]);
  });

  test("a form schema with an unbounded array is a programming error caught on first use", () => {
    expect(() => formShape(z.object({ tags: z.array(z.string()) }))).toThrow(/max/);
    const bounded = formShape(z.object({ tags: z.array(z.string()).max(3) }));
    expect(bounded.kind).toBe("object");
  });

  test("a list of values under one name is capped at the array's maximum", async () => {
    const schema = z.object({ tags: z.array(z.string()).max(3) });
    const formData = await readBoundedForm(urlencoded("tags=a&tags=b&tags=c&tags=d&tags=e"), schema);
    expect(formData.getAll("tags")).toEqual(["a", "b", "c"]);
  });
});
