// Every rule and French message of the idea form's schema, through conform's parser as the app uses it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { IDEA_LIMITS } from "./options";
import { IDEA_MESSAGES, ideaSchema } from "./schema";

const valid = {
  nom: "Camille Martin",
  email: "camille@example.org",
  telephone: "",
  quartier: "bellecour",
  type_soumission: "probleme",
  titre: "Trottoir abîmé",
  description: "Le trottoir de la rue Victor-Hugo est très abîmé devant le numéro 12.",
  localisation: "12 rue Victor-Hugo",
  urgence: "elevee",
};

function parse(fields: Record<string, string | undefined>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries({ ...valid, ...fields })) if (value !== undefined) formData.set(key, value);
  return parseWithZod(formData, { schema: ideaSchema });
}

function errorsOf(fields: Record<string, string | undefined>) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

test("a complete submission is accepted and typed", () => {
  const submission = parse({});
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(submission.value).toMatchObject({ nom: "Camille Martin", quartier: "bellecour", type_soumission: "probleme", urgence: "elevee" });
  expect(submission.value.telephone).toBeUndefined();
});

test("type and urgency default to idee and normale; telephone, quartier and localisation are optional", () => {
  const submission = parse({ type_soumission: undefined, urgence: undefined, telephone: undefined, quartier: undefined, localisation: undefined });
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(submission.value.type_soumission).toBe("idee");
  expect(submission.value.urgence).toBe("normale");
  expect(submission.value.quartier).toBeUndefined();
  expect(submission.value.localisation).toBeUndefined();
});

describe("nom", () => {
  test("at least 2 characters, with the spec's message", () => {
    expect(errorsOf({ nom: "A" }).nom).toEqual(["Le nom doit contenir au moins 2 caractères"]);
    expect(errorsOf({ nom: undefined }).nom).toEqual(["Le nom doit contenir au moins 2 caractères"]);
    expect(errorsOf({ nom: "  A  " }).nom).toEqual([IDEA_MESSAGES.nomMin]);
  });
  test("at most 100 characters", () => {
    expect(errorsOf({ nom: "x".repeat(IDEA_LIMITS.nomMax + 1) }).nom).toEqual(["Le nom doit contenir au plus 100 caractères"]);
    expect(parse({ nom: "x".repeat(IDEA_LIMITS.nomMax) }).status).toBe("success");
  });
});

describe("email", () => {
  test("must be a valid address", () => {
    expect(errorsOf({ email: "pas-une-adresse" }).email).toEqual(["Adresse e-mail invalide"]);
    expect(errorsOf({ email: undefined }).email).toEqual(["L’adresse e-mail est obligatoire"]);
  });
  test("is trimmed and lower-cased", () => {
    const submission = parse({ email: "  Camille@Example.ORG " });
    expect(submission.status === "success" && submission.value.email).toBe("camille@example.org");
  });
  test("at most 254 characters", () => {
    expect(errorsOf({ email: `${"a".repeat(250)}@example.org` }).email).toEqual([IDEA_MESSAGES.emailMax]);
  });
});

describe("telephone", () => {
  test.each([
    ["06 12 34 56 78", "+33612345678"],
    ["06.12.34.56.78", "+33612345678"],
    ["06-12-34-56-78", "+33612345678"],
    ["0478123456", "+33478123456"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33 (0)6 12 34 56 78", "+33612345678"],
    ["0033 6 12 34 56 78", "+33612345678"],
  ])("accepts %s and stores %s", (input, stored) => {
    const submission = parse({ telephone: input });
    expect(submission.status === "success" && submission.value.telephone).toBe(stored);
  });
  test.each(["12345", "06 12 34 56", "+44 20 7946 0958", "00 12 34 56 78", "06 12 34 56 78 90", "téléphone"])("refuses %s", (input) => {
    expect(errorsOf({ telephone: input }).telephone).toEqual([IDEA_MESSAGES.phone]);
  });
});

test("quartier must be one of the 16 districts", () => {
  expect(errorsOf({ quartier: "croix-rousse" }).quartier).toEqual(["Choisissez un quartier dans la liste"]);
  for (const q of ["grande_cote_trois_gaules", "hotel_de_ville", "autre"]) expect(parse({ quartier: q }).status).toBe("success");
});

test("type_soumission is idee, probleme or suggestion", () => {
  for (const t of ["idee", "probleme", "suggestion"]) expect(parse({ type_soumission: t }).status).toBe("success");
  expect(errorsOf({ type_soumission: "plainte" }).type_soumission).toEqual([IDEA_MESSAGES.type]);
});

describe("titre", () => {
  test("at least 5 characters, with the spec's message", () => {
    expect(errorsOf({ titre: "Abcd" }).titre).toEqual(["Le titre doit contenir au moins 5 caractères"]);
    expect(errorsOf({ titre: undefined }).titre).toEqual(["Le titre doit contenir au moins 5 caractères"]);
    expect(parse({ titre: "Abcde" }).status).toBe("success");
  });
  test("at most 150 characters", () => {
    expect(errorsOf({ titre: "x".repeat(151) }).titre).toEqual(["Le titre doit contenir au plus 150 caractères"]);
  });
});

describe("description", () => {
  test("at least 20 characters, with the spec's message", () => {
    expect(errorsOf({ description: "Trop court." }).description).toEqual(["La description doit contenir au moins 20 caractères"]);
    expect(errorsOf({ description: undefined }).description).toEqual(["La description doit contenir au moins 20 caractères"]);
    expect(parse({ description: "x".repeat(20) }).status).toBe("success");
  });
  test("at most 3000 characters", () => {
    expect(errorsOf({ description: "x".repeat(3001) }).description).toEqual(["La description doit contenir au plus 3000 caractères"]);
    expect(parse({ description: "x".repeat(3000) }).status).toBe("success");
  });
});

test("localisation is at most 200 characters", () => {
  expect(errorsOf({ localisation: "x".repeat(201) }).localisation).toEqual(["La localisation doit contenir au plus 200 caractères"]);
});

test("urgence is faible, normale, elevee or urgente", () => {
  for (const u of ["faible", "normale", "elevee", "urgente"]) expect(parse({ urgence: u }).status).toBe("success");
  expect(errorsOf({ urgence: "critique" }).urgence).toEqual([IDEA_MESSAGES.urgence]);
});

test("a refused submission keeps every typed value for the form", () => {
  const submission = parse({ titre: "Abc" });
  expect(submission.reply().initialValue).toMatchObject({ nom: "Camille Martin", titre: "Abc", description: valid.description });
});
