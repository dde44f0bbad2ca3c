// The back-office's membership forms and the rules shared by the screens and the server (pure):
// the status workflow's forms (mark paid, cancel, back to pending, resend the receipt), amounts in
// cents and dates as typed in France or by a payment provider, the import's column mapping and
// its guess from the file's headers, and the household's short number.
import { z } from "zod";
import { parisIsoDate } from "~/lib/dates";
import type { MembershipStatus } from "./options";
import { formatCents } from "./pricing";

/** The most a household pays (4 persons at the dearest price, and more): a typo guard. */
export const MAX_PAYMENT_CENTS = 100_000;
export const PAYMENT_REFERENCE_MAX = 100;
/** No payment predates the association (2023); a little slack for typing. */
const EARLIEST_PAYMENT_DATE = "2023-01-01";

/** The statuses a membership may move to from each status (the back-office's workflow). */
export const MEMBERSHIP_TRANSITIONS: Readonly<Record<MembershipStatus, readonly MembershipStatus[]>> = {
  en_attente: ["payee", "annulee"],
  // Back to "en attente" corrects a mistake: the payment is set aside (kept, voided), never deleted.
  payee: ["en_attente"],
  annulee: ["en_attente"],
};

/** "1A2B3C4D": the household's short number, from its id (lists, exports, receipts). */
export function householdNumber(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}

export { formatCents };

/**
 * An amount as typed or exported: "10", "10,5", "10.50", "1 234,50 €", "1.234,50", "EUR 30.00"
 * → cents; null when it is not an amount (negative, more than 2 decimals, letters, ambiguous).
 */
export function parseAmountCents(raw: string): number | null {
  const text = raw
    .replace(/€|eur(?:os?)?/gi, "")
    .replace(/[\s\u00a0\u202f']/g, "")
    .trim();
  let normalized = text;
  // "1.234,50" or "1,234.50": thousands only with a decimal part of the other separator ("1,234"
  // alone is ambiguous and refused, left for manual handling).
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text) || /^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(text)) {
    const decimalAt = text.length - /\d{1,2}$/.exec(text)![0].length - 1;
    normalized = `${text.slice(0, decimalAt).replace(/[.,]/g, "")}.${text.slice(decimalAt + 1)}`;
  }
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(normalized);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

function validIsoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A date as a provider exports it: "2026-01-15", "2026-01-15T10:32:00Z", "15/01/2026",
 * "15/01/2026 10:32", "15-01-2026", "15.01.2026" → "2026-01-15"; null otherwise. Day first,
 * the French order; an instant with a time zone is read as its day in Paris.
 */
export function parsePaymentDate(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) {
    if (iso[6]) {
      const instant = new Date(text.replace(" ", "T"));
      return Number.isNaN(instant.getTime()) ? null : parisIsoDate(instant);
    }
    return validIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+(?:à\s*)?\d{1,2}[:h]\d{2}(?::\d{2})?)?$/.exec(text);
  if (french) return validIsoDate(Number(french[3]), Number(french[2]), Number(french[1]));
  return null;
}

/** Whether a payment date is plausible on `today` (ISO, Paris): not before 2023, not in the future. */
export function isPlausiblePaymentDate(isoDate: string, today: string = parisIsoDate(new Date())): boolean {
  return isoDate >= EARLIEST_PAYMENT_DATE && isoDate <= today;
}

const confirmation = (message: string) => z.literal(true, { error: message });

/** The forms of one membership's page, told apart by `intent`. */
export const membershipActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("pay"),
    paid_on: z
      .string({ error: "Indiquez la date du paiement." })
      .trim()
      .refine((v) => parsePaymentDate(v) !== null, "Date invalide (jj/mm/aaaa).")
      .transform((v) => parsePaymentDate(v)!)
      .refine((v) => isPlausiblePaymentDate(v), "La date du paiement ne peut être ni future ni antérieure à 2023."),
    amount: z
      .string({ error: "Indiquez le montant reçu." })
      .trim()
      .refine((v) => parseAmountCents(v) !== null, "Montant invalide (par exemple 20 ou 20,50).")
      .transform((v) => parseAmountCents(v)!)
      .refine((v) => v > 0 && v <= MAX_PAYMENT_CENTS, "Le montant doit être compris entre 0,01 et 1\u00a0000\u00a0€."),
    reference: z
      .string({ error: "Indiquez la référence du paiement (numéro de transaction, de chèque…)." })
      .trim()
      .min(1, "Indiquez la référence du paiement (numéro de transaction, de chèque…).")
      .max(PAYMENT_REFERENCE_MAX, `La référence doit contenir au plus ${PAYMENT_REFERENCE_MAX} caractères.`),
  }),
  z.object({ intent: z.literal("cancel"), confirm: confirmation("Cochez la case pour confirmer l’annulation.") }),
  z.object({ intent: z.literal("reopen"), confirm: confirmation("Cochez la case pour confirmer le retour en attente.") }),
  z.object({ intent: z.literal("resend-receipt") }),
]);

export type MembershipAction = z.output<typeof membershipActionSchema>;

// ---------------------------------------------------------------------------------------------
// Import of the payment provider's CSV

/** The four columns the import needs, with their French labels. */
export const IMPORT_FIELDS = ["date", "amount", "email", "reference"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  date: "Date du paiement",
  amount: "Montant",
  email: "E-mail du payeur",
  reference: "Référence",
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const GUESSES: Readonly<Record<ImportField, readonly RegExp[]>> = {
  date: [/^date/, /date/, /jour|day|paid/],
  amount: [/^montant/, /montant|amount|somme|total|prix|price/],
  email: [/^e?-?mail|^courriel/, /mail|courriel/],
  reference: [/^ref/, /reference|ref\b|commande|order|transaction|paiement|payment|\bid\b/],
};

/** The column index of each field guessed from the headers' names (-1 when none fits); each column used once. */
export function guessMapping(headers: readonly string[]): Record<ImportField, number> {
  const folded = headers.map(fold);
  const used = new Set<number>();
  const mapping = {} as Record<ImportField, number>;
  for (const field of IMPORT_FIELDS) {
    let found = -1;
    for (const pattern of GUESSES[field]) {
      found = folded.findIndex((name, index) => !used.has(index) && pattern.test(name));
      if (found >= 0) break;
    }
    if (found >= 0) used.add(found);
    mapping[field] = found;
  }
  return mapping;
}

const column = (label: string) =>
  z.coerce
    .number({ error: `Choisissez la colonne «\u202f${label}\u202f».` })
    .int()
    .min(0, `Choisissez la colonne «\u202f${label}\u202f».`)
    .max(49, `Choisissez la colonne «\u202f${label}\u202f».`);

/** Step 2: the uploaded file and which column holds each field. */
export const importMappingSchema = z
  .object({
    intent: z.literal("import"),
    import_id: z.uuid({ error: "Ce fichier n’est plus disponible\u202f: déposez-le de nouveau." }),
    date: column(IMPORT_FIELD_LABELS.date),
    amount: column(IMPORT_FIELD_LABELS.amount),
    email: column(IMPORT_FIELD_LABELS.email),
    reference: column(IMPORT_FIELD_LABELS.reference),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<number, ImportField>();
    for (const field of IMPORT_FIELDS) {
      const index = value[field];
      if (seen.has(index)) ctx.addIssue({ code: "custom", path: [field], message: `Cette colonne est déjà choisie pour «\u202f${IMPORT_FIELD_LABELS[seen.get(index)!]}\u202f».` });
      else seen.set(index, field);
    }
  });

export type ImportMapping = Pick<z.output<typeof importMappingSchema>, ImportField>;

/** Step 1: the file. */
export const importUploadSchema = z.object({
  intent: z.literal("upload"),
  file: z
    .file({ error: "Choisissez le fichier CSV exporté par le prestataire de paiement." })
    .optional()
    .refine((file): file is File => file !== undefined && file.size > 0, "Choisissez le fichier CSV exporté par le prestataire de paiement."),
});

/** Why a row of the file was left for manual handling. */
export const UNMATCHED_REASONS = {
  bad_date: "Date illisible ou invraisemblable",
  bad_amount: "Montant illisible",
  already_imported: "Ligne déjà importée",
  already_paid: "Adhésion déjà payée",
  cancelled: "Adhésion annulée",
  amount_mismatch: "Montant différent du montant dû",
  ambiguous: "Plusieurs adhésions en attente possibles",
  no_match: "Aucune adhésion correspondante",
} as const;
export type UnmatchedReason = keyof typeof UNMATCHED_REASONS;

export interface ImportRowOutcome {
  /** The file's line (1 = header). */
  line: number;
  date: string;
  amount: string;
  email: string;
  reference: string;
}

export interface ImportResult {
  fileName: string;
  rows: number;
  matched: Array<ImportRowOutcome & { membershipId: string; household: string; payer: string; by: "reference" | "email" }>;
  unmatched: Array<ImportRowOutcome & { reason: UnmatchedReason; membershipId: string | null }>;
}
