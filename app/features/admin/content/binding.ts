// What the content editor's engine (content.server.ts) needs of a kind's table, declared by each
// domain next to its kind (features/<domain>/admin/editor.server.ts): the table, the list's order
// and search, the mapping between the validated form and the columns, the card of the list, and
// what the kind does beyond the shared path (the blog's publication date, the waiting list of a
// rencontre that gains places).
import type { SQL } from "drizzle-orm";
import type { SessionUser } from "~/lib/auth.server";
import type { Transaction } from "~/db/client.server";

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
  /** A seeded sample not yet saved by anyone ("Exemple"). */
  sample: boolean;
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
export type Row = Record<string, unknown> & { id: number; slug: string; title: string; version: number };

export interface ContentBinding {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables share the document columns
  table: any;
  order: (t: ContentBinding["table"]) => SQL[];
  /** The column holding the item's title ("title" unless given: a person's name). */
  titleColumn?: string;
  /** The columns the list's text filter searches (title, summary and category unless given). */
  searchColumns?: string[];
  /** Columns from the validated form; `existing` is the row being edited. */
  toColumns: (value: FormValues, now: Date) => Record<string, unknown>;
  toForm: (row: Row) => FormDefaults;
  card: (row: Row) => Omit<ContentCard, "id" | "title" | "slug" | "published" | "urgent" | "createdAt" | "sample">;
  /** Columns set only when the item is created (the blog's author and first publication). */
  onCreate?: (value: FormValues, actor: SessionUser, now: Date) => Record<string, unknown>;
  /** Columns of toColumns that an edit leaves as they were (the creation date of a post). */
  keptOnUpdate?: readonly string[];
  /** Columns set by an edit from the row as it was (the blog's first publication). */
  onUpdate?: (value: FormValues, before: Row, now: Date) => Record<string, unknown>;
  /** Columns set when the publish toggle flips (the blog's first publication). */
  onToggle?: (table: ContentBinding["table"], now: Date) => Record<string, unknown>;
  /** Work in the save's transaction once an edit is written (a rencontre's waiting list moves up). */
  afterUpdate?: (tx: Transaction, id: number, now: Date) => Promise<void>;
}

/** A trimmed text, or null when empty. */
export const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
export const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

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

