// The one CSV reader (the payment provider's exports): small, strict and bounded. RFC 4180 quoting,
// `;` or `,` separator detected from the header line, UTF-8 with or without BOM, CRLF or LF line
// ends; at most 2 MB, 5 000 data rows, 50 columns and 1 000 characters a cell. Anything else is
// refused with a French message naming the line, never guessed.

export const CSV_READ_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5_000, maxColumns: 50, maxCellLength: 1_000 } as const;

export type CsvReadLimits = { [K in keyof typeof CSV_READ_LIMITS]: number };

export interface CsvTable {
  separator: ";" | ",";
  /** The header line's cells, trimmed; an empty one is named "Colonne N". */
  headers: string[];
  /** Data rows, each with exactly as many cells as the header; blank lines are skipped. */
  rows: string[][];
  /** The file line each data row starts on (1 = the header), for messages. */
  lines: number[];
}

export type CsvReadResult = { ok: true; table: CsvTable } | { ok: false; error: string };

const fail = (error: string): CsvReadResult => ({ ok: false, error });

/** Decodes bytes as UTF-8 (a BOM is dropped); null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The separator of the header line: the more frequent of `;` and `,` outside quotes. */
function detectSeparator(text: string): ";" | "," | null {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons += 1;
    else if (!quoted && char === ",") commas += 1;
  }
  if (semicolons === 0 && commas === 0) return null;
  return semicolons >= commas ? ";" : ",";
}

/** Reads a CSV document (bytes or already decoded text) within `limits`. */
export function readCsv(input: Uint8Array | string, limits: Partial<CsvReadLimits> = {}): CsvReadResult {
  const { maxBytes, maxRows, maxColumns, maxCellLength } = { ...CSV_READ_LIMITS, ...limits };
  const size = typeof input === "string" ? new TextEncoder().encode(input).byteLength : input.byteLength;
  if (size === 0) return fail("Le fichier est vide.");
  if (size > maxBytes) return fail(`Le fichier dépasse ${Math.round(maxBytes / 1024 / 1024)}\u00a0Mo.`);
  const decoded = typeof input === "string" ? input : decodeUtf8(input);
  if (decoded === null) return fail("Le fichier n’est pas un texte UTF-8\u202f: exportez-le en CSV UTF-8.");
  const text = decoded.startsWith("\uFEFF") ? decoded.slice(1) : decoded;
  if (text.includes("\u0000")) return fail("Le fichier n’est pas un fichier CSV (contenu binaire).");
  if (text.trim() === "") return fail("Le fichier est vide.");
  const separator = detectSeparator(text);
  if (!separator) return fail("La première ligne n’a qu’une colonne\u202f: un fichier CSV séparé par des «\u202f;\u202f» ou des «\u202f,\u202f» est attendu.");

  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  /** The current cell was quoted and its closing quote has been read. */
  let closed = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endCell = (): string | null => {
    if (cell.length > maxCellLength) return `Ligne ${recordLine}\u202f: une cellule dépasse ${maxCellLength} caractères.`;
    cells.push(quoted || closed ? cell : cell.trim());
    if (cells.length > maxColumns) return `Ligne ${recordLine}\u202f: plus de ${maxColumns} colonnes.`;
    cell = "";
    closed = false;
    return null;
  };
  const endRecord = (): string | null => {
    const error = endCell();
    if (error) return error;
    const blank = cells.length === 1 && cells[0] === "";
    if (!blank) {
      records.push({ cells, line: recordLine });
      if (records.length > maxRows + 1) return `Le fichier dépasse ${maxRows.toLocaleString("fr-FR")} lignes.`;
    }
    cells = [];
    return null;
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (char === "\n") line += 1;
        cell += char;
      }
      continue;
    }
    if (char === separator) {
      const error = endCell();
      if (error) return fail(error);
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      const error = endRecord();
      if (error) return fail(error);
      line += 1;
      recordLine = line;
    } else if (closed) {
      if (char === " " || char === "\t") continue;
      return fail(`Ligne ${line}\u202f: un caractère suit un guillemet fermant\u202f; les guillemets d’une cellule doivent être doublés.`);
    } else if (char === '"') {
      if (cell.trim() !== "") return fail(`Ligne ${line}\u202f: un guillemet au milieu d’une cellule non entourée de guillemets.`);
      cell = "";
      quoted = true;
      quoteLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) return fail(`Ligne ${quoteLine}\u202f: un guillemet ouvert n’est jamais refermé.`);
  const last = endRecord();
  if (last) return fail(last);

  const [header, ...data] = records;
  if (!header) return fail("Le fichier est vide.");
  if (header.cells.length < 2) return fail("La première ligne n’a qu’une colonne\u202f: un fichier CSV séparé par des «\u202f;\u202f» ou des «\u202f,\u202f» est attendu.");
  if (data.length === 0) return fail("Le fichier ne contient que la ligne d’en-tête, aucune ligne de données.");
  for (const record of data) {
    if (record.cells.length !== header.cells.length) {
      return fail(`Ligne ${record.line}\u202f: ${record.cells.length} colonne${record.cells.length > 1 ? "s" : ""} au lieu de ${header.cells.length} (celles de l’en-tête).`);
    }
  }
  return {
    ok: true,
    table: {
      separator,
      headers: header.cells.map((name, index) => name.trim() || `Colonne ${index + 1}`),
      rows: data.map((r) => r.cells),
      lines: data.map((r) => r.line),
    },
  };
}
