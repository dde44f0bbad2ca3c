// The site's own parsers, fuzzed: the bounded form reader on whole requests, the CSV reader of the
// payment import, the search query's normalisation, redirect targets, the private links' tokens,
// idempotency keys, the positions page's query string and the text cleaning of every form field.
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { contactSchema } from "~/features/contact/schema";
import { guessMapping, IMPORT_FIELDS } from "~/features/membership/payments";
import { membershipSchemaFor } from "~/features/membership/schema";
import { parseNewsletterToken } from "~/features/newsletter/schema";
import { parsePositionsQuery } from "~/features/positions/schema";
import { isSearchable, likePattern, MAX_QUERY_LENGTH, normalizeQuery, queryWords, tsQueryText } from "~/features/search/rules";
import { CSV_READ_LIMITS, readCsv } from "~/lib/csv-read";
import { FORM_REJECTIONS, readBoundedForm } from "~/lib/form-data.server";
import { cleanText, IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { idempotencyKeyFrom, newIdempotencyKey } from "~/lib/idempotency.server";
import { createPrivateToken, hashPrivateToken, isWellFormedPrivateToken } from "~/lib/private-token.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { codeUnitString, hostileKey, hostileString, prototypeIsClean } from "./arbitraries";

// Property runs are CPU-bound: on a loaded shared machine one may take several seconds.
vi.setConfig({ testTimeout: 60_000 });

const RUNS = { numRuns: 100 };
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// --- The bounded form reader on whole requests ------------------------------------------------

const contentTypes = fc.oneof(
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-16",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="unterminated',
    "multipart/form-data; boundary=b",
    "application/json",
    "text/plain",
    "MULTIPART/FORM-DATA; boundary=b",
    ";;;",
  ),
  fc.string({ maxLength: 40 }),
);
const boundary = "b";
/** Multipart bodies as a bot would build them: parts with odd headers, truncated, or none at all. */
const multipartBody = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof(hostileKey, fc.constant("name")), hostileString, fc.option(fc.string({ maxLength: 20 }), { nil: undefined })), { maxLength: 6 }),
    fc.boolean(),
    fc.nat({ max: 100 }),
  )
  .map(([parts, closed, cutPercent]) => {
    const text = parts.map(([name, value, filename]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n\r\n${value}\r\n`).join("") + (closed ? `--${boundary}--\r\n` : "");
    return text.slice(0, Math.ceil((text.length * (100 - cutPercent)) / 100));
  });
const bodies = fc.oneof(
  fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 20 }).map((pairs) => new URLSearchParams(pairs).toString()),
  codeUnitString(400),
  fc.uint8Array({ maxLength: 512 }),
  multipartBody,
  fc.constantFrom("%", "%E9", "%ED%A0%80=%C3%28", "a=%zz&b=%", '{"name":"x"}', "=&=&&", "a[99999999]=1&__proto__[x]=1"),
);

describe("bounded form reader (every action's first step)", () => {
  test("any body with any content type either reads as a form or is refused with a French 4xx", async () => {
    const schemas = [contactSchema, membershipSchemaFor([2025, 2026])];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("POST", "PUT", "PATCH", "DELETE"), contentTypes, bodies, fc.constantFrom(0, 1), async (method, type, body, which) => {
        const request = new Request("http://localhost/form", { method, body, headers: { "content-type": type } });
        try {
          const form = await readBoundedForm(request, schemas[which]!);
          expect(method).toBe("POST");
          for (const [, value] of form.entries()) if (typeof value === "string") expect(value).not.toMatch(CONTROL);
        } catch (error) {
          const answer = error as { data?: unknown; init?: { status?: number } };
          expect(answer?.init?.status, String(error)).toBeGreaterThanOrEqual(400);
          expect(answer.init!.status).toBeLessThan(500);
          expect(Object.values(FORM_REJECTIONS)).toContain(answer.data);
        }
        expect(prototypeIsClean()).toBe(true);
      }),
      RUNS,
    );
  });
});

// --- CSV reader (payment import) ---------------------------------------------------------------

/** A cell as a spreadsheet would hold it: separators, quotes, line breaks, accents. */
const cell = fc.string({ unit: fc.constantFrom(..."ab é;,\"\n\r\t12€".split("")), maxLength: 12 });
/** RFC 4180 writing of a cell: quoted when it holds a separator, a quote or a line break. */
const writeCell = (value: string, sep: string) => (value.includes(sep) || /["\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value);

describe("CSV reader (payment import)", () => {
  test("never throws, whatever the bytes, and what it returns stays within its limits", () => {
    const limits = { maxRows: 20, maxColumns: 6, maxCellLength: 30, maxBytes: 4096 };
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 600 }), codeUnitString(600), fc.string({ unit: fc.constantFrom(..."a;,\"\r\n é".split("")), maxLength: 600 })), (input) => {
        const result = readCsv(input, limits);
        if (!result.ok) {
          expect(result.error.length).toBeGreaterThan(0);
          return;
        }
        const { headers, rows, lines } = result.table;
        expect(headers.length).toBeGreaterThanOrEqual(2);
        expect(headers.length).toBeLessThanOrEqual(limits.maxColumns);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThanOrEqual(limits.maxRows);
        expect(lines).toHaveLength(rows.length);
        for (const row of rows) {
          expect(row).toHaveLength(headers.length);
          for (const value of row) expect(value.length).toBeLessThanOrEqual(limits.maxCellLength);
        }
        // The column guess of the mapping step works on whatever headers came out.
        const mapping = guessMapping(headers);
        for (const field of IMPORT_FIELDS) expect(mapping[field]).toBeLessThan(headers.length);
      }),
      { numRuns: 200 },
    );
  });

  test("a table written by the rules of RFC 4180 reads back cell for cell, with either separator, CRLF or LF, with or without BOM", () => {
    const table = fc.integer({ min: 2, max: 5 }).chain((columns) =>
      fc.tuple(
        fc.array(fc.string({ unit: fc.constantFrom(..."Datemontanréfc ".split("")), minLength: 1, maxLength: 8 }).map((h) => `H${h.trim()}`), { minLength: columns, maxLength: columns }),
        fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 8 }),
      ),
    );
    fc.assert(
      fc.property(table, fc.constantFrom(";", ","), fc.constantFrom("\r\n", "\n"), fc.boolean(), ([headers, rows], sep, eol, bom) => {
        // A row of empty cells only is a blank line when there is one column; keep rows non-blank.
        fc.pre(rows.every((row) => row.some((c) => c !== "")));
        const text = (bom ? "\uFEFF" : "") + [headers, ...rows].map((row) => row.map((c) => writeCell(c, sep)).join(sep)).join(eol) + eol;
        const result = readCsv(new TextEncoder().encode(text));
        expect(result.ok, result.ok ? "" : result.error).toBe(true);
        if (!result.ok) return;
        expect(result.table.separator).toBe(sep);
        expect(result.table.headers).toEqual(headers);
        expect(result.table.rows).toEqual(rows);
      }),
      RUNS,
    );
  });

  test("invalid UTF-8, binary content and files over the limits are refused with a message", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.integer({ min: 1, max: 3 }), (bytes, extra) => {
        const invalid = new Uint8Array([...new TextEncoder().encode("a;b\n1;"), 0xc3, 0x28, ...bytes]);
        expect(readCsv(invalid).ok).toBe(false);
        expect(readCsv(`a;b\n1;\u0000${String.fromCharCode(...bytes)}`).ok).toBe(false);
        const tooMany = `a;b\n${"1;2\n".repeat(CSV_READ_LIMITS.maxRows + extra)}`;
        expect(readCsv(tooMany).ok).toBe(false);
        expect(readCsv(`a;b\n1;${"x".repeat(CSV_READ_LIMITS.maxCellLength + extra)}\n`).ok).toBe(false);
      }),
      { numRuns: 15 },
    );
  });
});

// --- Search query ---------------------------------------------------------------------------

describe("search query normalisation", () => {
  test("any value becomes a short, clean, single-line query; normalising twice changes nothing", () => {
    // Long queries of short words: the length cut can fall just after a space.
    const longWords = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 5 })).map(([n, pad]) => `${" ".repeat(pad)}${`${"x".repeat(n)} `.repeat(400)}`);
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.anything(), longWords), (raw) => {
        const query = normalizeQuery(raw);
        expect(typeof query).toBe("string");
        expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(query).not.toMatch(CONTROL);
        expect(query).not.toMatch(/[\r\n\t]|\s{2}|^\s|\s$/);
        expect(normalizeQuery(query)).toBe(query);
        expect(typeof isSearchable(query)).toBe("boolean");
      }),
      { numRuns: 200 },
    );
  });

  test("the full-text expression holds only letters, digits and its own operators, so it is always valid tsquery syntax", () => {
    const corrections = fc.dictionary(fc.string({ maxLength: 10 }), fc.array(hostileString, { maxLength: 3 }), { maxKeys: 4 });
    fc.assert(
      fc.property(hostileString, corrections, (raw, fixes) => {
        const expression = tsQueryText(normalizeQuery(raw), new Map(Object.entries(fixes)));
        const term = String.raw`[\p{L}\p{N}]+(?::\*)?`;
        const group = `(?:${term}|\\((?:${term})(?: \\| [\\p{L}\\p{N}]+)*\\))`;
        expect(expression).toMatch(new RegExp(`^(?:${group}(?: & ${group})*)?$`, "u"));
        expect(queryWords(raw).length).toBeLessThanOrEqual(8);
      }),
      { numRuns: 200 },
    );
  });

  test("LIKE wildcards in the query are escaped: the pattern matches the query literally", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "%", "_", "\\", "é"), maxLength: 20 }), (query) => {
        const pattern = likePattern(query);
        const inner = pattern.slice(1, -1);
        // Unescaping the pattern gives the query back: no bare wildcard is left inside.
        expect(inner.replace(/\\(.)/g, "$1")).toBe(query);
        expect(inner.replace(/\\./g, "")).not.toMatch(/[%_\\]/);
      }),
      RUNS,
    );
  });
});

// --- Redirect targets (V5) -------------------------------------------------------------------

describe("safe redirect targets", () => {
  const origin = "https://adpl.example";
  const attempts = fc.oneof(
    hostileString,
    fc.webUrl(),
    fc.tuple(fc.constantFrom("/", "//", "/\\", "\\\\", "/%2F", "/\t/", "/\u0000/", " /", "/./", "https:", "javascript:", "%2F%2F"), fc.constantFrom("evil.example", "evil.example/x", "@evil.example", "alert(1)")).map(([a, b]) => a + b),
    fc.webPath(),
  );

  test("whatever is asked, the target is a path of this site, resolved on this origin", () => {
    fc.assert(
      fc.property(attempts, fc.option(fc.constantFrom("/", "/espace"), { nil: undefined }), (target, fallback) => {
        const path = safeRedirectPath(target, fallback);
        expect(path.startsWith("/")).toBe(true);
        expect(path).not.toMatch(/[\u0000-\u001f]/);
        // What a browser does with the Location header: resolve it against the page's URL.
        expect(new URL(path, `${origin}/page`).origin).toBe(origin);
      }),
      { numRuns: 300 },
    );
  });

  test("a path of this site is kept as given", () => {
    fc.assert(
      fc.property(fc.webPath().filter((p) => p.startsWith("/") && !p.startsWith("//") && p.length <= 2048), (path) => {
        expect(safeRedirectPath(path)).toBe(path);
      }),
      RUNS,
    );
  });
});

// --- Tokens and keys -------------------------------------------------------------------------

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("private link tokens, newsletter tokens, idempotency keys", () => {
  test("a created token is well formed, its hash is a SHA-256 and differs from the token", () => {
    fc.assert(
      fc.property(fc.nat(), () => {
        const { token, hash } = createPrivateToken();
        expect(isWellFormedPrivateToken(token)).toBe(true);
        expect(parseNewsletterToken(token)).toBe(token);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(hashPrivateToken(token)).toBe(hash);
      }),
      { numRuns: 30 },
    );
  });

  test("only 43 base64url characters make a token; anything else is refused before any lookup", () => {
    const token43 = fc.string({ unit: fc.constantFrom(...BASE64URL.split("")), minLength: 43, maxLength: 43 });
    fc.assert(
      fc.property(fc.oneof(token43, hostileString, token43.map((t) => `${t}=`), token43.map((t) => t.slice(1)), token43.map((t) => `${t.slice(0, 20)}+${t.slice(21)}`), token43.map((t) => ` ${t}`)), (candidate) => {
        const expected = candidate.length === 43 && [...candidate].every((c) => BASE64URL.includes(c));
        expect(isWellFormedPrivateToken(candidate)).toBe(expected);
        expect(parseNewsletterToken(candidate) !== null).toBe(expected);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isWellFormedPrivateToken(value as string)).toBe(typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value));
        expect(parseNewsletterToken(value)).toBe(typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null);
      }),
      RUNS,
    );
  });

  test("an idempotency key is a lower-case UUID; anything else means no key", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.constant(newIdempotencyKey()), hostileString, fc.uuid().map((u) => u.toUpperCase()), fc.uuid().map((u) => `${u} `)), (candidate) => {
        const form = new FormData();
        form.append(IDEMPOTENCY_FIELD, candidate);
        const expected = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(candidate);
        expect(idempotencyKeyFrom(form)).toBe(expected ? candidate : null);
      }),
      RUNS,
    );
  });
});

// --- Positions query string, form text cleaning ----------------------------------------------

describe("positions page query string", () => {
  test("any query string gives a valid filter, never an exception", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom("annee", "theme", "q")), hostileString), { maxLength: 10 }), (pairs) => {
        const query = parsePositionsQuery(new URLSearchParams(pairs));
        expect(query).toBeTypeOf("object");
        expect(prototypeIsClean()).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("form text cleaning", () => {
  test("single-line values lose every line break and control character; multi-line values keep only \\n", () => {
    fc.assert(
      fc.property(codeUnitString(200), (value) => {
        const line = cleanText(value);
        expect(line).not.toMatch(CONTROL);
        expect(line).not.toMatch(/[\r\n\t\u2028\u2029\u0085]/);
        const text = cleanText(value, true);
        expect(text).not.toMatch(CONTROL);
        expect(text).not.toMatch(/\r/);
        // Printable text is kept as typed.
        expect(cleanText(value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ""))).toBe(value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ""));
      }),
      { numRuns: 200 },
    );
  });
});
