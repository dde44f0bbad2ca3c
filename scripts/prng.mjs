// Deterministic pseudo-random numbers (mulberry32): the same synthetic data on every run, for
// the generated images (scripts/generate-images.mjs) and the benchmarks' data (bench/).
// Plain JavaScript with JSDoc types, so that both `node` scripts and tsx benches import it.

/**
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
