// How the production server process is run: the Node flags and environment defaults that
// `npm start` (scripts/start.mjs) gives it, shared with the benchmarks, which start it the same way
// (bench/support/server.mjs). Measured with `npm run bench:load` (ADR 0019).
//
// - MALLOC_ARENA_MAX=2: glibc otherwise keeps a malloc arena per thread that allocated (libvips'
//   image threads) and what they freed with it (ADR 0014).
// - --max-semi-space-size=4 (MB): V8's young generation grows to 2 × 16 MB by default, resident
//   from the first burst of requests on; 2 × 4 MB costs nothing measurable on cached pages and
//   ~5 % on pages rendered for each request.
// - --heap-growing-percent=50: after each full collection V8 lets the old generation grow to up
//   to 4 × what survived before the next one; 1.5 × keeps a crowd's garbage from piling up
//   (after 80 s of 32 clients: ~240 MB resident instead of ~340 MB) for ~10 % fewer requests a
//   second on cached pages. A growth factor, not a cap: a burst of work that needs more memory
//   gets it (a hard --max-old-space-size would end the process instead).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=50"];
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: "2" };
