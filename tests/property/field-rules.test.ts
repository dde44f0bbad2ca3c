// The rules the forms promise, checked from the rules themselves: values built to follow a rule
// are accepted (and come out normalised as promised), values built to break it are refused.
// Generators are written from the specification (what an email, a French phone number, a postal
// code, a length limit is), not from the regular expressions of the implementation.
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from "~/features/account/schema";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, contactSchema } from "~/features/contact/schema";
import { registrationSchema } from "~/features/events/registration-schema";
import { IDEA_LIMITS } from "~/features/ideas/options";
import { ideaSchema } from "~/features/ideas/schema";
import { MAX_PAYMENT_CENTS, parseAmountCents, parsePaymentDate } from "~/features/membership/payments";
import { membershipSchemaFor } from "~/features/membership/schema";
import { EMAIL_MAX, emailField } from "~/lib/email-field";
import { normalizeFrenchPhone } from "~/lib/french-phone";
import { optionalFrenchPhoneField } from "~/lib/french-phone-field";

// Property runs are CPU-bound: on a loaded shared machine one may take several seconds.
vi.setConfig({ testTimeout: 60_000 });

const RUNS = { numRuns: 100 };
const email = emailField();

// --- Email addresses ------------------------------------------------------------------------

const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split(""));
const word = (max: number) => fc.string({ unit: alnum, minLength: 1, maxLength: max });
/** A local part: words joined by single `.`, `_`, `+` or `-` (never two dots, never a dot at an end). */
const localPart = fc.array(fc.tuple(word(12), fc.constantFrom(".", "_", "+", "-")), { minLength: 1, maxLength: 4 }).map((parts) => parts.map(([w, sep], i) => (i === parts.length - 1 ? w : w + sep)).join(""));
/** A domain label: letters and digits, hyphens only inside. */
const label = fc.tuple(word(10), fc.option(fc.tuple(fc.constantFrom("-", "--"), word(10)), { nil: undefined })).map(([a, rest]) => (rest ? `${a}${rest[0]}${rest[1]}` : a));
const tld = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz".split("")), minLength: 2, maxLength: 6 });
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, top]) => [...labels, top].join("."));
const validEmail = fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`).filter((e) => e.length <= EMAIL_MAX);
/** Upper case here and there, spaces around: what people type. */
const typedEmail = fc.tuple(validEmail, fc.array(fc.boolean(), { maxLength: 80 }), fc.constantFrom("", " ", "  ", "\u00a0")).map(([e, upper, pad]) => ({
  expected: e,
  typed: `${pad}${[...e].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")}${pad === "\u00a0" ? " " : pad}`,
}));

const invalidEmail = fc.oneof(
  validEmail.map((e) => e.replace("@", "")),
  fc.tuple(validEmail, domain).map(([e, d]) => `${e}@${d}`),
  domain.map((d) => `@${d}`),
  localPart.map((l) => `${l}@`),
  fc.tuple(localPart, label).map(([l, d]) => `${l}@${d}`),
  fc.tuple(word(8), word(8), domain).map(([a, b, d]) => `${a}..${b}@${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `.${l}@${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}.@${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}@-${d}`),
  fc.tuple(localPart, label, fc.integer({ min: 0, max: 999 })).map(([l, d, n]) => `${l}@${d}.${n}`),
  fc.tuple(word(8), word(8), domain).map(([a, b, d]) => `${a} ${b}@${d}`),
  fc.tuple(localPart, domain, fc.constantFrom("<", ">", "(", ")", ",", ";", ":", "\\", '"', "[", "]", "\n", "\u0000")).map(([l, d, c]) => `${l}${c}x@${d}`),
  fc.constantFrom("", " ", "<script>@x.fr", '"><img src=x onerror=alert(1)>@example.org', "nom@exemple.fr\r\nBcc: victime@example.org"),
);

describe("email addresses (every form's email field)", () => {
  test("a well-formed address is accepted, trimmed and lower-cased", () => {
    fc.assert(
      fc.property(typedEmail, ({ typed, expected }) => {
        const parsed = email.safeParse(typed);
        expect(parsed.success, typed).toBe(true);
        expect(parsed.data).toBe(expected);
      }),
      RUNS,
    );
  });

  test("a malformed address is refused", () => {
    fc.assert(
      fc.property(invalidEmail, (typed) => {
        expect(email.safeParse(typed).success, JSON.stringify(typed)).toBe(false);
      }),
      RUNS,
    );
  });

  test(`an address over ${EMAIL_MAX} characters is refused, however well-formed`, () => {
    fc.assert(
      fc.property(fc.tuple(word(64), fc.array(label, { minLength: 25, maxLength: 40 }), tld), ([l, labels, top]) => {
        const long = `${l}@${[...labels, top].join(".")}`;
        fc.pre(long.length > EMAIL_MAX);
        expect(email.safeParse(long).success).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});

// --- French phone numbers -------------------------------------------------------------------

const nineDigits = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })).map(([first, rest]) => `${first}${rest.join("")}`);
const separator = fc.constantFrom("", " ", ".", "-");
/** "06 12 34 56 78" in its usual groupings, with one separator throughout. */
function grouped(digits: string, sep: string) {
  return digits.replace(/(\d{2})(?=\d)/g, `$1${sep}`);
}
const validPhone = fc.tuple(nineDigits, separator, fc.constantFrom("national", "+33", "+33 (0)", "0033"), fc.constantFrom("", " ")).map(([digits, sep, form, pad]) => {
  const national = `0${digits}`;
  const typed =
    form === "national" ? grouped(national, sep) : form === "+33" ? `+33${sep || ""} ${digits[0]}${sep}${grouped(digits.slice(1), sep)}` : form === "+33 (0)" ? `+33(0)${grouped(digits, sep)}` : `0033${sep}${grouped(digits, sep)}`;
  return { typed: `${pad}${typed}${pad}`, e164: `+33${digits}` };
});
const digitString = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(""));
const invalidPhone = fc.oneof(
  digitString(1, 9).map((d) => `0${d}`.slice(0, 9)),
  // A national number with too many digits (its second digit not 0: "0033…" is the international form).
  fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(9, 13)).map(([first, rest]) => `0${first}${rest}`),
  digitString(8, 8).map((d) => `00${d}`),
  nineDigits.map((d) => `+44${d}`),
  nineDigits.map((d) => `+330${d}`),
  nineDigits.map((d) => `0${d.slice(0, 4)}a${d.slice(5)}`),
  nineDigits.map((d) => `0${d}<script>`),
  nineDigits.map((d) => `0${d}\n0${d}`),
  fc.constantFrom("", "abc", "+33", "0", "06 12 34 56 7", "06 12 34 56 789", "+33 0 6 12 34 56 78 9", "33 6 12 34 56 78"),
);

describe("French phone numbers", () => {
  test("a French number as people type it is accepted and stored as E.164", () => {
    fc.assert(
      fc.property(validPhone, ({ typed, e164 }) => {
        expect(normalizeFrenchPhone(typed), typed).toBe(e164);
        expect(optionalFrenchPhoneField().safeParse(typed)).toMatchObject({ success: true, data: e164 });
      }),
      RUNS,
    );
  });

  test("anything else is refused by the form field (an empty field means no number)", () => {
    fc.assert(
      fc.property(invalidPhone, (typed) => {
        fc.pre(typed.trim() !== "");
        expect(normalizeFrenchPhone(typed), typed).toBeNull();
        expect(optionalFrenchPhoneField().safeParse(typed).success).toBe(false);
      }),
      RUNS,
    );
  });
});

// --- Lengths and choices --------------------------------------------------------------------

/** Printable text (letters, accents, digits, punctuation), no control character. */
const printable = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéèàçôÉ ABCXYZ0123456789'-.,!?".split(""));
const textOfLength = (min: number, max: number) => fc.string({ unit: printable, minLength: min, maxLength: max });

function lengthRule(name: string, check: (value: string) => boolean, min: number, max: number) {
  test(`${name}: accepted from ${min} to ${max} characters (after trimming), refused outside`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: max + 50 }), textOfLength(0, max + 50), fc.constantFrom("", " ", "  "), (n, filler, pad) => {
        // n characters between two letters, so trimming keeps exactly n; spaces around are not counted.
        const inner = filler.padEnd(n, "e").slice(0, Math.max(0, n - 2));
        const value = `${pad}${n === 1 ? "a" : `a${inner}z`}${pad}`;
        expect(value.trim().length).toBe(n);
        expect(check(value), `${n} characters`).toBe(n >= min && n <= max);
      }),
      RUNS,
    );
  });
}

const validContact = { name: "Lou", email: "lou@example.org", subject: "autre", message: "Bonjour, une question." };
const validIdea = { nom: "Lou Martin", email: "lou@example.org", titre: "Un banc", description: "Un banc rue Mercière, à l’ombre." };
const validRegistration = { name: "Lou", email: "lou@example.org", persons: "2" };

describe("length limits", () => {
  lengthRule("contact name", (v) => contactSchema.safeParse({ ...validContact, name: v }).success, 1, CONTACT_NAME_MAX);
  lengthRule("contact message", (v) => contactSchema.safeParse({ ...validContact, message: v }).success, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX);
  lengthRule("idea name", (v) => ideaSchema.safeParse({ ...validIdea, nom: v }).success, IDEA_LIMITS.nomMin, IDEA_LIMITS.nomMax);
  lengthRule("idea title", (v) => ideaSchema.safeParse({ ...validIdea, titre: v }).success, IDEA_LIMITS.titreMin, IDEA_LIMITS.titreMax);
  lengthRule("idea description", (v) => ideaSchema.safeParse({ ...validIdea, description: v }).success, IDEA_LIMITS.descriptionMin, IDEA_LIMITS.descriptionMax);

  test("a name with a line break or a control character is refused (it goes into email subjects)", () => {
    fc.assert(
      fc.property(textOfLength(1, 40), fc.integer({ min: 0, max: 0x1f }), textOfLength(1, 40), (a, code, b) => {
        const name = `x${a}${String.fromCharCode(code)}${b}x`;
        expect(contactSchema.safeParse({ ...validContact, name }).success).toBe(false);
        expect(registrationSchema.safeParse({ ...validRegistration, name }).success).toBe(false);
      }),
      RUNS,
    );
  });

  test("a whitespace-only required text is refused", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2003"), maxLength: 30 }), (blank) => {
        expect(contactSchema.safeParse({ ...validContact, name: blank }).success).toBe(false);
        expect(contactSchema.safeParse({ ...validContact, message: blank }).success).toBe(false);
      }),
      RUNS,
    );
  });

  test("a contact subject outside the list is refused", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (subject) => {
        fc.pre(!["adhesion", "quartier", "position", "evenement", "autre"].includes(subject));
        expect(contactSchema.safeParse({ ...validContact, subject }).success).toBe(false);
      }),
      RUNS,
    );
  });

  test("a registration covers 1 to 4 persons, whole numbers only", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), fc.constantFrom("", " "), (n, pad) => {
        expect(registrationSchema.safeParse({ ...validRegistration, persons: `${pad}${n}${pad}` }).success, String(n)).toBe(n >= 1 && n <= 4);
      }),
      RUNS,
    );
    // Whatever else is typed (zod coerces it as JavaScript reads a number), what is kept is 1 to 4.
    fc.assert(
      fc.property(fc.oneof(fc.double().map(String), fc.string({ maxLength: 8 }), fc.constantFrom("abc", "1e309", "2.5", "0x2", "-0", "Infinity", "NaN")), (persons) => {
        const parsed = registrationSchema.safeParse({ ...validRegistration, persons });
        if (parsed.success) expect([1, 2, 3, 4], persons).toContain(parsed.data.persons);
        else expect(parsed.success).toBe(false);
      }),
      RUNS,
    );
  });
});

describe("new passwords (A2)", () => {
  const password = (n: number) => fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_!éà ".split("")), minLength: n, maxLength: n }).map((s) => `ab${s}`.slice(0, n));

  test(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, no composition rule`, () => {
    fc.assert(
      fc.property(fc.integer({ min: PASSWORD_MIN, max: PASSWORD_MAX }).chain(password), (p) => {
        expect(newPasswordSchema.safeParse(p).success, p).toBe(true);
      }),
      RUNS,
    );
  });

  test("shorter or longer is refused", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: PASSWORD_MIN - 1 }), fc.integer({ min: PASSWORD_MAX + 1, max: 600 })).chain(password), (p) => {
        expect(newPasswordSchema.safeParse(p).success, p).toBe(false);
      }),
      RUNS,
    );
  });
});

// --- Membership ------------------------------------------------------------------------------

describe("membership form", () => {
  const schema = membershipSchemaFor([2025, 2026]);
  const department = fc.integer({ min: 1, max: 98 }).map((d) => String(d).padStart(2, "0"));
  const postalCode = fc.tuple(department, digitString(3, 3)).map(([d, rest]) => d + rest);
  const member = fc.record({ nom: textOfLength(1, 30).map((s) => `N${s}`), prenom: textOfLength(1, 30).map((s) => `P${s}`) });
  const validForm = fc.record({
    nom: textOfLength(1, 40).map((s) => `N${s}`),
    prenom: textOfLength(1, 40).map((s) => `P${s}`),
    email: validEmail,
    phone: validPhone,
    adresse_complete: textOfLength(1, 100).map((s) => `1 ${s}`),
    code_postal: postalCode,
    ville: textOfLength(1, 50).map((s) => `V${s}`),
    annee_adhesion: fc.constantFrom("2025", "2026"),
    membres: fc.array(member, { maxLength: 3 }),
  });

  test("a complete form is accepted, the phone stored as E.164, as many members as persons", () => {
    fc.assert(
      fc.property(validForm, ({ phone, membres, ...form }) => {
        const parsed = schema.safeParse({ ...form, telephone: phone.typed, nombre_personnes: String(membres.length + 1), membres, consentement_rgpd: true });
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(parsed.data!.telephone).toBe(phone.e164);
        expect(parsed.data!.membres).toHaveLength(membres.length);
      }),
      { numRuns: 60 },
    );
  });

  test("without the RGPD consent, with a past or unknown year, or a postal code outside 01000–98999, it is refused", () => {
    const breakage = fc.oneof(
      fc.constant({ consentement_rgpd: false }),
      fc.constantFrom("2024", "2027", "1e3", "", "20255").map((annee_adhesion) => ({ annee_adhesion })),
      fc.oneof(digitString(3, 3).map((d) => `00${d}`), digitString(3, 3).map((d) => `99${d}`), digitString(0, 4), digitString(6, 8), fc.constant("2A004")).map((code_postal) => ({ code_postal })),
    );
    fc.assert(
      fc.property(validForm, breakage, ({ phone, membres, ...form }, broken) => {
        const input = { ...form, telephone: phone.typed, nombre_personnes: String(membres.length + 1), membres, consentement_rgpd: true, ...broken };
        expect(schema.safeParse(input).success, JSON.stringify(broken)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

// --- Payments (admin form and CSV import) -----------------------------------------------------

describe("payment amounts and dates", () => {
  test("an amount in euros as typed in France or exported by a provider reads back as its cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAYMENT_CENTS * 10 }), fc.constantFrom(",", "."), fc.constantFrom("", " €", "€", " EUR", "\u00a0€"), (cents, decimal, currency) => {
        const euros = Math.floor(cents / 100);
        const rest = String(cents % 100).padStart(2, "0");
        expect(parseAmountCents(`${euros}${decimal}${rest}${currency}`)).toBe(cents);
        if (cents % 100 === 0) expect(parseAmountCents(`${euros}${currency}`)).toBe(cents);
        if (euros >= 1000) expect(parseAmountCents(`${euros.toLocaleString("fr-FR")},${rest}`)).toBe(cents);
      }),
      RUNS,
    );
  });

  test("negative amounts, three decimals and letters are refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 999 }), (euros, thousandths) => {
        expect(parseAmountCents(`-${euros}`)).toBeNull();
        expect(parseAmountCents(`${euros},${String(thousandths).padStart(3, "0")}`)).toBeNull();
        expect(parseAmountCents(`${euros}x`)).toBeNull();
        expect(parseAmountCents(`${euros}e2`)).toBeNull();
      }),
      RUNS,
    );
  });

  test("a calendar date in the French or ISO form reads as that day; an impossible date is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.constantFrom("/", ".", "-"), (year, month, day, sep) => {
        const real = new Date(Date.UTC(year, month - 1, day));
        const exists = month >= 1 && month <= 12 && day >= 1 && real.getUTCMonth() === month - 1 && real.getUTCDate() === day;
        const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        const french = `${String(day).padStart(2, "0")}${sep}${String(month).padStart(2, "0")}${sep}${year}`;
        expect(parsePaymentDate(french)).toBe(exists ? iso : null);
        expect(parsePaymentDate(iso)).toBe(exists ? iso : null);
      }),
      RUNS,
    );
  });
});
