import { describe, expect, test } from "vitest";
import { containsPersonalDetails, foldForComparison, isSingleRepeatedCharacter } from "./password-policy";
import { commonPasswordList, isCommonPassword, passwordCandidates } from "./password-policy.server";

describe("cheap shared rules", () => {
  test("a password made of one repeated character is spotted, case- and accent-insensitively", () => {
    for (const password of ["aaaaaaaa", "11111111", "AaAaAaAa", "ééÉÉeeEE", "        "]) {
      expect(isSingleRepeatedCharacter(password), password).toBe(true);
    }
    for (const password of ["aaaaaaab", "abababab", "1111111.", "x"]) {
      expect(isSingleRepeatedCharacter(password), password).toBe(false);
    }
  });

  test("the email, its local part and the names are spotted inside the password", () => {
    const details = { email: "lou.martin@example.org", firstName: "Élodie", lastName: "Le Gall-Dupré" };
    for (const password of [
      "lou.martin@example.org",
      "LOU.MARTIN@EXAMPLE.ORG",
      "Lou.Martin2024!",
      "loumartin-secret",
      "elodie est la",
      "ÉLODIE1990!",
      "mes clefs dupre",
      "le gall-dupre 69",
    ]) {
      expect(containsPersonalDetails(password, details), password).toBe(true);
    }
    for (const password of ["Vélo rouge sur la Saône 42", "martine", "la galette des rois", "lodie tout court"]) {
      expect(containsPersonalDetails(password, details), password).toBe(false);
    }
  });

  test("names and local parts shorter than 4 characters are not refused inside a password", () => {
    const details = { email: "lou@example.org", firstName: "Lou", lastName: "Ba" };
    expect(containsPersonalDetails("louvre et bagatelle", details)).toBe(false);
    expect(containsPersonalDetails("moi lou@example.org", details)).toBe(true);
  });

  test("folding removes case and accents", () => {
    expect(foldForComparison("Saône ÉTÉ Noël")).toBe("saone ete noel");
  });
});

describe("common-password list (server)", () => {
  test("holds tens of thousands of passwords, French ones included, folded to lowercase", () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ["azerty", "azertyuiop", "motdepasse", "soleil", "marseille", "chouchou", "jetaime", "doudou", "bienvenue"]) {
      expect(list.has(password), password).toBe(true);
    }
    expect([...list].every((p) => p === foldForComparison(p))).toBe(true);
    // Built once per process.
    expect(commonPasswordList()).toBe(list);
  });

  test("a password on the list, or whose trivial base is, is common", () => {
    for (const password of [
      "qwerty1234",
      "QWERTY1234",
      "Azerty123!",
      "motdepasse",
      "Motdepasse2024?",
      "2024soleil",
      "P@ssw0rd!",
      "M0td3passe",
      "chouchou",
      "Doudou69!",
      "Lyon2024!",
      "Presqu'île",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  test("sequences and repeated blocks, which the list leaves to pattern matching, are common", () => {
    for (const password of ["abcdefgh", "01234567", "87654321", "12341234", "20102010!", "coco2024", "soleilsoleil"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  test("passphrases and random passwords are not common", () => {
    for (const password of ["Vélo rouge sur la Saône 42", "a1b2c3d4e", "huit-car", "correct horse battery staple", "tq7#Lm2!vZ", "x".repeat(64) + "y".repeat(64)]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  test("the base is only looked up when at least 4 characters long", () => {
    expect(passwordCandidates("Azerty123!")).toContain("azerty");
    // "cat" is on the list, but "Cat-98765432" is not refused because of it.
    expect(commonPasswordList().has("cat")).toBe(true);
    expect(passwordCandidates("Cat-98765432")).not.toContain("cat");
    expect(isCommonPassword("Cat-98765432")).toBe(false);
  });
});
