// The back-office's writes and reads of editorial content, one path for every kind (blog posts,
// rencontres, propositions, prises de position, and the association's own pages: the board,
// testimonials, campaigns), each kind's table and mapping declared by its domain
// (features/<domain>/admin/editor.server.ts): the list (search, pagination), the form values of
// one item, create, update refused when the item changed since the form was opened (the
// `version` column), the publish toggle, the order of the ordered kinds, and delete. Every write
// records its journal entry in the same transaction (ADR 0011).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { campaignBinding } from "~/features/campaigns/admin/editor.server";
import { timelinePeriodBinding } from "~/features/history/admin/editor.server";
import { eventBinding } from "~/features/events/admin/editor.server";
import { positionBinding } from "~/features/positions/admin/editor.server";
import { proposalBinding } from "~/features/proposals/admin/editor.server";
import { blogBinding } from "~/features/blog/admin/editor.server";
import { boardMemberBinding } from "~/features/team/admin/editor.server";
import { testimonialBinding } from "~/features/testimonials/admin/editor.server";
import { countRows, defineList, paginate, searchCondition, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { changedFieldNames, recordJournal } from "~/lib/journal.server";
import { iso, text, type ContentBinding, type ContentCard, type ContentForm, type FormDefaults, type FormValues, type Row } from "./binding";
import { CONTENT_KINDS } from "./kinds";
import { flagFieldOf, flagLabelsOf, slugify, type ContentSection } from "./kit";

const BINDINGS: Record<ContentSection, ContentBinding> = {
  blog: blogBinding,
  rencontres: eventBinding,
  propositions: proposalBinding,
  "prises-positions": positionBinding,
  equipe: boardMemberBinding,
  temoignages: testimonialBinding,
  campagnes: campaignBinding,
  frise: timelinePeriodBinding,
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
    sample: row.isSample as boolean,
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
    sample: row.isSample as boolean,
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
      const columns: Record<string, unknown> = { ...toColumns(value, now), ...BINDINGS[section].onCreate?.(value, actor, now), slug };
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
  const { table, toColumns, toForm, keptOnUpdate = [], onUpdate, afterUpdate } = BINDINGS[section];
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
      for (const column of keptOnUpdate) delete columns[column];
      // Saved by a person: no longer the install's sample (the public labels and band count samples).
      columns.isSample = false;
      Object.assign(columns, onUpdate?.(value, before, now));
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
      await afterUpdate?.(tx, id, now);
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
    const set: Record<string, unknown> = { [flagColumnOf(section)]: sql`not ${flag}`, updatedAt: now, version: sql`${table.version} + 1`, ...BINDINGS[section].onToggle?.(table, now) };
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
