// zod without its code-generating fast path: zod probes `new Function`, which our CSP forbids
// (no 'unsafe-eval'), so browsers would report a CSP violation. Imported first by the root
// module. It sets zod's global config object without importing zod, so pages without forms
// do not download zod (zod adopts an existing globalThis.__zod_globalConfig; see its test).
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
