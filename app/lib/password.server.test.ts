// Password hashing under load: derivations queue instead of all holding 128 MiB at once.
import { expect, test } from "vitest";
import { activeHashes, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from "./password.server";

test(`at most ${MAX_CONCURRENT_HASHES} scrypt derivations run at once; the others wait and all complete`, async () => {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, activeHashes())), 5);
  try {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`phrase de passe ${i}`)));
    expect(new Set(hashes).size).toBe(6);
    expect(await verifyPassword({ hash: hashes[3]!, password: "phrase de passe 3" })).toBe(true);
    expect(await verifyPassword({ hash: hashes[3]!, password: "phrase de passe 4" })).toBe(false);
  } finally {
    clearInterval(sampler);
  }
  expect(peak).toBe(MAX_CONCURRENT_HASHES);
  expect(activeHashes()).toBe(0);
}, 30_000);
