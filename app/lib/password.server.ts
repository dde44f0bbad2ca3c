// Password hashing (scrypt at OWASP strength) and the password policy shared by every auth form.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** OWASP: scrypt with N=2^17, r=8, p=1. Stored as scrypt$N$r$p$salt$hash (base64). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Each derivation holds 128 MiB for ~0.3 s: at most this many run at once, the others wait
 * their turn, so a burst of sign-ins cannot take the process's memory (O1).
 */
export const MAX_CONCURRENT_HASHES = 2;
let active = 0;
const waiting: Array<() => void> = [];

/** Derivations running now (tests). */
export function activeHashes(): number {
  return active;
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else active += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, or is freed.
    if (next) next();
    else active -= 1;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Reads the cost parameters of a stored hash (used by tests and audits). */
export function hashParameters(hash: string): { N: number; r: number; p: number } | null {
  const [scheme, n, r, p] = hash.split("$");
  if (scheme !== "scrypt") return null;
  return { N: Number(n), r: Number(r), p: Number(p) };
}

