// The back-office lists of ideas and memberships on the real database, driven by URLs as an admin
// route would: allowlisted filters, literal search (%, _), pagination bounds, sorts, and the CSV
// export of the same selection (BOM, French headers, formula injection neutralised).
import { randomBytes, randomUUID } from "node:crypto";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { ideaSubmissions, membershipMembers, memberships } from "~/db/schema";
import { exportIdeaSubmissionsCsv, ideaList, listIdeaSubmissions } from "~/features/ideas/admin/queries.server";
import { listMemberships, membershipList } from "~/features/membership/admin/queries.server";
import { CSV_BOM } from "~/lib/admin-list.server";
import { truncateAll } from "../setup/database";

const url = (query: string) => new URL(`http://localhost:3000/admin/liste?${query}`);
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 0));

async function csvText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

type IdeaRow = typeof ideaSubmissions.$inferInsert;
async function insertIdea(values: Partial<IdeaRow> & { title: string; createdAt: Date }): Promise<string> {
  const [row] = await getDb()
    .insert(ideaSubmissions)
    .values({
      name: "Camille Martin",
      email: `idee-${randomBytes(4).toString("hex")}@example.org`,
      description: "Une description assez longue pour le formulaire.",
      followUpTokenHash: randomBytes(32).toString("hex"),
      ...values,
    })
    .returning({ id: ideaSubmissions.id });
  return row!.id;
}

type MembershipRow = typeof memberships.$inferInsert;
async function insertMembership(values: Partial<MembershipRow> & { lastName: string; createdAt: Date }, others: Array<{ firstName: string; lastName: string }> = []): Promise<string> {
  const [row] = await getDb()
    .insert(memberships)
    .values({
      paymentReference: randomBytes(18).toString("base64url"),
      year: 2025,
      personCount: 1 + others.length,
      amountEuros: 20,
      consentGiven: true,
      firstName: "Alice",
      email: `adhesion-${randomBytes(4).toString("hex")}@example.org`,
      phone: "+33612345678",
      address: "12 rue Mercière",
      postcode: "69002",
      city: "Lyon",
      ...values,
    })
    .returning({ id: memberships.id });
  const id = row!.id;
  const people = [{ firstName: values.firstName ?? "Alice", lastName: values.lastName }, ...others];
  await getDb()
    .insert(membershipMembers)
    .values(people.map((p, i) => ({ membershipId: id, position: i + 1, ...p, email: "foyer@example.org", phone: "+33612345678" })));
  return id;
}

beforeEach(async () => {
  await truncateAll();
});

describe("the ideas list", () => {
  test("filters from the URL, allowlisted: an unknown value is ignored, not an error", async () => {
    const a = await insertIdea({ title: "Bancs", kind: "idee", urgency: "faible", district: "bellecour", createdAt: day(1) });
    const b = await insertIdea({ title: "Lampadaire", kind: "probleme", urgency: "urgente", district: "terreaux", status: "resolu", createdAt: day(2) });
    const ids = async (query: string) => (await listIdeaSubmissions(getDb(), ideaList.fromUrl(url(query)))).items.map((i) => i.id);

    expect(await ids("")).toEqual([b, a]);
    expect(await ids("statut=resolu")).toEqual([b]);
    expect(await ids("type=idee&quartier=bellecour")).toEqual([a]);
    expect(await ids("urgence=urgente&statut=nouveau")).toEqual([]);
    expect(await ids("statut=archive&quartier=%27%20or%201%3D1--")).toEqual([b, a]);
    expect(await ids("tri=ancien")).toEqual([a, b]);
    expect(await ids("tri=urgence")).toEqual([b, a]);
  });

  test("search matches name, email, title and description, with % and _ taken literally", async () => {
    const percent = await insertIdea({ title: "Réduire de 50% les places", createdAt: day(1) });
    const underscore = await insertIdea({ title: "Le mot_clé du quartier", createdAt: day(2) });
    const plain = await insertIdea({ title: "Cinquante places de vélo", name: "Zoé Lambert", createdAt: day(3) });
    const ids = async (q: string) => (await listIdeaSubmissions(getDb(), ideaList.fromUrl(url(`q=${encodeURIComponent(q)}`)))).items.map((i) => i.id);

    expect(await ids("50%")).toEqual([percent]);
    expect(await ids("%")).toEqual([percent]);
    expect(await ids("_")).toEqual([underscore]);
    expect(await ids("mot_cl")).toEqual([underscore]);
    expect(await ids("ZOÉ")).toEqual([plain]);
    expect(await ids("\\")).toEqual([]);
    expect(await ids("  places\n")).toEqual([plain, percent]);
  });

  test("pagination: bounded page size, a page past the end gives the last page", async () => {
    for (let i = 1; i <= 5; i++) await insertIdea({ title: `Sujet ${i}`, createdAt: day(i) });
    const second = await listIdeaSubmissions(getDb(), ideaList.fromUrl(url("par_page=2&page=2")));
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, pageCount: 3 });
    expect(second.items.map((i) => i.title)).toEqual(["Sujet 3", "Sujet 2"]);

    const past = await listIdeaSubmissions(getDb(), ideaList.fromUrl(url("par_page=2&page=40")));
    expect(past).toMatchObject({ page: 3, pageCount: 3 });
    expect(past.items.map((i) => i.title)).toEqual(["Sujet 1"]);

    expect((await listIdeaSubmissions(getDb(), ideaList.fromUrl(url("par_page=100000")))).pageSize).toBe(100);
    expect((await listIdeaSubmissions(getDb(), ideaList.fromUrl(url("page=-1")))).page).toBe(1);
    expect(await listIdeaSubmissions(getDb(), ideaList.fromUrl(url("statut=rejete&page=3")))).toEqual({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 1 });
  });

  test("the CSV export has a BOM, French headers and the same selection; formulas are neutralised", async () => {
    await insertIdea({ title: "=HYPERLINK(\"http://evil.example\";\"clic\")", name: "@Martin", phone: "+33612345678", status: "resolu", district: "opera", createdAt: day(1) });
    await insertIdea({ title: "Hors filtre", createdAt: day(2) });
    const bytes = new Uint8Array(await new Response(exportIdeaSubmissionsCsv(getDb(), ideaList.fromUrl(url("statut=resolu")))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(CSV_BOM.length).split("\r\n");
    expect(lines[0]).toBe("Date d’envoi;Statut;Type;Urgence;Titre;Description;Quartier;Localisation;Nom;E-mail;Téléphone;Suivi par;Dernière mise à jour");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(";Résolu;Idée;Normale;\"'=HYPERLINK(\"\"http://evil.example\"\";\"\"clic\"\")\";");
    expect(lines[1]).toContain(";Opéra;;'@Martin;");
    expect(lines[1]).toContain(";06 12 34 56 78;");
    expect(lines[1]).toMatch(/^01\/01\/2026 10:00;/);
    expect(text).not.toContain("Hors filtre");
  });

  test("the export reads every row, past the size of one batch", async () => {
    const values = Array.from({ length: 1203 }, (_, i) => ({
      name: "Camille",
      email: "c@example.org",
      title: `Sujet ${i}`,
      description: "Une description assez longue pour le formulaire.",
      followUpTokenHash: randomUUID(),
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    await getDb().insert(ideaSubmissions).values(values);
    const lines = (await csvText(exportIdeaSubmissionsCsv(getDb()))).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 1203);
    expect(lines[1]).toContain(";Sujet 1202;");
  });
});

describe("the memberships list", () => {
  test("year and status filters from the URL, search with literal _, sorts and pagination", async () => {
    const a = await insertMembership({ lastName: "Arnaud", city: "Lyon", status: "payee", createdAt: day(1) });
    const b = await insertMembership({ lastName: "Bernard", year: 2026, city: "Villeurbanne", createdAt: day(2) });
    const c = await insertMembership({ lastName: "Colin", email: "colin_b@example.org", createdAt: day(3) });
    const ids = async (query: string) => (await listMemberships(getDb(), membershipList.fromUrl(url(query)))).items.map((m) => m.id);

    expect(await ids("")).toEqual([c, b, a]);
    expect(await ids("annee=2026")).toEqual([b]);
    expect(await ids("annee=2031")).toEqual([c, b, a]);
    expect(await ids("statut=payee")).toEqual([a]);
    expect(await ids("q=villeur")).toEqual([b]);
    expect(await ids("q=_b%40")).toEqual([c]);
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("tri=nom")).toEqual([a, b, c]);

    const page = await listMemberships(getDb(), membershipList.fromUrl(url("par_page=2&page=9")));
    expect(page).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page.items.map((m) => m.id)).toEqual([a]);
    expect(page.items[0]).not.toHaveProperty("paymentReference");
  });
});
