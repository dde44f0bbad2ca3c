// Every rule of the contact form schema, with its French message.
import { describe, expect, test } from "vitest";
import { contactSchema, contactSubjectLabels, contactSubjects, isContactSubject } from "./schema";

const valid = { name: "Jeanne Martin", email: "Jeanne@Exemple.fr ", subject: "quartier", message: "Bonjour, une question sur la ZTL." };

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contact schema", () => {
  test("accepts a complete message, trims and lowercases the email", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, email: "jeanne@exemple.fr" });
  });

  test("every field is required, with a French message", () => {
    expect(errorsFor({})).toEqual({
      name: "Le nom est obligatoire.",
      email: "L’adresse e-mail est obligatoire.",
      subject: "Choisissez un sujet dans la liste.",
      message: "Le message est obligatoire.",
    });
    expect(errorsFor({ ...valid, name: "   ", message: "  " })).toEqual({
      name: "Le nom est obligatoire.",
      message: "Le message est obligatoire.",
    });
  });

  test("the name is at most 100 characters and has no line break", () => {
    expect(errorsFor({ ...valid, name: "a".repeat(100) })).toEqual({});
    expect(errorsFor({ ...valid, name: "a".repeat(101) })).toEqual({ name: "Le nom doit contenir au plus 100 caractères." });
    expect(errorsFor({ ...valid, name: "Jeanne\nBcc: x@y.z" })).toEqual({ name: "Le nom ne doit pas contenir de retour à la ligne." });
  });

  test("the email must be a valid address of at most 254 characters", () => {
    expect(errorsFor({ ...valid, email: "jeanne@exemple" })).toEqual({ email: "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr." });
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@x.fr` })).toEqual({ email: "L’adresse e-mail doit contenir au plus 254 caractères." });
  });

  test("the subject is one of the five subjects", () => {
    for (const subject of contactSubjects) expect(errorsFor({ ...valid, subject })).toEqual({});
    expect(errorsFor({ ...valid, subject: "spam" })).toEqual({ subject: "Choisissez un sujet dans la liste." });
    expect(Object.values(contactSubjectLabels)).toEqual(["Adhésion", "Mon quartier", "Une prise de position", "Un événement", "Autre"]);
    expect(isContactSubject("autre")).toBe(true);
    expect(isContactSubject("toString")).toBe(false);
  });

  test("the message has between 10 and 5 000 characters", () => {
    expect(errorsFor({ ...valid, message: "Trop court" })).toEqual({});
    expect(errorsFor({ ...valid, message: "Bonjour" })).toEqual({ message: "Le message doit contenir au moins 10 caractères." });
    expect(errorsFor({ ...valid, message: "a".repeat(5000) })).toEqual({});
    expect(errorsFor({ ...valid, message: "a".repeat(5001) })).toEqual({ message: "Le message doit contenir au plus 5\u00a0000 caractères." });
  });
});
