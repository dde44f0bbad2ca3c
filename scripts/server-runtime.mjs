// How the production server process is run: the Node flags and environment defaults that
// `npm start` (scripts/start.mjs) gives it, shared with the benchmarks that start it the same way.
//
// - MALLOC_ARENA_MAX=2: glibc otherwise keeps a malloc arena per thread that allocated (libvips'
//   image threads) and what they freed with it (ADR 0014).
// - --max-semi-space-size=4 (MB): V8's young generation grows to 2 × 16 MB by default, resident
//   from the first burst of requests on; 2 × 4 MB costs nothing measurable on cached pages and
//   ~5 % on pages rendered for each request, for ~25 MB less under load (ADR 0019).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: "2" };
