import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { PASSWORD_PERSONAL_DETAILS_MESSAGE, PASSWORD_REPEATED_CHARACTER_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from "./password-policy";
import { accountActionSchema, signUpSchema } from "./schema";
import { accountActionServerSchema, signUpServerSchema } from "./schema.server";

const signUp = { intent: "sign-up", first_name: "Lou", last_name: "Martin", email: "lou@example.org" };

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What conform would send back to the form: the errors by field name. */
function errors(schema: typeof accountActionSchema | typeof accountActionServerSchema, fields: Record<string, string>) {
  const submission = parseWithZod(formData(fields), { schema });
  return submission.status === "success" ? undefined : submission.reply().error;
}

describe("sign-up through accountActionServerSchema (what the route action parses)", () => {
  test("common passwords and their trivial variants are refused on the password field", () => {
    for (const password of ["qwerty1234", "Azerty123!", "motdepasse", "azerty123", "soleil2024", "marseille", "chouchou", "Password123"]) {
      expect(errors(accountActionServerSchema, { ...signUp, password }), password).toEqual({ password: [PASSWORD_TOO_COMMON_MESSAGE] });
    }
  });

  test("one repeated character is refused with its own message", () => {
    for (const password of ["aaaaaaaa", "11111111"]) {
      expect(errors(accountActionServerSchema, { ...signUp, password }), password).toEqual({ password: [PASSWORD_REPEATED_CHARACTER_MESSAGE] });
    }
  });

  test("a strong passphrase is accepted", () => {
    const submission = parseWithZod(formData({ ...signUp, password: "Vélo rouge sur la Saône 42" }), { schema: accountActionServerSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ intent: "sign-up", password: "Vélo rouge sur la Saône 42" });
  });

  test("a password reusing the email or the name is refused on the password field", () => {
    const person = { intent: "sign-up", first_name: "Élodie", last_name: "Martin", email: "elodie.martin@example.org" };
    for (const password of ["elodie.martin@example.org", "Elodie.Martin!", "mon chat s'appelle élodie", "MARTIN-en-2024"]) {
      expect(errors(accountActionServerSchema, { ...person, password }), password).toEqual({ password: [PASSWORD_PERSONAL_DETAILS_MESSAGE] });
    }
  });

  test("the password message shows even when another field is wrong", () => {
    expect(errors(accountActionServerSchema, { ...signUp, email: "pas-une-adresse", password: "azerty123" })).toEqual({
      email: ["Adresse e-mail invalide"],
      password: [PASSWORD_TOO_COMMON_MESSAGE],
    });
  });

  test("A2 still holds: 8 to 128 characters, no composition rule", () => {
    expect(errors(accountActionServerSchema, { ...signUp, password: "tq7#Lm2" })?.password?.[0]).toMatch(/au moins 8/);
    expect(errors(accountActionServerSchema, { ...signUp, password: "huit-car" })).toBeUndefined();
    expect(errors(accountActionServerSchema, { ...signUp, password: "p".repeat(127) + "q" })).toBeUndefined();
    expect(errors(accountActionServerSchema, { ...signUp, password: "p".repeat(127) + "qq" })?.password?.[0]).toMatch(/au plus 128/);
  });

  test("sign-in and sign-out are unchanged: a common password can still sign in", () => {
    expect(errors(accountActionServerSchema, { intent: "sign-in", email: "lou@example.org", password: "azerty123" })).toBeUndefined();
    expect(errors(accountActionServerSchema, { intent: "sign-out" })).toBeUndefined();
  });
});

describe("shared schemas (also in the browser bundle)", () => {
  test("carry the cheap rules", () => {
    expect(errors(accountActionSchema, { ...signUp, password: "aaaaaaaa" })).toEqual({ password: [PASSWORD_REPEATED_CHARACTER_MESSAGE] });
    expect(errors(accountActionSchema, { ...signUp, password: "martin1234" })).toEqual({ password: [PASSWORD_PERSONAL_DETAILS_MESSAGE] });
  });

  test("leave the list to the server", () => {
    expect(signUpSchema.safeParse({ ...signUp, password: "azerty123" }).success).toBe(true);
    expect(signUpServerSchema.safeParse({ ...signUp, password: "azerty123" }).success).toBe(false);
  });
});
