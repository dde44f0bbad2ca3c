// The "too common" password rule, server only (A3): ~49,000 passwords, too heavy for the
// browser bundle. The list is @zxcvbn-ts/language-common's "passwords-common" dictionary:
// the most frequent passwords of a public leak corpus of ten million accounts, international
// but with many French ones (azerty, motdepasse, soleil, marseille, chouchou, jetaime...),
// plus the few French and local ones below that it lacks.
import { createRequire } from "node:module";
import { foldForComparison } from "./password-policy";

type CommonDictionaryPackage = typeof import("@zxcvbn-ts/language-common");

/**
 * Frequent French passwords missing from the international list, and words of this site's
 * own context (the association, the neighbourhood, the city), which attackers try first.
 */
const FRENCH_AND_LOCAL_PASSWORDS = [
  // French favourites absent from the leak corpus (their "123", "!" variants are caught as bases)
  "doudou", "coucou", "bienvenue", "bisounours", "doudoune", "fripouille", "poupette", "titou", "parisienne",
  "monmotdepasse", "mon mot de passe", "mot de passe", "utilisateur", "administrateur", "je t'aime",
  "jetaimefort", "moncoeur", "mabiche", "ma puce", "choupette", "choupinette", "bonheur",
  // this site: the association, its neighbourhood and city
  "adpl", "presquile", "presqu'ile", "bellecour", "fourviere", "terreaux", "croixrousse", "confluence",
  "lyon", "lyonnais", "lyonnaise", "olympiquelyonnais", "allezlyon", "gones",
];

/** Below this length a base word is not worth refusing inside a longer password. */
const MIN_BASE_LENGTH = 4;

let commonPasswords: Set<string> | undefined;

/**
 * The folded list, built on first use and kept for the life of the process. The package is
 * required lazily, so importing this module (and server start-up) costs nothing.
 */
export function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    const load = createRequire(import.meta.url);
    const { dictionary } = load("@zxcvbn-ts/language-common") as CommonDictionaryPackage;
    // The package's entries are already lowercase ASCII: only the others need folding.
    const fold = (p: string) => (/^[\x20-\x40\x5b-\x7e]*$/.test(p) ? p : foldForComparison(p));
    commonPasswords = new Set([...dictionary["passwords-common"], ...FRENCH_AND_LOCAL_PASSWORDS].map(fold));
  }
  return commonPasswords;
}

const TRAILING_PUNCTUATION = /[\p{P}\p{S}\s]+$/u;
const TRAILING_DIGITS_AND_PUNCTUATION = /[\p{N}\p{P}\p{S}\s]+$/u;
const LEADING_DIGITS_AND_PUNCTUATION = /^[\p{N}\p{P}\p{S}\s]+/u;

// Look-alike substitutions people use to pass composition rules ("P@ssw0rd", "M0td3passe").
const LEET: Record<string, string> = { "@": "a", "4": "a", "3": "e", "0": "o", $: "s", "5": "s", "7": "t", "1": "i", "!": "i" };
const unLeet = (text: string, one: "i" | "l") =>
  text.replace(/[@430$571!]/g, (c) => (c === "1" || c === "!" ? one : (LEET[c] ?? c)));

/**
 * The strings looked up for one password: itself (lowercased, accents removed), and its
 * "base" once the trivial decorations are gone: trailing digits and punctuation
 * ("Azerty123!" → "azerty"), then leading ones ("2024soleil" → "soleil"), and look-alikes
 * ("P@ssw0rd!" → "password"). Bases shorter than 4 characters are not kept.
 */
export function passwordCandidates(password: string): string[] {
  const folded = foldForComparison(password.trim());
  const candidates = new Set([folded]);
  const noTrailingPunctuation = folded.replace(TRAILING_PUNCTUATION, "");
  const base = noTrailingPunctuation.replace(TRAILING_DIGITS_AND_PUNCTUATION, "");
  const core = base.replace(LEADING_DIGITS_AND_PUNCTUATION, "");
  for (const candidate of [noTrailingPunctuation, base, core]) {
    for (const variant of [candidate, unLeet(candidate, "i"), unLeet(candidate, "l")]) {
      if (variant.length >= MIN_BASE_LENGTH) candidates.add(variant);
    }
  }
  return [...candidates];
}

/** "abcd", "1234", "87654321": each character follows the previous one (or precedes it). */
function isStraightSequence(text: string): boolean {
  if (text.length < MIN_BASE_LENGTH || !/^[a-z0-9]+$/.test(text)) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i += 1) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** The shortest block that, repeated two times or more, makes the text ("2010" for "20102010"). */
function repeatedBlock(text: string): string | undefined {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return undefined;
}

/**
 * Patterns the list leaves out by design (its generator drops what zxcvbn's own pattern
 * matchers catch): sequences ("abcdefgh", "01234567", "87654321") and short or common blocks
 * repeated ("12341234", "20102010", "coco2024", "soleilsoleil").
 */
function isTrivialPattern(text: string, list: ReadonlySet<string>): boolean {
  if (text.length < MIN_BASE_LENGTH) return false;
  if (isStraightSequence(text)) return true;
  const block = repeatedBlock(text);
  return block !== undefined && (block.length <= 4 || list.has(block) || isStraightSequence(block));
}

/** True when the password, or its trivial base, is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswordList();
  return passwordCandidates(password).some((c) => list.has(c) || isTrivialPattern(c, list));
}
