import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

function configError(source: Record<string, string>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("configuration", () => {
  test("an empty environment gives working local defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("data");
    expect(env.PAYMENT_LINKS).toEqual({});
    expect(env.MEMBERSHIP_PRICES).toEqual({ 2025: 10, 2026: 20 });
  });

  test("the site address follows PORT unless SITE_URL is given", () => {
    expect(parseEnv({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseEnv({ PORT: "4000", SITE_URL: "https://adpl.example/" }).SITE_URL).toBe("https://adpl.example");
  });

  test("a bad port is refused with a message naming PORT", () => {
    const error = configError({ PORT: "not-a-port" });
    expect(error.message).toContain("PORT");
  });

  test("a malformed DATABASE_URL and SMTP_URL are both named", () => {
    const error = configError({ DATABASE_URL: "nowhere", SMTP_URL: "also wrong" });
    expect(error.issues.join("\n")).toMatch(/DATABASE_URL/);
    expect(error.issues.join("\n")).toMatch(/SMTP_URL/);
  });

  test("production requires an auth secret of at least 32 characters", () => {
    expect(configError({ APP_ENV: "production" }).message).toContain("BETTER_AUTH_SECRET");
    expect(configError({ BETTER_AUTH_SECRET: "short" }).message).toContain("BETTER_AUTH_SECRET");
    expect(parseEnv({ APP_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) }).APP_ENV).toBe("production");
  });

  test("an empty payment-link variable marks that combination as not configured", () => {
    const env = parseEnv({ PAYMENT_LINK_2026_3: "", PAYMENT_LINK_2027_1: "https://paiement.example.org/2027" });
    expect(env.PAYMENT_LINKS).toEqual({ "2026-3": null, "2027-1": "https://paiement.example.org/2027" });
  });

  test("the legal notice's variables are checked: RNA format, real dates, publication after creation", () => {
    const env = parseEnv({});
    expect(env.ASSOCIATION_CREATED_ON).toBe("2023-06-07");
    expect(env.ASSOCIATION_JO_PUBLISHED_ON).toBeNull();
    expect(env.ASSOCIATION_RNA_NUMBER).toBeUndefined();
    expect(parseEnv({ ASSOCIATION_RNA_NUMBER: "w691234567" }).ASSOCIATION_RNA_NUMBER).toBe("W691234567");
    expect(configError({ ASSOCIATION_RNA_NUMBER: "W691XXXXXX" }).message).toContain("ASSOCIATION_RNA_NUMBER");
    expect(configError({ ASSOCIATION_CREATED_ON: "2023-02-30" }).message).toContain("ASSOCIATION_CREATED_ON");
    expect(configError({ ASSOCIATION_CREATED_ON: "07/06/2023" }).message).toContain("ASSOCIATION_CREATED_ON");
    expect(configError({ ASSOCIATION_JO_PUBLISHED_ON: "2023-06-03" }).message).toContain("cannot precede the creation");
    expect(parseEnv({ HOSTING_NAME: "  " }).HOSTING_NAME).toBeUndefined();
  });

  test("empty membership and legal variables (a copied .env.example) count as unset", () => {
    const env = parseEnv({ MEMBERSHIP_ANTICIPATION_FROM: "", ASSOCIATION_CREATED_ON: "", ASSOCIATION_JO_PUBLISHED_ON: "", ASSOCIATION_RNA_NUMBER: "", MEMBERSHIP_PRICE_2027: "" });
    expect(env.MEMBERSHIP_ANTICIPATION_FROM).toEqual({ month: 9, day: 1 });
    expect(env.ASSOCIATION_CREATED_ON).toBe("2023-06-07");
    expect(env.MEMBERSHIP_PRICES).toEqual({ 2025: 10, 2026: 20 });
  });

  test(".env.example copied as is starts the site with the defaults", () => {
    const variables = Object.fromEntries(
      readFileSync(new URL("../../.env.example", import.meta.url), "utf8")
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(["ASSOCIATION_NAME", "ASSOCIATION_EMAIL", "DONATION_URL"]));
    const env = parseEnv(variables);
    expect(env.ASSOCIATION_NAME).toBeUndefined();
    expect(env.ASSOCIATION_EMAIL).toBeUndefined();
    expect(env.MEMBERSHIP_PRICES).toEqual({ 2025: 10, 2026: 20 });
  });

  test("an association identity override must be valid", () => {
    expect(configError({ ASSOCIATION_EMAIL: "pas-un-email" }).message).toContain("ASSOCIATION_EMAIL");
    expect(parseEnv({ ASSOCIATION_EMAIL: "bureau@adpl.example" }).ASSOCIATION_EMAIL).toBe("bureau@adpl.example");
    // The optional phone: a French number, stored as E.164; empty or absent means none.
    expect(parseEnv({ ASSOCIATION_PHONE: "04 12 34 56 78" }).ASSOCIATION_PHONE).toBe("+33412345678");
    expect(parseEnv({ ASSOCIATION_PHONE: "" }).ASSOCIATION_PHONE).toBeUndefined();
    expect(parseEnv({}).ASSOCIATION_PHONE).toBeUndefined();
    expect(configError({ ASSOCIATION_PHONE: "12345" }).message).toContain("ASSOCIATION_PHONE");
  });

  test("TRUST_PROXY is parsed into what Express expects: hop count, true, or addresses and subnets", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    // "1" is one hop, not the address 0.0.0.1 (the defect of a raw string).
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1,2001:db8::/32" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "::1", "2001:db8::/32"]);
  });

  test.each(["yes", "10.0.0.0/33", "300.1.1.1", "1000", "loopback,nope"])("TRUST_PROXY=%s is refused with a message naming the variable", (value) => {
    const error = configError({ TRUST_PROXY: value });
    expect(error.message).toContain("TRUST_PROXY");
  });

  test("SITE_ORIGIN is SITE_URL's origin when set, and unset otherwise", () => {
    expect(parseEnv({ SITE_URL: "https://adpl.example:8443/base/" }).SITE_ORIGIN).toBe("https://adpl.example:8443");
    expect(parseEnv({}).SITE_ORIGIN).toBeUndefined();
  });
});
