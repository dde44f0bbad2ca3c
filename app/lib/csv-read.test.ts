// The CSV reader: quoting, separators, BOM and line ends, bounds, and garbage refused in French.
import { describe, expect, test } from "vitest";
import { readCsv } from "./csv-read";

const ok = (input: Uint8Array | string, limits?: Parameters<typeof readCsv>[1]) => {
  const result = readCsv(input, limits);
  if (!result.ok) throw new Error(`expected a table, got: ${result.error}`);
  return result.table;
};
const error = (input: Uint8Array | string, limits?: Parameters<typeof readCsv>[1]) => {
  const result = readCsv(input, limits);
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
};
const bytes = (text: string) => new TextEncoder().encode(text);

describe("readCsv", () => {
  test("reads a semicolon file with a BOM and CRLF line ends", () => {
    const table = ok(bytes("\uFEFFDate;Montant;E-mail\r\n15/01/2026;10,00;a@b.fr\r\n16/01/2026;20,00;c@d.fr\r\n"));
    expect(table.separator).toBe(";");
    expect(table.headers).toEqual(["Date", "Montant", "E-mail"]);
    expect(table.rows).toEqual([
      ["15/01/2026", "10,00", "a@b.fr"],
      ["16/01/2026", "20,00", "c@d.fr"],
    ]);
    expect(table.lines).toEqual([2, 3]);
  });

  test("reads a comma file with LF, no BOM, quoted cells with separators, doubled quotes and line breaks", () => {
    const table = ok('date,amount,note\n2026-01-15,"1,50","il a dit ""bonjour"""\n2026-01-16,3,"deux\nlignes"\n\n');
    expect(table.separator).toBe(",");
    expect(table.rows).toEqual([
      ["2026-01-15", "1,50", 'il a dit "bonjour"'],
      ["2026-01-16", "3", "deux\nlignes"],
    ]);
    expect(table.lines).toEqual([2, 3]);
  });

  test("detects the separator from the header, ignoring quoted ones", () => {
    expect(ok('"a,b";c\n1;2\n').separator).toBe(";");
    expect(ok('"a;b",c,d\n1,2,3\n').separator).toBe(",");
  });

  test("names empty headers, trims unquoted cells, skips blank lines", () => {
    const table = ok("Date; ;Montant\n\n 15/01/2026 ; x ;  10 \n\n");
    expect(table.headers).toEqual(["Date", "Colonne 2", "Montant"]);
    expect(table.rows).toEqual([["15/01/2026", "x", "10"]]);
  });

  test("refuses garbage with a French message naming the line", () => {
    expect(error("")).toBe("Le fichier est vide.");
    expect(error(new Uint8Array([0xff, 0xfe, 0x00, 0x41]))).toMatch(/UTF-8/);
    expect(error(bytes("a;b\n1;\u0000\n"))).toMatch(/binaire/);
    expect(error("juste une colonne\nvaleur\n")).toMatch(/qu’une colonne/);
    expect(error("a;b\n")).toMatch(/aucune ligne de données/);
    expect(error("a;b\n1;2;3\n")).toBe("Ligne 2\u202f: 3 colonnes au lieu de 2 (celles de l’en-tête).");
    expect(error('a;b\n1;"2\n')).toMatch(/^Ligne 2\u202f: un guillemet ouvert/);
    expect(error('a;b\n1;"2"x\n')).toMatch(/^Ligne 2\u202f: un caractère suit un guillemet fermant/);
    expect(error('a;b\n1;2"3\n')).toMatch(/^Ligne 2\u202f: un guillemet au milieu/);
    expect(error("%PDF-1.4\n%âãÏÓ\n")).toMatch(/qu’une colonne/);
  });

  test("is bounded: size, rows, columns and cell length", () => {
    expect(error("a;b\n1;2\n", { maxBytes: 4 })).toMatch(/dépasse/);
    const rows = Array.from({ length: 11 }, (_, i) => `${i};x`).join("\n");
    expect(error(`a;b\n${rows}\n`, { maxRows: 10 })).toMatch(/dépasse 10 lignes/);
    expect(ok(`a;b\n${rows}\n`, { maxRows: 11 }).rows).toHaveLength(11);
    expect(error(`${Array.from({ length: 6 }, (_, i) => `c${i}`).join(";")}\n`, { maxColumns: 5 })).toMatch(/plus de 5 colonnes/);
    expect(error(`a;b\n1;${"x".repeat(11)}\n`, { maxCellLength: 10 })).toMatch(/dépasse 10 caractères/);
    // Defaults: a 2 MB file of small rows is refused past 5 000 rows.
    expect(error(`a;b\n${"1;2\n".repeat(5_001)}`)).toMatch(/5\u202f000 lignes|5 000 lignes/);
  });
});
