// Unit tests of the admin lists' shared machinery: URL parameters, LIKE escaping, pagination
// bounds and CSV encoding for French Excel.
import { describe, expect, test } from "vitest";
import {
  allRows,
  CSV_BOM,
  csvCell,
  csvResponse,
  csvStream,
  defineList,
  encodeCsv,
  escapeLike,
  isUuid,
  LIST_MAX_PAGE,
  paginate,
} from "./admin-list.server";

const list = defineList({
  filters: {
    status: { param: "statut", values: ["nouveau", "traite"] },
    annee: { param: "annee", values: [2025, 2026] },
  },
  sorts: ["recent", "ancien"],
});

const fromUrl = (query: string) => list.fromUrl(new URL(`http://localhost/admin/liste?${query}`));

describe("list parameters from a URL", () => {
  test("no parameters: first page, default size and sort, no filter, no search", () => {
    expect(fromUrl("")).toEqual({ page: 1, pageSize: 20, sort: "recent", search: undefined, status: undefined, annee: undefined });
  });

  test("French parameter names are read and typed; numeric filters come back as numbers", () => {
    expect(fromUrl("page=3&par_page=50&tri=ancien&q=fontaine&statut=traite&annee=2026")).toEqual({
      page: 3,
      pageSize: 50,
      sort: "ancien",
      search: "fontaine",
      status: "traite",
      annee: 2026,
    });
  });

  test.each([
    ["page=0", 1],
    ["page=-4", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=", 1],
    ["page=99999999999", LIST_MAX_PAGE],
  ])("a page out of bounds (%s) falls back into range", (query, page) => {
    expect(fromUrl(query).page).toBe(page);
  });

  test("the page size is bounded: too big is clamped to 100, nonsense gives the default", () => {
    expect(fromUrl("par_page=100000").pageSize).toBe(100);
    expect(fromUrl("par_page=0").pageSize).toBe(20);
    expect(fromUrl("par_page=dix").pageSize).toBe(20);
  });

  test("sorts and filters outside their allowlists are ignored", () => {
    const query = fromUrl("tri=created_at;drop%20table&statut=archive&annee=1999&annee=2025");
    expect(query.sort).toBe("recent");
    expect(query.status).toBeUndefined();
    expect(query.annee).toBeUndefined();
    expect(fromUrl("statut=TRAITE").status).toBeUndefined();
  });

  test("search text is trimmed, one line, without control characters, at most 100 characters", () => {
    expect(fromUrl("q=%20%20rue%0A%0Dde%09la%20%20R%C3%A9publique%00%20").search).toBe("rue de la République");
    expect(fromUrl("q=%20%20%20").search).toBeUndefined();
    expect(fromUrl(`q=${"é".repeat(300)}`).search).toBe("é".repeat(100));
    expect(fromUrl("q=L%E2%80%99%C3%A9t%C3%A9").search).toBe("L’été");
  });

  test("code gets the same normalisation", () => {
    expect(list.normalize({ page: -1, pageSize: 500, search: "  a  b ", annee: 2025 })).toMatchObject({ page: 1, pageSize: 100, search: "a b", annee: 2025 });
  });

  test("toSearchParams writes only what differs from the defaults, for links and the CSV export", () => {
    const query = fromUrl("statut=traite&q=bancs%20cass%C3%A9s&page=2");
    expect(list.toSearchParams(query).toString()).toBe("statut=traite&q=bancs+cass%C3%A9s&page=2");
    expect(list.toSearchParams(query, { page: 1 }).toString()).toBe("statut=traite&q=bancs+cass%C3%A9s");
    expect(list.toSearchParams(fromUrl("")).toString()).toBe("");
    expect(list.fromUrl(list.toSearchParams(query))).toEqual(query);
  });
});

test("a filter cannot reuse a parameter name", () => {
  expect(() => defineList({ filters: { texte: { param: "q", values: ["a"] } }, sorts: ["recent"] })).toThrow(/distinct/);
});

test("ids: only UUIDs are accepted", () => {
  expect(isUuid("3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe(true);
  expect(isUuid("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe(true);
  expect(isUuid("pas-un-id")).toBe(false);
  expect(isUuid("3f2504e0-4f89-41d3-9a0c-0305e82c3301' or 1=1--")).toBe(false);
  expect(isUuid(undefined)).toBe(false);
});

test("escapeLike makes %, _ and \\ literal", () => {
  expect(escapeLike("100%_sûr\\")).toBe("100\\%\\_sûr\\\\");
});

describe("pagination", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);
  const fetchPage = async (limit: number, offset: number) => rows.slice(offset, offset + limit);
  const countAll = async () => rows.length;

  test("a page in range", async () => {
    expect(await paginate({ page: 2, pageSize: 20 }, fetchPage, countAll)).toEqual({ items: rows.slice(20, 40), total: 45, page: 2, pageSize: 20, pageCount: 3 });
  });

  test("a page past the end gives the last page", async () => {
    expect(await paginate({ page: 9, pageSize: 20 }, fetchPage, countAll)).toMatchObject({ items: rows.slice(40), page: 3, pageCount: 3 });
  });

  test("an empty list has one empty page", async () => {
    expect(await paginate({ page: 4, pageSize: 20 }, async () => [], async () => 0)).toEqual({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 1 });
  });

  test("allRows reads batch after batch until a short one", async () => {
    const batches: number[][] = [];
    for await (const batch of allRows(fetchPage, 20)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
  });
});

describe("CSV for French Excel", () => {
  test.each([
    ["=HYPERLINK(\"http://evil\")", "\"'=HYPERLINK(\"\"http://evil\"\")\""],
    ["+33612345678", "'+33612345678"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "\"'\r=1\""],
    ["a=b", "a=b"],
  ])("a cell starting like a formula (%j) is neutralised", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test("separators, quotes and line breaks are quoted; French formats for numbers, booleans and dates", () => {
    expect(csvCell("Dupont; Martin")).toBe('"Dupont; Martin"');
    expect(csvCell('Il a dit "bonjour"')).toBe('"Il a dit ""bonjour"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell(12.5)).toBe("12,5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(true)).toBe("oui");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-07-14T20:30:00Z"))).toBe("14/07/2026 22:30");
  });

  const columns = [
    { header: "Nom", value: (r: { nom: string; montant: number }) => r.nom },
    { header: "Montant (€)", value: (r: { nom: string; montant: number }) => r.montant },
  ];
  const expected = `${CSV_BOM}Nom;Montant (€)\r\nL’Épicerie;15\r\n'=1+1;30\r\n`;

  test("a document: BOM, French headers, ; separator, CRLF lines", () => {
    expect(encodeCsv(columns, [{ nom: "L’Épicerie", montant: 15 }, { nom: "=1+1", montant: 30 }])).toBe(expected);
  });

  test("the streamed document is the same bytes, BOM included", async () => {
    async function* batches() {
      yield [{ nom: "L’Épicerie", montant: 15 }];
      yield [{ nom: "=1+1", montant: 30 }];
    }
    const bytes = new Uint8Array(await new Response(csvStream(columns, batches())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(expected);
  });

  test("the download response is UTF-8 CSV, an attachment with a safe name, never cached", () => {
    const response = csvResponse("x", "idées 2026/../..\"x.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="id-es-2026-x.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
