// Hostile inputs shared by the property tests: strings a browser, a bot or an attacker may send
// (any UTF-16 code unit including lone surrogates, control characters, huge values, markup and
// SQL), and object keys that try to reach Object.prototype.
import fc from "fast-check";

/** Keys that pollute a prototype when a parser assigns them naively. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "__proto__[polluted]",
  "__proto__.polluted",
  "constructor.prototype.polluted",
  "constructor[prototype][polluted]",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "membres[0].__proto__",
  "membres.__proto__.nom",
] as const;

export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0001\u0002\u0007\b\u000b\u000c\u001b\u007f\u0085\u009fb",
  "ligne1\r\nligne2\rligne3\n\r\nX-Injected: 1",
  "\ufeff\u202etxt.exe\ufffe\uffff",
  "\ud800",
  "\udc00x\ud83d",
  "' OR 1=1--",
  "'); DROP TABLE users;--",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "%E9%zz%",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "0x1F",
  "__proto__",
  "null",
  "undefined",
  "[object Object]",
  "é".normalize("NFD").repeat(50),
  "👨‍👩‍👧‍👦".repeat(20),
] as const;

/** Any UTF-16 code unit, lone surrogates included (what `fc.string()` never produces). */
export const codeUnitString = (maxLength = 120) =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

/** A value far over every field limit of the site (up to ~300 000 characters). */
export const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 6, unit: "grapheme" }), fc.integer({ min: 1_000, max: 50_000 }))
  .map(([piece, times]) => piece.repeat(times));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 2, arbitrary: codeUnitString() },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: hugeString },
);

/** Object keys: ordinary strings and prototype-polluting ones. */
export const hostileKey = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...PROTOTYPE_KEYS));

/** Any JSON-like or JavaScript value, with hostile keys and strings, and objects parsed from JSON with an own `__proto__`. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ key: hostileKey, maxDepth: 3, maxKeys: 8, withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }),
  fc.dictionary(hostileKey, hostileString, { maxKeys: 10 }),
  fc.constantFrom(
    JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
    JSON.parse('{"intent":"__proto__","__proto__":[]}') as unknown,
  ),
);

/** Nothing a property test ran may leave a property on Object.prototype. */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && Object.keys(Object.prototype).length === 0;
}
