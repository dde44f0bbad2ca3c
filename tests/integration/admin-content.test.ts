// The back-office's content rules on the real database: drafts by default, slugs, the refused
// stale save (no lost update), the publish toggle, deletion, and the journal written in the same
// transaction as each change; then the editor's pages themselves behind the section's guard
// (preview, save, slug taken, conflict, list and delete posts: statuses, replies and toasts).
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, blogPosts, events, positions, proposals } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { CONTENT_IMAGE_MESSAGES } from "~/features/admin/content/content-images.server";
import { createContent, deleteContent, getContentForm, listContent, contentList, togglePublished, updateContent } from "~/features/admin/content/content.server";
import { CONFLICT_MESSAGE, SLUG_TAKEN_MESSAGE } from "~/features/admin/content/editor.server";
import { blogSchema } from "~/features/blog/admin/editor";
import { eventSchema } from "~/features/events/admin/editor";
import { positionSchema } from "~/features/positions/admin/editor";
import { type EditorReply } from "~/features/admin/content/kit";
import { ROLES } from "~/lib/permissions";
import { listPublishedProposals } from "~/features/proposals/queries.server";
import type { SessionUser } from "~/lib/auth.server";
import { action as deleteAction } from "~/routes/admin/content-delete";
import { action as editAction } from "~/routes/admin/content-edit";
import { middleware as contentLayoutMiddleware } from "~/routes/admin/content-layout";
import { action as listAction } from "~/routes/admin/content-list";
import { action as newAction } from "~/routes/admin/content-new";
import { formRequest, guardedContextFor, signedInMember, uniqueEmail, validPassword } from "../factories";
import { blankPng } from "../support/png";
import { truncateAll } from "../setup/database";

let editor: SessionUser;

beforeEach(async () => {
  await truncateAll();
  const email = uniqueEmail("redaction");
  const { userId } = await signedInMember(email);
  editor = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["redaction"], permissions: ["blog:write", "events:write", "proposals:write", "positions:write"], createdAt: new Date().toISOString() };
  expect(ROLES).toContain("redaction");
});

const post = { title: "Fête des Lumières 2026 : le programme", excerpt: "Ce qui se prépare place des Terreaux.", content: "Un **beau** programme.", category: "Culture", published: false };

async function journal() {
  return getDb().select().from(auditLog).orderBy(desc(auditLog.id));
}

describe("blog posts", () => {
  test("a new post is a draft by the signed-in author, with a slug from its title, and the journal says so", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    expect(created.status).toBe("ok");
    const [row] = await getDb().select().from(blogPosts);
    expect(row).toMatchObject({ slug: "fete-des-lumieres-2026-le-programme", published: false, authorId: editor.id, publishedAt: null, version: 1 });
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "create", entityType: "blog_post", entityLabel: post.title, actorEmail: editor.email, summary: "Brouillon" });
  });

  test("the same title gets the next free slug; a slug typed by hand that is taken is refused", async () => {
    await createContent(getDb(), "blog", editor, post);
    await createContent(getDb(), "blog", editor, post);
    const slugs = (await getDb().select({ slug: blogPosts.slug }).from(blogPosts)).map((r) => r.slug).sort();
    expect(slugs).toEqual(["fete-des-lumieres-2026-le-programme", "fete-des-lumieres-2026-le-programme-2"]);
    expect(await createContent(getDb(), "blog", editor, { ...post, slug: "fete-des-lumieres-2026-le-programme" })).toEqual({ status: "slug_taken" });
  });

  test("a save from an older version is refused and changes nothing; the current one goes through and is journalled", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    const first = await updateContent(getDb(), "blog", editor, created.id, 1, { ...post, title: "Premier titre" });
    expect(first.status).toBe("ok");
    // A second administrator opened the form at version 1 too.
    const second = await updateContent(getDb(), "blog", editor, created.id, 1, { ...post, title: "Second titre" });
    expect(second).toEqual({ status: "conflict" });
    const form = await getContentForm(getDb(), "blog", created.id);
    expect(form).toMatchObject({ version: 2, title: "Premier titre" });
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "update", entityLabel: "Premier titre" });
    expect(entry?.summary).toBe("Champs modifiés\u202f: Titre");
    expect(await updateContent(getDb(), "blog", editor, 999_999, 1, post)).toEqual({ status: "not_found" });
  });

  test("the publish toggle flips the flag, stamps the first publication, and is journalled", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    expect(await togglePublished(getDb(), "blog", editor, created.id)).toEqual({ published: true });
    let [row] = await getDb().select().from(blogPosts);
    expect(row?.publishedAt).toBeInstanceOf(Date);
    const firstPublication = row!.publishedAt!.getTime();
    expect(await togglePublished(getDb(), "blog", editor, created.id)).toEqual({ published: false });
    expect(await togglePublished(getDb(), "blog", editor, created.id)).toEqual({ published: true });
    [row] = await getDb().select().from(blogPosts);
    expect(row?.publishedAt?.getTime()).toBe(firstPublication);
    expect((await journal()).map((e) => e.action)).toEqual(["publish", "unpublish", "publish", "create"]);
    expect(await togglePublished(getDb(), "blog", editor, 424242)).toBeNull();
  });

  test("deletion removes the post and leaves its line in the journal", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    expect(await deleteContent(getDb(), "blog", editor, created.id)).toEqual({ title: post.title });
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
    expect((await journal())[0]).toMatchObject({ action: "delete", entityId: String(created.id), entityLabel: post.title });
    expect(await deleteContent(getDb(), "blog", editor, created.id)).toBeNull();
  });

  test("the list filters by text and pages by 20", async () => {
    for (let i = 1; i <= 23; i++) await createContent(getDb(), "blog", editor, { ...post, title: `Article numéro ${i}` });
    await createContent(getDb(), "blog", editor, { ...post, title: "Marché de Noël aux Cordeliers" });
    const first = await listContent(getDb(), "blog", contentList.normalize());
    expect(first).toMatchObject({ total: 24, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    const filtered = await listContent(getDb(), "blog", contentList.normalize({ search: "noël" }));
    expect(filtered.items.map((i) => i.title)).toEqual(["Marché de Noël aux Cordeliers"]);
  });

  test("the form refuses images from other sites and asks for a description of the image", () => {
    const base = { ...post, published: true };
    expect(blogSchema.safeParse({ ...base, image: "https://tracker.example/pixel.png", image_alt: "x" }).success).toBe(false);
    expect(blogSchema.safeParse({ ...base, image: "/images/gallery/place.jpg" }).success).toBe(false);
    expect(blogSchema.safeParse({ ...base, image: "/images/gallery/place.jpg", image_alt: "La place" }).success).toBe(true);
  });
});

describe("rencontres", () => {
  test("date and time are entered in Lyon's time and stored in UTC; the form shows them back as typed", async () => {
    const value = eventSchema.parse({ titre: "Assemblée générale 2026", type_evenement: "Assemblée Générale", date_evenement: "2026-07-02", heure: "18h30", lieu: "Salle des fêtes" });
    expect(value).toMatchObject({ published: false, urgent: false });
    const created = await createContent(getDb(), "rencontres", editor, value);
    if (created.status !== "ok") throw new Error("not created");
    const [row] = await getDb().select().from(events);
    expect(row?.startsAt.toISOString()).toBe("2026-07-02T16:30:00.000Z");
    expect((await getContentForm(getDb(), "rencontres", created.id))?.values).toMatchObject({ date_evenement: "2026-07-02", heure: "18h30" });
  });

  test("times that are not times and dates that do not exist are refused", () => {
    const base = { titre: "Visite", type_evenement: "Atelier", lieu: "Ici" };
    expect(eventSchema.safeParse({ ...base, date_evenement: "2026-02-30", heure: "14h" }).success).toBe(false);
    expect(eventSchema.safeParse({ ...base, date_evenement: "2026-02-10", heure: "25h00" }).success).toBe(false);
    expect(eventSchema.safeParse({ ...base, date_evenement: "2026-02-10", heure: "9h05" }).success).toBe(true);
  });
});

describe("propositions and positions", () => {
  test("a published proposition reaches the public list; a draft does not", async () => {
    await createContent(getDb(), "propositions", editor, { titre: "Des bancs place des Jacobins", description: "Pour s’asseoir à l’ombre.", theme: "Qualité de vie", priorite: "basse", statut: "en_cours", published: true });
    await createContent(getDb(), "propositions", editor, { titre: "Un brouillon", description: "", theme: "Sécurité", priorite: "moyenne", statut: "en_cours", published: false });
    const rows = await getDb().select().from(proposals);
    expect(rows.find((r) => r.title === "Des bancs place des Jacobins")).toMatchObject({ theme: "Qualité de vie", priority: "basse", summary: "Pour s’asseoir à l’ombre." });
    const published = await listPublishedProposals(getDb());
    expect(published.map((p) => p.title)).toEqual(["Des bancs place des Jacobins"]);
  });

  test("a position's external link must be http(s)", async () => {
    const base = { title: "Sur le plan de circulation", date: "2026-03-01", category: "Mobilité", status: "Position officielle", summary: "Notre avis." };
    expect(positionSchema.safeParse({ ...base, link: "javascript:alert(1)" }).success).toBe(false);
    const value = positionSchema.parse({ ...base, link: "https://www.lyon.fr/concertation" });
    expect((await createContent(getDb(), "prises-positions", editor, value)).status).toBe("ok");
    const [row] = await getDb().select().from(positions).where(eq(positions.slug, "sur-le-plan-de-circulation"));
    expect(row).toMatchObject({ link: "https://www.lyon.fr/concertation", color: "brand", urgent: false });
  });
});

describe("the editor's pages, behind the section's guard", () => {
  let cookie: string;

  beforeEach(async () => {
    const email = uniqueEmail("redaction");
    await createAccount(getDb(), email, { password: validPassword, roles: ["redaction"] });
    ({ cookie } = await signedInMember(email));
  });

  type Action = (args: never) => Promise<unknown>;
  /** A post as the router runs it: the content layout's guard (which records the user), then the page's action. */
  async function send(action: Action, path: string, params: Record<string, string>, fields: Record<string, string>) {
    const request = formRequest(path, fields, cookie);
    const context = await guardedContextFor(request, contentLayoutMiddleware, params);
    return action({ request, params, context } as never);
  }
  /** The same through the editor's multipart form, with a file. */
  async function sendWithFile(path: string, params: Record<string, string>, fields: Record<string, string>, file: File) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("image_file", file);
    const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: { Cookie: cookie }, body });
    const context = await guardedContextFor(request, contentLayoutMiddleware, params);
    return newAction({ request, params, context } as never);
  }
  const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } | null }).init?.status ?? 200));
  const replyOf = (answer: unknown) => (answer as { data: EditorReply }).data;
  const errorsOf = (answer: unknown) => (replyOf(answer).result?.error ?? {}) as Record<string, string[]>;
  const typedOf = (answer: unknown) => replyOf(answer).result?.initialValue as Record<string, unknown>;
  const location = (answer: unknown) => (answer as Response).headers.get("location");
  const fields = { intent: "save", title: "Fête des Lumières 2026 : le programme", excerpt: "Ce qui se prépare.", content: "Un **beau** programme.", category: "Culture" };

  test("the preview renders the text through the sanitiser whatever the other fields hold, keeps them, and stores nothing", async () => {
    const content = "## Programme\n\nDes **concerts** <script>window.x = 1</script> [piège](javascript:alert(1))";
    const invalid = await send(newAction, "/admin/blog/nouveau", { section: "blog" }, { intent: "preview", content });
    expect(statusOf(invalid)).toBe(200);
    expect(replyOf(invalid).data?.preview).toContain("<strong>concerts</strong>");
    expect(replyOf(invalid).data?.preview).toContain("Programme</h2>");
    expect(replyOf(invalid).data?.preview).not.toContain("<script");
    expect(replyOf(invalid).data?.preview).not.toContain("href=");
    expect(errorsOf(invalid).title).toEqual(["Le titre est obligatoire."]);
    expect(typedOf(invalid)).toMatchObject({ content });

    const valid = await send(newAction, "/admin/blog/nouveau", { section: "blog" }, { ...fields, intent: "preview" });
    expect(statusOf(valid)).toBe(200);
    expect(replyOf(valid).data?.preview).toContain("<strong>beau</strong>");
    expect(replyOf(valid).result?.status).toBe("success");
    expect(typedOf(valid)).toMatchObject({ title: fields.title });
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
  });

  test("a save goes to the list with a toast; invalid fields and a slug taken are refused with everything typed kept", async () => {
    const saved = await send(newAction, "/admin/blog/nouveau", { section: "blog" }, fields);
    expect(statusOf(saved)).toBe(302);
    expect(location(saved)).toBe("/admin/blog");
    expect((saved as Response).headers.get("set-cookie")).toBeTruthy();
    expect(await getDb().select({ slug: blogPosts.slug }).from(blogPosts)).toEqual([{ slug: "fete-des-lumieres-2026-le-programme" }]);

    const missing = await send(newAction, "/admin/blog/nouveau", { section: "blog" }, { ...fields, title: "" });
    expect(statusOf(missing)).toBe(400);
    expect(errorsOf(missing).title).toEqual(["Le titre est obligatoire."]);
    expect(typedOf(missing)).toMatchObject({ content: fields.content });

    const taken = await send(newAction, "/admin/blog/nouveau", { section: "blog" }, { ...fields, slug: "fete-des-lumieres-2026-le-programme" });
    expect(statusOf(taken)).toBe(400);
    expect(errorsOf(taken).slug).toEqual([SLUG_TAKEN_MESSAGE]);
    expect(typedOf(taken)).toMatchObject({ title: fields.title });
    expect(await getDb().select().from(blogPosts)).toHaveLength(1);
  });

  test("an uploaded image is stored and the item points to it; a file that is not an image is refused on its field with the text kept", async () => {
    const withImage = { ...fields, image_alt: "Une image noire" };
    const notImage = await sendWithFile("/admin/blog/nouveau", { section: "blog" }, withImage, new File(["pas une image"], "photo.jpg", { type: "image/jpeg" }));
    expect(statusOf(notImage)).toBe(400);
    expect(errorsOf(notImage).image_file).toEqual([CONTENT_IMAGE_MESSAGES.notAccepted]);
    expect(typedOf(notImage)).toMatchObject({ content: fields.content });
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);

    const saved = await sendWithFile("/admin/blog/nouveau", { section: "blog" }, withImage, new File([new Uint8Array(blankPng(64, 48))], "noir.png", { type: "image/png" }));
    expect(statusOf(saved)).toBe(302);
    const [row] = await getDb().select({ image: blogPosts.image }).from(blogPosts);
    expect(row?.image).toMatch(/^\/medias\/contenu\//);
  });

  test("a save from an older version is a 409 with the conflict message and the typed text kept; an item deleted meanwhile goes back to the list", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    const params = { section: "blog", id: String(created.id) };
    const first = await send(editAction, `/admin/blog/${created.id}`, params, { ...fields, version: "1", content: "La version du premier." });
    expect(statusOf(first)).toBe(302);
    expect(location(first)).toBe("/admin/blog");

    const second = await send(editAction, `/admin/blog/${created.id}`, params, { ...fields, version: "1", content: "La version du second." });
    expect(statusOf(second)).toBe(409);
    expect(errorsOf(second)[""]).toEqual([CONFLICT_MESSAGE]);
    expect(typedOf(second)).toMatchObject({ content: "La version du second." });
    expect((await getContentForm(getDb(), "blog", created.id))?.values).toMatchObject({ content: "La version du premier." });

    const gone = await send(editAction, "/admin/blog/999999", { section: "blog", id: "999999" }, { ...fields, version: "1" });
    expect(statusOf(gone)).toBe(302);
    expect(location(gone)).toBe("/admin/blog");
  });

  test("the list's publish toggle goes back to the list as filtered; a move on an unordered kind and a malformed post are 400, a malformed id 404", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    const toggled = await send(listAction, "/admin/blog?q=lumieres", { section: "blog" }, { intent: "toggle-publish", id: String(created.id) });
    expect(statusOf(toggled)).toBe(302);
    expect(location(toggled)).toBe("/admin/blog?q=lumieres");
    expect((await getDb().select({ published: blogPosts.published }).from(blogPosts))[0]?.published).toBe(true);

    const move = await send(listAction, "/admin/blog", { section: "blog" }, { intent: "move", id: String(created.id), direction: "up" });
    expect(statusOf(move)).toBe(400);
    expect(errorsOf(move)[""]).toEqual(["Demande invalide."]);
    expect(statusOf(await send(listAction, "/admin/blog", { section: "blog" }, {}))).toBe(400);
    await expect(send(listAction, "/admin/blog", { section: "blog" }, { intent: "toggle-publish", id: "abc" })).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("deleting goes back to the list with a toast, also when the item was already gone; a malformed post is a 400", async () => {
    const created = await createContent(getDb(), "blog", editor, post);
    if (created.status !== "ok") throw new Error("not created");
    const params = { section: "blog", id: String(created.id) };
    expect(statusOf(await send(deleteAction, `/admin/blog/${created.id}/supprimer`, params, {}))).toBe(400);
    const deleted = await send(deleteAction, `/admin/blog/${created.id}/supprimer`, params, { intent: "delete" });
    expect(statusOf(deleted)).toBe(302);
    expect(location(deleted)).toBe("/admin/blog");
    expect(await getDb().select().from(blogPosts)).toHaveLength(0);
    const again = await send(deleteAction, `/admin/blog/${created.id}/supprimer`, params, { intent: "delete" });
    expect(statusOf(again)).toBe(302);
  });
});
