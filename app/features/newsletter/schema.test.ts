// Every rule of the newsletter form schema and of its link tokens.
import { describe, expect, test } from "vitest";
import { newsletterSchema, parseNewsletterToken } from "./schema";

function errorsFor(input: Record<string, unknown>) {
  const result = newsletterSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("newsletter schema", () => {
  test("accepts an address, trimmed and lowercased, with its source", () => {
    expect(newsletterSchema.parse({ email: " Paul@Exemple.FR ", source: "accueil" })).toEqual({ email: "paul@exemple.fr", source: "accueil" });
  });

  test("an unknown or missing source falls back to the newsletter page", () => {
    expect(newsletterSchema.parse({ email: "paul@exemple.fr", source: "ailleurs" }).source).toBe("newsletter");
    expect(newsletterSchema.parse({ email: "paul@exemple.fr" }).source).toBe("newsletter");
  });

  test("the email is required and must be valid, with French messages", () => {
    expect(errorsFor({})).toEqual({ email: "L’adresse e-mail est obligatoire." });
    expect(errorsFor({ email: "  " })).toEqual({ email: "L’adresse e-mail est obligatoire." });
    expect(errorsFor({ email: "paul@" })).toEqual({ email: "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr." });
    expect(errorsFor({ email: `${"a".repeat(250)}@x.fr` })).toEqual({ email: "L’adresse e-mail doit contenir au plus 254 caractères." });
  });

  test("link tokens are 43 base64url characters; anything else is refused", () => {
    const token = "A".repeat(40) + "b-_";
    expect(parseNewsletterToken(token)).toBe(token);
    expect(parseNewsletterToken(token.slice(1))).toBeNull();
    expect(parseNewsletterToken(`${token.slice(1)}=`)).toBeNull();
    expect(parseNewsletterToken("' OR 1=1--")).toBeNull();
    expect(parseNewsletterToken(null)).toBeNull();
  });
});
