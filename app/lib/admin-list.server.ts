// The back-office lists' shared machinery: query parameters read from the URL with zod (page,
// page size, sort and filters from allowlists, cleaned search text), the SQL conditions they
// make (escaped ILIKE search), pagination with totals, id validation, and CSV export shaped
// for French Excel (UTF-8 with BOM, `;` separator, formula injection neutralised).
import { and, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { cleanText } from "./form-fields";

export const LIST_DEFAULT_PAGE_SIZE = 20;
export const LIST_MAX_PAGE_SIZE = 100;
/** Deeper pages are clamped: no list of the association gets near 10 000 pages. */
export const LIST_MAX_PAGE = 10_000;
export const LIST_SEARCH_MAX_LENGTH = 100;

/** URL parameter names shared by every list (French, like the site's other URLs). */
export const LIST_PARAMS = { page: "page", pageSize: "par_page", sort: "tri", search: "q" } as const;

// ---------------------------------------------------------------------------------------------
// Ids

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID as PostgreSQL prints it; anything else never reaches a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------
// Query parameters

type FilterValue = string | number;

/** One filter: its URL parameter and the only values it accepts. */
export interface FilterSpec<V extends FilterValue = FilterValue> {
  param: string;
  values: readonly V[];
}

type ReservedKey = "page" | "pageSize" | "sort" | "search";
type Filters = Record<string, FilterSpec>;

/** A parsed list query: always complete and within bounds. Filters absent from the URL are undefined. */
export type ListQuery<F extends Filters, S extends string> = {
  page: number;
  pageSize: number;
  sort: S;
  /** Trimmed, control characters removed, spaces collapsed, at most 100 characters; undefined when empty. */
  search: string | undefined;
} & { [K in keyof F]: F[K]["values"][number] | undefined };

/** What code may pass instead of a URL (tests, exports): any subset, normalised the same way. */
export type ListInput<F extends Filters, S extends string> = Partial<{
  page: number;
  pageSize: number;
  sort: S;
  search: string;
}> & { [K in keyof F]?: F[K]["values"][number] };

export interface ListDefinition<F extends Filters, S extends string> {
  filters: F & { [K in ReservedKey]?: never };
  /** Allowed sort names; the first is the default. */
  sorts: readonly [S, ...S[]];
  defaultPageSize?: number;
  maxPageSize?: number;
}

export interface ListKind<F extends Filters, S extends string> {
  readonly filters: F;
  readonly sorts: readonly [S, ...S[]];
  readonly defaultPageSize: number;
  readonly maxPageSize: number;
  /** Reads the list's parameters from a URL; a bad value falls back to its default, never an error. */
  fromUrl(source: URL | URLSearchParams): ListQuery<F, S>;
  /** The same normalisation for values passed by code. */
  normalize(input?: ListInput<F, S>): ListQuery<F, S>;
  /** The URL parameters of a query, defaults left out (pagination links, the CSV link). */
  toSearchParams(query: ListQuery<F, S>, changes?: ListInput<F, S>): URLSearchParams;
}

/** The parsed query of a list declared with defineList. */
export type ListQueryOf<L> = L extends ListKind<infer F, infer S> ? ListQuery<F, S> : never;
/** What code may pass to a list declared with defineList. */
export type ListInputOf<L> = L extends ListKind<infer F, infer S> ? ListInput<F, S> : never;

/** Search text as the lists match it: one line, no control characters, bounded. */
export function cleanSearchText(value: string): string | undefined {
  const cleaned = cleanText(value).replace(/\s+/g, " ").trim().slice(0, LIST_SEARCH_MAX_LENGTH).trim();
  return cleaned || undefined;
}

/** Describes a list once (filters, sorts, page sizes) and returns its parsers. */
export function defineList<F extends Filters, S extends string>(definition: ListDefinition<F, S>): ListKind<F, S> {
  const filters = definition.filters as F;
  const sorts = definition.sorts;
  const defaultPageSize = definition.defaultPageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const maxPageSize = definition.maxPageSize ?? LIST_MAX_PAGE_SIZE;
  const paramNames = [...Object.values(LIST_PARAMS), ...Object.values(filters).map((f) => f.param)];
  if (new Set(paramNames).size !== paramNames.length) throw new Error(`List parameters must be distinct: ${paramNames.join(", ")}`);

  const filterSchema = (spec: FilterSpec) => {
    const byText = new Map(spec.values.map((v) => [String(v), v] as const));
    return z
      .unknown()
      .transform((raw) => (raw === undefined || raw === null ? undefined : byText.get(String(raw))))
      .catch(undefined);
  };
  const schema = z.object({
    page: z.coerce.number().int().min(1).catch(1).transform((n) => Math.min(n, LIST_MAX_PAGE)),
    pageSize: z.coerce.number().int().min(1).catch(defaultPageSize).transform((n) => Math.min(n, maxPageSize)),
    sort: z.enum(sorts as unknown as [S, ...S[]]).catch(sorts[0]),
    search: z.string().optional().catch(undefined).transform((v) => (v === undefined ? undefined : cleanSearchText(v))),
    ...Object.fromEntries(Object.entries(filters).map(([key, spec]) => [key, filterSchema(spec)])),
  });

  const normalize = (input: Record<string, unknown> = {}) => schema.parse(input) as ListQuery<F, S>;

  return {
    filters,
    sorts,
    defaultPageSize,
    maxPageSize,
    normalize,
    fromUrl(source) {
      const params = source instanceof URL ? source.searchParams : source;
      const read = (name: string) => params.get(name) ?? undefined;
      return normalize({
        page: read(LIST_PARAMS.page),
        pageSize: read(LIST_PARAMS.pageSize),
        sort: read(LIST_PARAMS.sort),
        search: read(LIST_PARAMS.search),
        ...Object.fromEntries(Object.entries(filters).map(([key, spec]) => [key, read(spec.param)])),
      });
    },
    toSearchParams(query, changes = {}) {
      const next = normalize({ ...query, ...changes });
      const params = new URLSearchParams();
      for (const [key, spec] of Object.entries(filters)) {
        const value = next[key as keyof F];
        if (value !== undefined) params.set(spec.param, String(value));
      }
      if (next.search) params.set(LIST_PARAMS.search, next.search);
      if (next.sort !== sorts[0]) params.set(LIST_PARAMS.sort, next.sort);
      if (next.pageSize !== defaultPageSize) params.set(LIST_PARAMS.pageSize, String(next.pageSize));
      if (next.page !== 1) params.set(LIST_PARAMS.page, String(next.page));
      return params;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SQL

/** Escapes LIKE's wildcards so that `%`, `_` and `\` match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring match of the search text in any of the columns; undefined without search. */
export function searchCondition(search: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined {
  if (!search || columns.length === 0) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The WHERE clause of a list: each filter that has a value equals its column, and the search
 * matches one of the searched columns.
 */
export function listWhere<F extends Filters, S extends string>(
  query: ListQuery<F, S>,
  columns: { filters: { [K in keyof F]: AnyPgColumn }; search: readonly AnyPgColumn[] },
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, column] of Object.entries(columns.filters) as Array<[keyof F & string, AnyPgColumn]>) {
    const value = query[key];
    if (value !== undefined) conditions.push(eq(column, value));
  }
  const match = searchCondition(query.search, columns.search);
  if (match) conditions.push(match);
  return conditions.length ? and(...conditions) : undefined;
}

/** Rows of a table matching a condition. */
export async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Pagination

export interface ListPage<T> {
  items: T[];
  total: number;
  /** The page actually returned: a page past the end gives the last page. */
  page: number;
  pageSize: number;
  /** At least 1, so "page 1 of 1" reads right on an empty list. */
  pageCount: number;
}

export type FetchPage<T> = (limit: number, offset: number) => Promise<T[]>;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(Math.ceil(total / pageSize), 1);
}

/** One page of a list and its total, counted in parallel; past the end, the last page. */
export async function paginate<T>(
  query: { page: number; pageSize: number },
  fetchPage: FetchPage<T>,
  countAll: () => Promise<number>,
): Promise<ListPage<T>> {
  const { page, pageSize } = query;
  const [items, total] = await Promise.all([fetchPage(pageSize, (page - 1) * pageSize), countAll()]);
  const pageCount = pageCountOf(total, pageSize);
  if (page <= pageCount) return { items, total, page, pageSize, pageCount };
  const last = total > 0 ? await fetchPage(pageSize, (pageCount - 1) * pageSize) : [];
  return { items: last, total, page: pageCount, pageSize, pageCount };
}

/** Every row of a list, in batches (CSV export); stops at the first short batch. */
export async function* allRows<T>(fetchPage: FetchPage<T>, batchSize = 500): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await fetchPage(batchSize, offset);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}

// ---------------------------------------------------------------------------------------------
// CSV for French spreadsheets

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  /** French column title. */
  header: string;
  value: (row: T) => CsvValue;
}

export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
const CSV_LINE_END = "\r\n";

const csvDate = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Paris",
});

/** Cells a spreadsheet would read as a formula (or a DDE command) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: French formats, formula injection neutralised with a leading apostrophe, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = csvDate.format(value).replace(",", "");
  else if (typeof value === "boolean") text = value ? "oui" : "non";
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value).replace(".", ",") : "";
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine<T>(columns: readonly CsvColumn<T>[], row: T): string {
  return columns.map((c) => csvCell(c.value(row))).join(CSV_SEPARATOR) + CSV_LINE_END;
}

function csvHeader(columns: readonly CsvColumn<unknown>[]): string {
  return CSV_BOM + columns.map((c) => csvCell(c.header)).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** A whole CSV document as a string: BOM, header line, one line per row, CRLF line ends. */
export function encodeCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  let out = csvHeader(columns as readonly CsvColumn<unknown>[]);
  for (const row of rows) out += csvLine(columns, row);
  return out;
}

/** The same document streamed batch by batch (the next batch is read only when the client takes more). */
export function csvStream<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader(columns as readonly CsvColumn<unknown>[])));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(columns, row)).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A download response for a CSV document; the name is reduced to safe characters. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  const safeName = `${filename.replace(/\.csv$/i, "").replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 80) || "export"}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safeName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Exports are personal data: never indexed, even if a link leaks.
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
