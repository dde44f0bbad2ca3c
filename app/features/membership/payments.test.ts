// The back-office's pure membership rules: amounts and dates as typed or exported, the guessed
// column mapping, the workflow's forms and the household number.
import { describe, expect, test } from "vitest";
import { formatCents, guessMapping, householdNumber, importMappingSchema, isPlausiblePaymentDate, membershipActionSchema, parseAmountCents, parsePaymentDate } from "./payments";

describe("amounts and dates", () => {
  test("amounts in cents, French or English separators, currency signs ignored", () => {
    expect(parseAmountCents("30")).toBe(3000);
    expect(parseAmountCents("30,5")).toBe(3050);
    expect(parseAmountCents("30.05 €")).toBe(3005);
    expect(parseAmountCents("EUR 1 234,50")).toBe(123450);
    expect(parseAmountCents("1.234,50")).toBe(123450);
    expect(parseAmountCents("1,234.50")).toBe(123450);
    for (const bad of ["-5", "abc", "", "1,234", "1.234", "10,123", "1.234.5"]) expect(parseAmountCents(bad), bad).toBeNull();
    expect(formatCents(3000)).toBe("30\u00a0€");
    expect(formatCents(3050)).toBe("30,50\u00a0€");
  });

  test("dates day first or ISO; instants read in Paris; impossible dates refused", () => {
    expect(parsePaymentDate("15/01/2026")).toBe("2026-01-15");
    expect(parsePaymentDate("5.1.2026")).toBe("2026-01-05");
    expect(parsePaymentDate("15/01/2026 10:32")).toBe("2026-01-15");
    expect(parsePaymentDate("2026-01-15")).toBe("2026-01-15");
    expect(parsePaymentDate("2026-01-14T23:30:00Z")).toBe("2026-01-15");
    expect(parsePaymentDate("31/02/2026")).toBeNull();
    expect(parsePaymentDate("demain")).toBeNull();
    expect(isPlausiblePaymentDate("2026-01-15", "2026-02-01")).toBe(true);
    expect(isPlausiblePaymentDate("2026-03-01", "2026-02-01")).toBe(false);
    expect(isPlausiblePaymentDate("2019-03-01", "2026-02-01")).toBe(false);
  });
});

test("the mapping is guessed from the headers, each column once", () => {
  expect(guessMapping(["Référence commande", "Date de paiement", "Montant (€)", "Email payeur", "Statut"])).toEqual({ date: 1, amount: 2, email: 3, reference: 0 });
  expect(guessMapping(["Date", "Amount", "Payer e-mail", "Transaction ID"])).toEqual({ date: 0, amount: 1, email: 2, reference: 3 });
  expect(guessMapping(["a", "b"])).toEqual({ date: -1, amount: -1, email: -1, reference: -1 });
});

test("the forms: amounts to cents, confirmations required, a column chosen once", () => {
  expect(membershipActionSchema.safeParse({ intent: "pay", paid_on: "2025-12-01", amount: "20,50", reference: " CHQ 1 " }).data).toEqual({ intent: "pay", paid_on: "2025-12-01", amount: 2050, reference: "CHQ 1" });
  expect(membershipActionSchema.safeParse({ intent: "pay", paid_on: "2025-12-01", amount: "0", reference: "x" }).success).toBe(false);
  expect(membershipActionSchema.safeParse({ intent: "cancel" }).success).toBe(false);
  expect(membershipActionSchema.safeParse({ intent: "cancel", confirm: true }).success).toBe(true);
  const id = "00000000-0000-4000-8000-000000000000";
  expect(importMappingSchema.safeParse({ intent: "import", import_id: id, date: "0", amount: "1", email: "2", reference: "3" }).success).toBe(true);
  const twice = importMappingSchema.safeParse({ intent: "import", import_id: id, date: "0", amount: "0", email: "2", reference: "3" });
  expect(twice.error?.issues[0]).toMatchObject({ path: ["amount"] });
  expect(householdNumber("1a2b3c4d-0000-4000-8000-000000000000")).toBe("1A2B3C4D");
});
