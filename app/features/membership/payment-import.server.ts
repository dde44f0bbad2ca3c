// Import of the payment provider's CSV export (/admin/adhesions/import, "payments:manage"), in
// three steps: the upload (read strictly by lib/csv-read.ts; a malformed file is refused and
// nothing is stored), the column mapping (the decoded file waits in membership_imports, a week at
// most), then the import itself, in ONE transaction: each row is matched to a pending household by
// its payment reference, else by the payer's email AND the amount due (one candidate only), and
// marked paid; the others are listed with why. Each imported row is remembered by a hash (unique
// in membership_payments), so the same file imported twice changes nothing. Each payment's receipt
// is queued in that transaction. Personal data: only admin routes, features and tests import this file.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { membershipImports, membershipPayments, memberships } from "~/db/schema";
import { isUuid } from "~/lib/admin-list.server";
import { CSV_READ_LIMITS, readCsv, type CsvTable } from "~/lib/csv-read";
import { parisIsoDate } from "~/lib/dates";
import { recordJournal } from "~/lib/journal.server";
import { guessMapping, householdNumber, isPlausiblePaymentDate, MAX_PAYMENT_CENTS, parseAmountCents, parsePaymentDate, type ImportField, type ImportMapping, type ImportResult, type ImportRowOutcome, type UnmatchedReason } from "./payments";
import { insertPayment, type Actor } from "./payments.server";

export const IMPORT_MAX_BYTES = CSV_READ_LIMITS.maxBytes;
const PREVIEW_ROWS = 5;
const CELL_SHOWN_MAX = 100;
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export type UploadOutcome = { status: "stored"; id: string } | { status: "refused"; message: string };

/** Step 1: reads the file strictly and keeps it for the mapping; a malformed file stores nothing. */
export async function storeImportFile(db: Database, actor: Actor, file: File, now = new Date()): Promise<UploadOutcome> {
  if (file.size > IMPORT_MAX_BYTES) return { status: "refused", message: "Le fichier dépasse 2\u00a0Mo." };
  const read = readCsv(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) return { status: "refused", message: read.error };
  const content = serialize(read.table);
  const fileName = (file.name || "paiements.csv").replace(/[^\p{L}\p{N} ._()-]+/gu, "_").slice(0, 120);
  // Kept retentionPolicy.paymentImports, then deleted by the daily retention job.
  const [row] = await db.insert(membershipImports).values({ fileName, content, createdBy: actor.id, createdAt: now }).returning({ id: membershipImports.id });
  return { status: "stored", id: row!.id };
}

/** The table kept between the steps: already checked, stored as JSON so it is read back exactly. */
function serialize(table: CsvTable): string {
  return JSON.stringify({ headers: table.headers, rows: table.rows, lines: table.lines });
}

function deserialize(content: string): Pick<CsvTable, "headers" | "rows" | "lines"> | null {
  try {
    const value = JSON.parse(content) as Pick<CsvTable, "headers" | "rows" | "lines">;
    return Array.isArray(value.headers) && Array.isArray(value.rows) && Array.isArray(value.lines) ? value : null;
  } catch {
    return null;
  }
}

export type ImportView =
  | { step: "mapping"; id: string; fileName: string; headers: string[]; preview: string[][]; rowCount: number; guess: Record<ImportField, number> }
  | { step: "result"; id: string; fileName: string; importedAt: string; result: ImportResult };

/** Step 2 or 3 of an uploaded file; null when unknown or expired. */
export async function loadImport(db: Database, id: string): Promise<ImportView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(membershipImports).where(eq(membershipImports.id, id));
  if (!row) return null;
  if (row.importedAt) return { step: "result", id, fileName: row.fileName, importedAt: row.importedAt.toISOString(), result: row.result as ImportResult };
  const table = deserialize(row.content);
  if (!table) return null;
  return { step: "mapping", id, fileName: row.fileName, headers: table.headers, preview: table.rows.slice(0, PREVIEW_ROWS), rowCount: table.rows.length, guess: guessMapping(table.headers) };
}

export type ImportOutcome = { status: "done"; result: ImportResult } | { status: "already_imported" } | { status: "not_found" } | { status: "refused"; message: string };

/** A row's identity across imports: the hash of its cells. */
const rowKey = (cells: readonly string[]) => createHash("sha256").update(JSON.stringify(cells)).digest("hex");

const shown = (value: string | undefined) => (value ?? "").trim().slice(0, CELL_SHOWN_MAX);

/** Step 3: imports an uploaded file with its mapping, in one transaction with the receipts of its payments queued. */
export async function runImport(db: Database, actor: Actor, id: string, mapping: ImportMapping, now = new Date()): Promise<ImportOutcome> {
  if (!isUuid(id)) return { status: "not_found" };
  const today = parisIsoDate(now);
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const [draft] = await tx.select().from(membershipImports).where(eq(membershipImports.id, id)).for("update");
    if (!draft) return { status: "not_found" } as const;
    if (draft.importedAt) return { status: "already_imported" } as const;
    const table = deserialize(draft.content);
    if (!table) return { status: "not_found" } as const;
    const width = table.headers.length;
    if (Object.values(mapping).some((index) => index >= width)) return { status: "refused", message: "Une colonne choisie n’existe pas dans ce fichier." } as const;

    const result: ImportResult = { fileName: draft.fileName, rows: table.rows.length, matched: [], unmatched: [] };
    const keysInFile = new Set<string>();
    for (const [index, cells] of table.rows.entries()) {
      const base: ImportRowOutcome = {
        line: table.lines[index] ?? index + 2,
        date: shown(cells[mapping.date]),
        amount: shown(cells[mapping.amount]),
        email: shown(cells[mapping.email]),
        reference: shown(cells[mapping.reference]),
      };
      const leave = (reason: UnmatchedReason, membershipId: string | null = null) => result.unmatched.push({ ...base, reason, membershipId });
      const key = rowKey(cells);
      const paidOn = parsePaymentDate(base.date);
      const cents = parseAmountCents(base.amount);
      if (!paidOn || !isPlausiblePaymentDate(paidOn, today)) {
        leave("bad_date");
        continue;
      }
      if (cents === null || cents <= 0 || cents > MAX_PAYMENT_CENTS) {
        leave("bad_amount");
        continue;
      }
      const [known] = await tx.select({ membershipId: membershipPayments.membershipId }).from(membershipPayments).where(eq(membershipPayments.importKey, key));
      if (known || keysInFile.has(key)) {
        leave("already_imported", known?.membershipId ?? null);
        continue;
      }
      keysInFile.add(key);

      const columns = { id: memberships.id, status: memberships.status, amountEuros: memberships.amountEuros, lastName: memberships.lastName, firstName: memberships.firstName, year: memberships.year };
      let target: { id: string; status: string; amountEuros: number; lastName: string; firstName: string; year: number } | undefined;
      let by: "reference" | "email" = "reference";
      if (REFERENCE_PATTERN.test(base.reference)) {
        [target] = await tx.select(columns).from(memberships).where(eq(memberships.paymentReference, base.reference)).for("update");
      }
      if (target) {
        if (target.status === "payee") {
          leave("already_paid", target.id);
          continue;
        }
        if (target.status === "annulee") {
          leave("cancelled", target.id);
          continue;
        }
        if (target.amountEuros * 100 !== cents) {
          leave("amount_mismatch", target.id);
          continue;
        }
      } else {
        by = "email";
        const email = base.email.toLowerCase();
        if (!email) {
          leave("no_match");
          continue;
        }
        const candidates = await tx.select(columns).from(memberships).where(sql`lower(${memberships.email}) = ${email}`).for("update");
        const pending = candidates.filter((c) => c.status === "en_attente");
        const fitting = pending.filter((c) => c.amountEuros * 100 === cents);
        if (fitting.length > 1) {
          leave("ambiguous");
          continue;
        }
        if (fitting.length === 0) {
          const sameAmount = candidates.filter((c) => c.amountEuros * 100 === cents);
          if (pending.length > 0) leave("amount_mismatch", pending.length === 1 ? pending[0]!.id : null);
          else if (sameAmount.some((c) => c.status === "payee")) leave("already_paid", sameAmount.find((c) => c.status === "payee")!.id);
          else if (sameAmount.some((c) => c.status === "annulee")) leave("cancelled", sameAmount.find((c) => c.status === "annulee")!.id);
          else leave("no_match");
          continue;
        }
        target = fitting[0]!;
      }
      await insertPayment(
        tx,
        actor,
        target,
        { paidOn, amountCents: cents, reference: base.reference || `Import ${draft.fileName}, ligne ${base.line}`.slice(0, 200), source: "import", importKey: key, importId: id, payerEmail: base.email || undefined },
        now,
      );
      result.matched.push({ ...base, membershipId: target.id, household: householdNumber(target.id), payer: `${target.firstName} ${target.lastName}`, by });
    }
    await tx.update(membershipImports).set({ content: "", importedAt: now, result }).where(eq(membershipImports.id, id));
    await recordJournal(tx, actor, {
      action: "create",
      entityType: "membership",
      entityId: id,
      entityLabel: `Import des paiements «\u202f${draft.fileName}\u202f»`,
      summary: `${result.rows} ligne(s)\u202f: ${result.matched.length} paiement(s) enregistré(s), ${result.unmatched.length} à traiter à la main`,
    });
    return { status: "done", result } as const;
  });
}

/** The latest imports (the import page's history). */
export async function recentImports(db: Database, limit = 10) {
  const rows = await db
    .select({ id: membershipImports.id, fileName: membershipImports.fileName, createdAt: membershipImports.createdAt, importedAt: membershipImports.importedAt, result: membershipImports.result })
    .from(membershipImports)
    .orderBy(sql`${membershipImports.createdAt} desc`)
    .limit(limit);
  return rows.map((row) => {
    const result = row.result as ImportResult | null;
    return { id: row.id, fileName: row.fileName, createdAt: row.createdAt.toISOString(), importedAt: row.importedAt?.toISOString() ?? null, matched: result?.matched.length ?? null, unmatched: result?.unmatched.length ?? null };
  });
}
