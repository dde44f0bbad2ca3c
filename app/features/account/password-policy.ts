// Cheap password rules, safe for the browser bundle: the shared zod schemas use them so the
// form shows them while typing. The full common-password list is NOT here (it would weigh
// hundreds of kilobytes): the server checks it, see password-policy.server.ts.

/** A new password's length (A2): long enough, with a bound on the hashing work. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_COMMON_MESSAGE = "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.";
export const PASSWORD_REPEATED_CHARACTER_MESSAGE = "Le mot de passe ne doit pas répéter un seul caractère.";
export const PASSWORD_PERSONAL_DETAILS_MESSAGE = "Le mot de passe ne doit pas reprendre votre adresse e-mail ou votre nom.";

/** Names and email local parts shorter than this are too frequent inside words to refuse. */
export const PERSONAL_TERM_MIN = 4;

/** Lowercase, accents removed ("Élodie" → "elodie"), for case- and accent-insensitive comparisons. */
export function foldForComparison(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** One character typed again and again ("aaaaaaaa", "11111111", "ÉéÉéÉéÉé"). */
export function isSingleRepeatedCharacter(password: string): boolean {
  const characters = Array.from(foldForComparison(password));
  return characters.length > 1 && characters.every((c) => c === characters[0]);
}

export interface PersonalDetails {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Letters and digits only ("lou.martin" → "loumartin"), so separators cannot hide a name. */
const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");

/** The folded terms a password must not contain: the whole email, its local part, the names and their parts. */
export function personalTerms(details: PersonalDetails): string[] {
  const terms = new Set<string>();
  const add = (term: string) => {
    for (const t of [term, compact(term)]) if (t.length >= PERSONAL_TERM_MIN) terms.add(t);
  };
  const email = foldForComparison(details.email?.trim() ?? "");
  if (email) {
    terms.add(email);
    const at = email.lastIndexOf("@");
    if (at > 0) add(email.slice(0, at));
  }
  for (const name of [details.firstName, details.lastName]) {
    const folded = foldForComparison(name?.trim() ?? "");
    add(folded);
    // "Jean-Pierre Le Gall": "jean", "pierre" and "gall" count on their own too.
    for (const part of folded.split(/[^\p{L}\p{N}]+/u)) add(part);
  }
  return [...terms];
}

/** True when the password equals or contains the person's email (or its local part) or name. */
export function containsPersonalDetails(password: string, details: PersonalDetails): boolean {
  const folded = foldForComparison(password);
  const haystacks = [folded, compact(folded)];
  return personalTerms(details).some((term) => haystacks.some((h) => h.includes(term)));
}
