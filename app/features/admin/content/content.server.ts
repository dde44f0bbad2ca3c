// The back-office's writes and reads of editorial content, one path for the four kinds (blog
// posts, rencontres, propositions, prises de position): the list (search, pagination), the form
// values of one item, create, update refused when the item changed since the form was opened
// (the `version` column), the publish toggle, and delete. Every write records its journal
// entry in the same transaction (ADR 0011).
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { blogPosts, boardMembers, campaigns, events, positions, proposals, testimonials } from "~/db/schema";
import { countRows, defineList, paginate, searchCondition, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { parisIsoDate, parisWallTime, parisWallTimeToUtc } from "~/lib/dates";
import { changedFieldNames, recordJournal } from "~/lib/journal.server";
import { promoteAfterEventSave } from "~/features/events/registration.server";
import { CONTENT_KINDS, TESTIMONIAL_CATEGORY_LABELS, flagFieldOf, flagLabelsOf, formatFrenchTime, parseFrenchTime, slugify, splitTags, type ContentSection } from "./kinds";

/** What the back-office list shows of an item. */
export interface ContentCard {
  id: number;
  title: string;
  slug: string;
  /** null for kinds without drafts (positions). */
  published: boolean | null;
  urgent: boolean;
  createdAt: string;
  /** The item's own date: the rencontre's start, the position's date. */
  when: { iso: string; withTime: boolean } | null;
  text: string;
  category: string;
  neighbourhood: string | null;
  priority?: string;
  progress?: string;
  /** A seeded sample not yet saved by anyone ("Exemple"); undefined for kinds without samples. */
  sample?: boolean;
  /** Ordered kinds: whether the item can move up or down (false at either end of the list). */
  move?: { up: boolean; down: boolean };
}

/** What the form sends (validated). */
export type FormValues = Record<string, string | boolean | number | File | undefined>;
/** What the form starts from: an item's stored values. */
export type FormDefaults = Record<string, string | boolean | number | undefined>;

export interface ContentForm {
  id: number;
  version: number;
  title: string;
  slug: string;
  published: boolean | null;
  /** A seeded sample nobody has saved yet. */
  sample: boolean;
  values: FormDefaults;
}

// Loosely typed rows: each binding knows its table's columns.
type Row = Record<string, unknown> & { id: number; slug: string; title: string; version: number };

interface Binding {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables share the document columns
  table: any;
  order: (t: Binding["table"]) => SQL[];
  /** The column holding the item's title ("title" unless given: a person's name). */
  titleColumn?: string;
  /** The columns the list's text filter searches (title, summary and category unless given). */
  searchColumns?: string[];
  /** Columns from the validated form; `existing` is the row being edited. */
  toColumns: (value: FormValues, now: Date) => Record<string, unknown>;
  toForm: (row: Row) => FormDefaults;
  card: (row: Row) => Omit<ContentCard, "id" | "title" | "slug" | "published" | "urgent" | "createdAt">;
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

/** A plain-text summary of Markdown (search and cards): first paragraph, marks removed. */
export function plainSummary(markdown: string, max = 300): string {
  const first = markdown.split(/\n\s*\n/).find((p) => p.trim()) ?? "";
  const plain = first
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

const BINDINGS: Record<ContentSection, Binding> = {
  blog: {
    table: blogPosts,
    order: (t) => [desc(t.createdAt), desc(t.id)],
    toColumns: (v, now) => ({
      title: v.title,
      summary: v.excerpt,
      content: v.content,
      category: v.category,
      neighborhood: text(v.neighborhood),
      image: text(v.image),
      imageAlt: text(v.image) ? text(v.image_alt) : null,
      published: v.published === true,
      date: parisIsoDate(now),
    }),
    toForm: (r) => ({
      title: r.title,
      slug: r.slug,
      excerpt: r.summary as string,
      content: r.content as string,
      category: r.category as string,
      neighborhood: (r.neighborhood as string | null) ?? "",
      image: (r.image as string | null) ?? "",
      image_alt: (r.imageAlt as string | null) ?? "",
      published: r.published as boolean,
    }),
    card: (r) => ({ when: null, text: r.summary as string, category: r.category as string, neighbourhood: r.neighborhood as string | null }),
  },
  rencontres: {
    table: events,
    order: (t) => [desc(t.startsAt), desc(t.id)],
    toColumns: (v) => {
      const startsAt = parisWallTimeToUtc(String(v.date_evenement), parseFrenchTime(String(v.heure))!);
      return {
        title: v.titre,
        category: v.type_evenement,
        startsAt,
        date: v.date_evenement,
        place: v.lieu,
        participantsInfo: text(v.participants_info),
        content: (v.description as string | undefined) ?? "",
        summary: plainSummary((v.description as string | undefined) ?? ""),
        capacity: typeof v.capacity === "number" ? v.capacity : null,
        urgent: v.urgent === true,
        published: v.published === true,
      };
    },
    toForm: (r) => {
      const wall = parisWallTime(r.startsAt as Date);
      return {
        titre: r.title,
        slug: r.slug,
        type_evenement: r.category as string,
        date_evenement: wall.date,
        heure: formatFrenchTime(wall.time),
        lieu: r.place as string,
        participants_info: (r.participantsInfo as string | null) ?? "",
        description: r.content as string,
        capacity: (r.capacity as number | null) ?? undefined,
        urgent: r.urgent as boolean,
        published: r.published as boolean,
      };
    },
    card: (r) => ({ when: { iso: iso(r.startsAt), withTime: true }, text: (r.participantsInfo as string | null) ?? (r.summary as string), category: r.category as string, neighbourhood: r.place as string }),
  },
  propositions: {
    table: proposals,
    order: (t) => [desc(t.createdAt), desc(t.id)],
    toColumns: (v, now) => ({
      title: v.titre,
      content: (v.description as string | undefined) ?? "",
      summary: plainSummary((v.description as string | undefined) ?? ""),
      theme: v.theme,
      category: v.theme,
      neighbourhood: text(v.quartier),
      priority: v.priorite,
      progress: v.statut,
      published: v.published === true,
      date: parisIsoDate(now),
    }),
    toForm: (r) => ({
      titre: r.title,
      slug: r.slug,
      description: r.content as string,
      theme: r.theme as string,
      quartier: (r.neighbourhood as string | null) ?? "",
      priorite: r.priority as string,
      statut: r.progress as string,
      published: r.published as boolean,
    }),
    card: (r) => ({
      when: null,
      text: r.summary as string,
      category: r.theme as string,
      neighbourhood: r.neighbourhood as string | null,
      priority: r.priority as string,
      progress: r.progress as string,
    }),
  },
  "prises-positions": {
    table: positions,
    order: (t) => [desc(t.date), desc(t.id)],
    toColumns: (v) => ({
      title: v.title,
      date: v.date,
      dateLabel: text(v.date_label),
      category: v.category,
      status: v.status,
      summary: v.summary,
      content: (v.content as string | undefined) ?? "",
      color: v.color,
      urgent: v.urgent === true,
      link: text(v.link),
    }),
    toForm: (r) => ({
      title: r.title,
      slug: r.slug,
      date: r.date as string,
      date_label: (r.dateLabel as string | null) ?? "",
      category: r.category as string,
      status: r.status as string,
      summary: r.summary as string,
      content: r.content as string,
      color: r.color as string,
      urgent: r.urgent as boolean,
      link: (r.link as string | null) ?? "",
    }),
    card: (r) => ({ when: { iso: String(r.date), withTime: false }, text: r.summary as string, category: `${r.category as string} · ${r.status as string}`, neighbourhood: null }),
  },
  equipe: {
    table: boardMembers,
    order: (t) => [asc(t.position), asc(t.id)],
    titleColumn: "name",
    searchColumns: ["name", "role", "profession"],
    toColumns: (v) => ({
      name: v.name,
      role: v.role,
      profession: text(v.profession) ?? "",
      description: text(v.description) ?? "",
      specialties: splitTags(v.specialties as string | undefined),
      photo: text(v.image),
      photoAlt: text(v.image) ? text(v.image_alt) : null,
      visible: v.visible === true,
    }),
    toForm: (r) => ({
      name: r.name as string,
      role: r.role as string,
      profession: r.profession as string,
      description: r.description as string,
      specialties: (r.specialties as string[]).join(", "),
      image: (r.photo as string | null) ?? "",
      image_alt: (r.photoAlt as string | null) ?? "",
      visible: r.visible as boolean,
    }),
    card: (r) => ({ when: null, text: (r.profession as string) || (r.description as string), category: r.role as string, neighbourhood: null }),
  },
  temoignages: {
    table: testimonials,
    order: (t) => [asc(t.position), asc(t.id)],
    titleColumn: "name",
    searchColumns: ["name", "role", "text"],
    toColumns: (v) => ({
      name: v.name,
      role: v.role,
      category: v.category,
      neighbourhood: text(v.neighbourhood),
      text: v.text,
      rating: v.rating,
      photo: text(v.image),
      photoAlt: text(v.image) ? text(v.image_alt) : null,
      featuredOnHome: v.featured_on_home === true,
      published: v.published === true,
      consentOn: v.consent_on,
      consentMethod: v.consent_method,
      consentNote: text(v.consent_note),
    }),
    toForm: (r) => ({
      name: r.name as string,
      role: r.role as string,
      category: r.category as string,
      neighbourhood: (r.neighbourhood as string | null) ?? "",
      text: r.text as string,
      rating: String(r.rating),
      image: (r.photo as string | null) ?? "",
      image_alt: (r.photoAlt as string | null) ?? "",
      featured_on_home: r.featuredOnHome as boolean,
      published: r.published as boolean,
      // The agreement is on record: the box stays ticked, the date and form as recorded.
      consent: true,
      consent_on: r.consentOn as string,
      consent_method: r.consentMethod as string,
      consent_note: (r.consentNote as string | null) ?? "",
    }),
    card: (r) => ({
      when: null,
      text: r.text as string,
      category: [TESTIMONIAL_CATEGORY_LABELS[r.category as keyof typeof TESTIMONIAL_CATEGORY_LABELS], r.featuredOnHome ? "mis en avant sur l’accueil" : null].filter(Boolean).join(" · "),
      neighbourhood: (r.role as string) + (r.neighbourhood ? ` · ${r.neighbourhood as string}` : ""),
    }),
  },
  campagnes: {
    table: campaigns,
    order: (t) => [asc(t.position), asc(t.id)],
    toColumns: (v, now) => ({
      title: v.title,
      summary: v.subtitle,
      content: v.description,
      icon: v.icon,
      color: v.color,
      image: text(v.image),
      imageAlt: text(v.image) ? text(v.image_alt) : null,
      published: v.published === true,
      category: "Campagne",
      date: parisIsoDate(now),
    }),
    toForm: (r) => ({
      title: r.title,
      subtitle: r.summary as string,
      description: r.content as string,
      icon: r.icon as string,
      color: r.color as string,
      image: (r.image as string | null) ?? "",
      image_alt: (r.imageAlt as string | null) ?? "",
      published: r.published as boolean,
    }),
    card: (r) => ({ when: null, text: r.content as string, category: r.summary as string, neighbourhood: null }),
  },
};

const titleColumnOf = (section: ContentSection) => BINDINGS[section].titleColumn ?? "title";
const flagColumnOf = (section: ContentSection) => (flagFieldOf(CONTENT_KINDS[section]) === "visible" ? "visible" : "published");

/** A row with its title under `title`, whatever the table calls it. */
function normalRow(section: ContentSection, row: Record<string, unknown>): Row {
  const column = titleColumnOf(section);
  return { ...row, title: row[column] } as Row;
}

export const contentList = defineList({ filters: {}, sorts: ["recent"] });
export type ContentListQuery = ListQueryOf<typeof contentList>;

function toCard(section: ContentSection, row: Row): ContentCard {
  const kind = CONTENT_KINDS[section];
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    published: kind.hasDrafts ? (row[flagColumnOf(section)] as boolean) : null,
    urgent: (row.urgent as boolean | undefined) ?? false,
    createdAt: iso(row.createdAt),
    ...(kind.ordered ? { sample: row.isSample as boolean } : {}),
    ...BINDINGS[section].card(row),
  };
}

export async function listContent(db: Database, section: ContentSection, query: ContentListQuery) {
  const binding = BINDINGS[section];
  const { table, order } = binding;
  const searched = (binding.searchColumns ?? ["title", "summary", "category"]).map((name) => table[name] as AnyPgColumn);
  const where = searchCondition(query.search, searched);
  const page = await paginate(
    query,
    async (limit, offset) => (await db.select().from(table).where(where).orderBy(...order(table)).limit(limit).offset(offset)) as Record<string, unknown>[],
    () => countRows(db, table, where),
  );
  const items = page.items.map((row) => toCard(section, normalRow(section, row)));
  // Moving is relative to the whole list: offered only while it is not filtered.
  if (CONTENT_KINDS[section].ordered && !where) {
    const offset = (page.page - 1) * page.pageSize;
    for (const [i, item] of items.entries()) item.move = { up: offset + i > 0, down: offset + i < page.total - 1 };
  }
  return { ...page, items };
}

async function findRow(db: Database, section: ContentSection, id: number): Promise<Row | null> {
  const { table } = BINDINGS[section];
  const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Record<string, unknown>[];
  return row ? normalRow(section, row) : null;
}

/** The form of one item as stored, or null. */
export async function getContentForm(db: Database, section: ContentSection, id: number): Promise<ContentForm | null> {
  const row = await findRow(db, section, id);
  if (!row) return null;
  const kind = CONTENT_KINDS[section];
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    slug: row.slug,
    published: kind.hasDrafts ? (row[flagColumnOf(section)] as boolean) : null,
    sample: kind.ordered ? (row.isSample as boolean) : false,
    values: BINDINGS[section].toForm(row),
  };
}

/** A card of one item (the delete confirmation page). */
export async function getContentCard(db: Database, section: ContentSection, id: number): Promise<ContentCard | null> {
  const row = await findRow(db, section, id);
  return row ? toCard(section, row) : null;
}

export type SaveResult = { status: "ok"; id: number } | { status: "slug_taken" } | { status: "conflict" } | { status: "not_found" };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a transaction of the database
type Tx = any;

async function slugInUse(tx: Tx, section: ContentSection, slug: string, exceptId?: number): Promise<boolean> {
  const { table } = BINDINGS[section];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** A free slug from the title: "titre", then "titre-2", "titre-3"… */
async function freeSlug(tx: Tx, section: ContentSection, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugInUse(tx, section, candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const titleOf = (section: ContentSection, value: FormValues) => String(value[CONTENT_KINDS[section].titleField] ?? "");

/** Names of the form fields that differ, in French ("Titre, Contenu"). */
function changesSummary(section: ContentSection, before: FormDefaults, after: FormValues): string {
  const labels = Object.fromEntries(CONTENT_KINDS[section].fields.map((f) => [f.name, f.label]));
  const normal = (v: unknown) => (v === undefined || v === null ? "" : String(v));
  const changed = Object.keys(labels).filter((name) => name in after && normal(before[name]) !== normal(after[name]));
  return changedFieldNames(changed.map((name) => labels[name]!));
}

export async function createContent(db: Database, section: ContentSection, actor: SessionUser, value: FormValues, now = new Date()): Promise<SaveResult> {
  const { table, toColumns } = BINDINGS[section];
  const kind = CONTENT_KINDS[section];
  try {
    return await db.transaction(async (tx: Tx) => {
      const wanted = text(value.slug);
      if (wanted && (await slugInUse(tx, section, wanted))) return { status: "slug_taken" } as const;
      const slug = wanted ?? (await freeSlug(tx, section, titleOf(section, value)));
      const columns: Record<string, unknown> = { ...toColumns(value, now), slug };
      if (section === "blog") {
        columns.authorId = actor.id;
        columns.publishedAt = value.published === true ? now : null;
      }
      // An ordered list takes a new item at its end.
      if (kind.ordered) {
        const [last] = await tx.select({ max: sql<number | null>`max(${table.position})` }).from(table);
        columns.position = Number(last?.max ?? 0) + 1;
      }
      const [row] = await tx.insert(table).values(columns).returning({ id: table.id });
      await recordJournal(tx, actor, {
        action: "create",
        entityType: kind.journalEntity,
        entityId: row.id,
        entityLabel: titleOf(section, value),
        summary: kind.hasDrafts ? (value[flagFieldOf(kind)] === true ? flagLabelsOf(kind).on : flagLabelsOf(kind).off) : "",
      });
      return { status: "ok", id: row.id as number } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "slug_taken" };
    throw error;
  }
}

/**
 * Saves the form over the item if nobody saved it since `version` was read; otherwise nothing
 * is written and the caller keeps the typed values in the form.
 */
export async function updateContent(db: Database, section: ContentSection, actor: SessionUser, id: number, version: number, value: FormValues, now = new Date()): Promise<SaveResult> {
  const { table, toColumns, toForm } = BINDINGS[section];
  const kind = CONTENT_KINDS[section];
  try {
    const result = await db.transaction(async (tx: Tx) => {
      const [locked] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as Record<string, unknown>[];
      if (!locked) return { status: "not_found" } as const;
      const before = normalRow(section, locked);
      if (before.version !== version) return { status: "conflict" } as const;
      const wanted = text(value.slug);
      if (wanted && wanted !== before.slug && (await slugInUse(tx, section, wanted, id))) return { status: "slug_taken" } as const;
      const columns: Record<string, unknown> = { ...toColumns(value, now), slug: wanted ?? before.slug, updatedAt: now, version: sql`${table.version} + 1` };
      // The creation date of a post or proposal is not the date of its last edit.
      if (section === "blog" || section === "propositions" || section === "campagnes") delete columns.date;
      // Saved by a person: no longer the install's sample (the public notice counts samples).
      if (kind.ordered) columns.isSample = false;
      if (section === "blog" && value.published === true && !before.publishedAt) columns.publishedAt = now;
      await tx.update(table).set(columns).where(and(eq(table.id, id), eq(table.version, version)));
      const beforeForm = toForm(before);
      const flag = flagFieldOf(kind);
      const publishChange = kind.hasDrafts && beforeForm[flag] !== (value[flag] === true);
      await recordJournal(tx, actor, {
        action: publishChange ? (value[flag] === true ? "publish" : "unpublish") : "update",
        entityType: kind.journalEntity,
        entityId: id,
        entityLabel: titleOf(section, value),
        summary: changesSummary(section, beforeForm, { ...value, slug: wanted ?? before.slug }),
      });
      // More places (or no limit any more): the waiting list of a rencontre moves up, its emails queued here.
      if (section === "rencontres") await promoteAfterEventSave(tx, id, now);
      return { status: "ok", id } as const;
    });
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "slug_taken" };
    throw error;
  }
}

/** Flips the published (or visible) flag; null when the item does not exist. */
export async function togglePublished(db: Database, section: ContentSection, actor: SessionUser, id: number, now = new Date()): Promise<{ published: boolean } | null> {
  const { table } = BINDINGS[section];
  const kind = CONTENT_KINDS[section];
  if (!kind.hasDrafts) return null;
  const flag = table[flagColumnOf(section)];
  const labels = flagLabelsOf(kind);
  return db.transaction(async (tx: Tx) => {
    const set: Record<string, unknown> = { [flagColumnOf(section)]: sql`not ${flag}`, updatedAt: now, version: sql`${table.version} + 1` };
    if (section === "blog") set.publishedAt = sql`coalesce(${table.publishedAt}, case when ${table.published} then null else ${now.toISOString()}::timestamptz end)`;
    const [row] = await tx.update(table).set(set).where(eq(table.id, id)).returning({ published: flag, title: table[titleColumnOf(section)] });
    if (!row) return null;
    await recordJournal(tx, actor, { action: row.published ? "publish" : "unpublish", entityType: kind.journalEntity, entityId: id, entityLabel: row.title, summary: row.published ? labels.turnedOn : labels.turnedOff });
    return { published: row.published as boolean };
  });
}

/**
 * Moves an item of an ordered kind one place up or down: it swaps places with its neighbour in
 * the list's order. "edge" when it is already first (or last), null when it does not exist.
 */
export async function moveContent(db: Database, section: ContentSection, actor: SessionUser, id: number, direction: "up" | "down", now = new Date()): Promise<"moved" | "edge" | null> {
  const { table } = BINDINGS[section];
  const kind = CONTENT_KINDS[section];
  if (!kind.ordered) return null;
  return db.transaction(async (tx: Tx) => {
    // The whole order is locked: two moves at once cannot interleave.
    const rows = (await tx.select({ id: table.id, position: table.position, title: table[titleColumnOf(section)] }).from(table).orderBy(asc(table.position), asc(table.id)).for("update")) as {
      id: number;
      position: number;
      title: string;
    }[];
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) return null;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return "edge";
    // Positions are renumbered 1…n in the new order (ties and gaps from older rows disappear).
    const order = rows.map((row) => row.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [i, rowId] of order.entries()) {
      if (rows.find((row) => row.id === rowId)!.position !== i + 1) await tx.update(table).set({ position: i + 1, updatedAt: now }).where(eq(table.id, rowId));
    }
    await recordJournal(tx, actor, {
      action: "update",
      entityType: kind.journalEntity,
      entityId: id,
      entityLabel: rows[index]!.title,
      summary: `Déplacé vers le ${direction === "up" ? "haut" : "bas"} (position ${target + 1} sur ${rows.length})`,
    });
    return "moved";
  });
}

/** Deletes the item; its title, or null when it did not exist. */
export async function deleteContent(db: Database, section: ContentSection, actor: SessionUser, id: number): Promise<{ title: string } | null> {
  const { table } = BINDINGS[section];
  const kind = CONTENT_KINDS[section];
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ title: table[titleColumnOf(section)] });
    if (!row) return null;
    await recordJournal(tx, actor, { action: "delete", entityType: kind.journalEntity, entityId: id, entityLabel: row.title });
    return { title: row.title as string };
  });
}

/** How many items an ordered kind has, how many are online, and how many samples remain online. */
export async function orderedKindSummary(db: Database, section: ContentSection): Promise<{ total: number; online: number; onlineSamples: number }> {
  const { table } = BINDINGS[section];
  const flag = table[flagColumnOf(section)];
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${flag})::int`,
      onlineSamples: sql<number>`count(*) filter (where ${flag} and ${table.isSample})::int`,
    })
    .from(table);
  return { total: Number(row?.total ?? 0), online: Number(row?.online ?? 0), onlineSamples: Number(row?.onlineSamples ?? 0) };
}
