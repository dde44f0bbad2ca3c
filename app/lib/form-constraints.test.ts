import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraints } from "./form-constraints";
import { FRENCH_PHONE_PATTERN, normalizeFrenchPhone } from "./french-phone";
import { optionalFrenchPhoneField } from "./french-phone-field";
import { emailField } from "./email-field";

const schema = z.object({
  name: z.string({ error: "Le nom est obligatoire." }).trim().min(2, "Au moins 2 caractères.").max(40, "Au plus 40 caractères."),
  email: emailField(),
  phone: optionalFrenchPhoneField(),
  note: z.string().max(200, "Au plus 200 caractères.").optional(),
  kind: z.enum(["a", "b"], { error: "Choisissez dans la liste." }),
  "members[0].name": z.string().optional(),
});

describe("a form's constraints and messages come from its zod schema", () => {
  const { constraint, messages } = formConstraints(schema);

  it("finds required fields and text lengths by parsing, with the schema's own messages", () => {
    expect(constraint.name).toEqual({ required: true, minLength: 2, maxLength: 40 });
    expect(messages.name).toMatchObject({ valueMissing: "Le nom est obligatoire.", tooShort: "Au moins 2 caractères.", tooLong: "Au plus 40 caractères." });
    expect(constraint.note).toEqual({ required: false, maxLength: 200 });
    expect(messages.note?.valueMissing).toBeUndefined();
  });

  it("gives a value of the wrong kind the schema's message (an email, a choice)", () => {
    expect(constraint.email?.required).toBe(true);
    expect(messages.email?.typeMismatch).toBe("Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.");
    expect(messages.kind).toMatchObject({ valueMissing: "Choisissez dans la liste.", typeMismatch: "Choisissez dans la liste." });
  });

  it("renders a rule written as code as the pattern it declares, with the schema's message", () => {
    expect(constraint.phone).toEqual({ required: false, pattern: FRENCH_PHONE_PATTERN });
    expect(messages.phone?.typeMismatch).toMatch(/^Numéro de téléphone invalide/);
  });

  it("leaves nested fields to the server", () => {
    expect(Object.keys(constraint)).not.toContain("members[0].name");
  });
});

describe("the French phone pattern accepts what the server accepts", () => {
  const pattern = new RegExp(`^(?:${FRENCH_PHONE_PATTERN})$`, "v");
  it.each(["06 12 34 56 78", "+33 6 12 34 56 78", "+33 (0)6 12 34 56 78", "0033612345678", "06.12.34.56.78", "06-12-34-56-78", "12 34", "0012345678", "+3306", "06 12 34 56 7", "00 12 34 56 78"])("%s", (value) => {
    expect(pattern.test(value)).toBe(normalizeFrenchPhone(value) !== null);
  });
});

describe("a form whose whole value is transformed", () => {
  it("takes its constraints from the object under the transformation, its messages from the whole schema", () => {
    const transformed = z.object({ name: z.string({ error: "Le nom est obligatoire." }).min(1, "Le nom est obligatoire.") }).transform((value) => ({ ...value, upper: value.name.toUpperCase() }));
    const { constraint, messages } = formConstraints(transformed);
    expect(constraint.name?.required).toBe(true);
    expect(messages.name?.valueMissing).toBe("Le nom est obligatoire.");
  });
});
