// Every rule and French message of the membership form's schema, through conform's parser as the app uses it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { householdMembers, MEMBERSHIP_MESSAGES as M, membershipSchemaFor } from "./schema";

// As offered in December 2025: 2025, and 2026 in anticipation.
const membershipSchema = membershipSchemaFor([2025, 2026]);

const payer = {
  nom: "Durand",
  prenom: "Alice",
  email: "alice@example.org",
  telephone: "06 12 34 56 78",
  adresse_complete: "12 rue Mercière",
  code_postal: "69002",
  ville: "Lyon",
  annee_adhesion: "2025",
  nombre_personnes: "1",
  consentement_rgpd: "on",
};

function parse(fields: Record<string, string | undefined>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries({ ...payer, ...fields })) if (value !== undefined) formData.set(key, value);
  return parseWithZod(formData, { schema: membershipSchema });
}

function errorsOf(fields: Record<string, string | undefined>) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

test("a complete one-person membership is accepted, with the phone normalised", () => {
  const submission = parse({});
  expect(submission.status).toBe("success");
  if (submission.status !== "success") return;
  expect(submission.value).toEqual({
    nom: "Durand",
    prenom: "Alice",
    email: "alice@example.org",
    telephone: "+33612345678",
    adresse_complete: "12 rue Mercière",
    code_postal: "69002",
    ville: "Lyon",
    annee_adhesion: 2025,
    nombre_personnes: 1,
    consentement_rgpd: true,
    membres: [],
  });
});

describe("required payer fields", () => {
  test.each(["nom", "prenom", "email", "telephone", "adresse_complete", "code_postal", "ville", "annee_adhesion", "nombre_personnes"])(
    "a missing %s gives the spec's message and marks the field",
    (field) => {
      const errors = errorsOf({ [field]: undefined });
      expect(errors[""]).toEqual(["Veuillez remplir tous les champs obligatoires."]);
      expect(errors[field]).toEqual([M.field]);
    },
  );

  test("blank (spaces only) counts as missing", () => {
    const errors = errorsOf({ ville: "   " });
    expect(errors[""]).toEqual(["Veuillez remplir tous les champs obligatoires."]);
    expect(errors.ville).toEqual([M.field]);
  });

  test("the form-level message is given once, however many fields are missing", () => {
    const errors = errorsOf({ nom: undefined, prenom: undefined, ville: undefined });
    expect(errors[""]).toEqual([M.required]);
  });
});

describe("formats", () => {
  test("email must be valid", () => {
    expect(errorsOf({ email: "alice@" }).email).toEqual(["Adresse e-mail invalide"]);
  });
  test("telephone must be a French number", () => {
    expect(errorsOf({ telephone: "12 34" }).telephone).toEqual([M.phone]);
    const submission = parse({ telephone: "+33 4 78 00 00 00" });
    expect(submission.status === "success" && submission.value.telephone).toBe("+33478000000");
  });
  test.each(["6900", "690022", "69OO2", "00100", "99000", "ABCDE"])("postal code %s is refused", (code) => {
    expect(errorsOf({ code_postal: code }).code_postal).toEqual([M.postalCode]);
  });
  test.each(["69002", "01000", "20000", "97400", " 75001 "])("postal code %s is accepted", (code) => {
    expect(parse({ code_postal: code }).status).toBe("success");
  });
  test("the year must be one of the years offered, with a French reason otherwise", () => {
    expect(errorsOf({ annee_adhesion: "2024" }).annee_adhesion).toEqual(["L’adhésion 2024 n’est plus proposée, l’année est terminée. Choisissez l’année d’adhésion\u202f: 2025 ou 2026."]);
    expect(errorsOf({ annee_adhesion: "2027" }).annee_adhesion).toEqual(["L’adhésion 2027 n’est pas encore ouverte. Choisissez l’année d’adhésion\u202f: 2025 ou 2026."]);
    expect(errorsOf({ annee_adhesion: "deux mille" }).annee_adhesion).toEqual(["Choisissez l’année d’adhésion\u202f: 2025 ou 2026."]);
    const submission = parse({ annee_adhesion: "2026" });
    expect(submission.status === "success" && submission.value.annee_adhesion).toBe(2026);
  });

  test("the same form a year later refuses 2025 and accepts 2027", () => {
    const later = membershipSchemaFor([2026, 2027]);
    const form = (annee: string) => {
      const formData = new FormData();
      for (const [key, value] of Object.entries({ ...payer, annee_adhesion: annee })) formData.set(key, value);
      return parseWithZod(formData, { schema: later });
    };
    const refused = form("2025");
    expect(refused.status).toBe("error");
    expect(refused.reply().error?.annee_adhesion?.[0]).toMatch(/^L’adhésion 2025 n’est plus proposée/);
    // The refused post keeps what was typed.
    expect(refused.reply().initialValue).toMatchObject({ nom: "Durand", ville: "Lyon", annee_adhesion: "2025" });
    expect(form("2027").status).toBe("success");
  });
  test("persons must be 1 to 4", () => {
    expect(errorsOf({ nombre_personnes: "0" }).nombre_personnes).toEqual([M.persons]);
    expect(errorsOf({ nombre_personnes: "5" }).nombre_personnes).toEqual([M.persons]);
  });
  test("names and address have maximum lengths", () => {
    expect(errorsOf({ nom: "x".repeat(81) }).nom).toEqual(["80 caractères au maximum."]);
    expect(errorsOf({ adresse_complete: "x".repeat(201) }).adresse_complete).toEqual(["200 caractères au maximum."]);
    expect(errorsOf({ ville: "x".repeat(101) }).ville).toEqual(["100 caractères au maximum."]);
  });
});

describe("additional members", () => {
  test.each([2, 3, 4])("with %i persons every member from 2 needs last and first name", (persons) => {
    const errors = errorsOf({ nombre_personnes: String(persons) });
    for (let position = 2; position <= persons; position++) {
      expect(errors[`membres[${position - 2}]`]).toEqual([`Veuillez remplir le nom et prénom de l’adhérent ${position}.`]);
      expect(errors[`membres[${position - 2}].nom`]).toEqual([M.field]);
      expect(errors[`membres[${position - 2}].prenom`]).toEqual([M.field]);
    }
    expect(errors[`membres[${persons - 1}]`]).toBeUndefined();
  });

  test("a first name alone is not enough", () => {
    const errors = errorsOf({ nombre_personnes: "2", "membres[0].prenom": "Bob" });
    expect(errors["membres[0]"]).toEqual(["Veuillez remplir le nom et prénom de l’adhérent 2."]);
    expect(errors["membres[0].nom"]).toEqual([M.field]);
    expect(errors["membres[0].prenom"]).toBeUndefined();
  });

  test("member email and phone are optional but checked when given", () => {
    const errors = errorsOf({ nombre_personnes: "2", "membres[0].nom": "Durand", "membres[0].prenom": "Bob", "membres[0].email": "bob@", "membres[0].telephone": "123" });
    expect(errors["membres[0].email"]).toEqual([M.email]);
    expect(errors["membres[0].telephone"]).toEqual([M.phone]);
  });

  test("blocks beyond the chosen household size are ignored, even if filled or invalid", () => {
    const submission = parse({
      nombre_personnes: "2",
      "membres[0].nom": "Durand",
      "membres[0].prenom": "Bob",
      "membres[1].nom": "Ignoré",
      "membres[1].email": "pas-une-adresse",
      "membres[2].prenom": "Ignorée",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.membres).toEqual([{ nom: "Durand", prenom: "Bob", email: undefined, telephone: undefined }]);
  });

  test("missing member email and phone fall back to the payer's; member 1 is the payer", () => {
    const submission = parse({
      nombre_personnes: "3",
      "membres[0].nom": "Durand",
      "membres[0].prenom": "Bob",
      "membres[1].nom": "Durand",
      "membres[1].prenom": "Chloé",
      "membres[1].email": "chloe@example.org",
      "membres[1].telephone": "07 00 00 00 01",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(householdMembers(submission.value)).toEqual([
      { position: 1, lastName: "Durand", firstName: "Alice", email: "alice@example.org", phone: "+33612345678" },
      { position: 2, lastName: "Durand", firstName: "Bob", email: "alice@example.org", phone: "+33612345678" },
      { position: 3, lastName: "Durand", firstName: "Chloé", email: "chloe@example.org", phone: "+33700000001" },
    ]);
  });
});

describe("RGPD consent", () => {
  test("is required, with the spec's message", () => {
    expect(errorsOf({ consentement_rgpd: undefined }).consentement_rgpd).toEqual(["Veuillez accepter le consentement RGPD."]);
  });
  test("is reported together with the other errors", () => {
    const errors = errorsOf({ consentement_rgpd: undefined, nom: undefined });
    expect(errors.consentement_rgpd).toEqual([M.consent]);
    expect(errors[""]).toEqual([M.required]);
  });
});

test("a refused submission keeps every typed value for the form", () => {
  const submission = parse({ code_postal: "123", nombre_personnes: "2", "membres[0].nom": "Durand" });
  expect(submission.reply().initialValue).toMatchObject({ nom: "Durand", code_postal: "123", membres: [{ nom: "Durand" }] });
});
