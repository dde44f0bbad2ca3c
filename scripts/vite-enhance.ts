// Vite plugin: builds the enhancement entry (app/enhance/main.ts, the only script a document
// page loads first) as one more chunk of the browser build, hashed and code-split like the rest,
// and gives the server its URL through `virtual:adpl/enhance-entry`. React Router's plugin owns
// the browser build's inputs, so the chunk is emitted here. The browser build runs before the
// server build: it writes the file's name to `<build>/enhance-entry.json`, which the server build
// reads. In development the dev server serves the module itself.
import fs from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

const VIRTUAL_ID = "virtual:adpl/enhance-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = "app/enhance/main.ts";
const CHUNK_NAME = "enhance";

export function enhanceEntry(buildDirectory: string): Plugin {
  let config: ResolvedConfig;
  const recordFile = () => path.resolve(config.root, buildDirectory, "enhance-entry.json");
  return {
    name: "adpl-enhance-entry",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command !== "build" || this.environment.name !== "client") return;
      this.emitFile({ type: "chunk", id: path.resolve(config.root, ENTRY), name: CHUNK_NAME });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      // The entry's group (vite.config.ts) takes main.ts in with the shell: the chunk holding it
      // is the entry, whether or not the bundler still calls it one.
      const entry = path.resolve(config.root, ENTRY);
      const chunk = Object.values(bundle).find((item) => item.type === "chunk" && item.moduleIds.includes(entry));
      if (!chunk) this.error(`the enhancement entry (${ENTRY}) was not built`);
      fs.mkdirSync(path.dirname(recordFile()), { recursive: true });
      fs.writeFileSync(recordFile(), JSON.stringify({ file: `${config.base}${chunk.fileName}` }));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (config.command === "serve") return `export default ${JSON.stringify(`${config.base}${ENTRY}`)};`;
      if (this.environment.name === "client") return `export default "";`;
      const record = recordFile();
      if (!fs.existsSync(record)) this.error(`${record} is missing: the browser build must run first`);
      const { file } = JSON.parse(fs.readFileSync(record, "utf8")) as { file: string };
      return `export default ${JSON.stringify(file)};`;
    },
  };
}

const IMPORT = /^\s*(?:import|export)\s(?!type\b)[^;]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

function resolveSource(from: string, specifier: string, appDir: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The page modules fetched together, in one file: the modules one kind of page asks for. A reading
 * page (articles, positions, gallery, history) never pays for the forms' code, a page with a form
 * loads one file for all its form behaviours, and the home page its own two with the forms' file.
 * A page module of no set is a file of its own (map, search-results, not-found-log, …). Issue 34's
 * budget: a document loads at most 4 script files (tests/e2e/budget.spec.ts).
 */
export const MODULE_SETS: Record<string, string[]> = {
  "enhance-reading": ["swap", "accordion", "share", "print", "viewer"],
  "enhance-forms": ["form", "password-toggle", "membership-price", "payment-open"],
  "enhance-home": ["counter", "carousel"],
};

/** The chunk of the enhancement entry: main.ts, the shell's modules and the helpers they share. */
const ENTRY_CHUNK = CHUNK_NAME;

/**
 * The browser chunk of each file of the enhancement and of what it imports from the rest of the
 * site (helpers in app/enhance, plain site modules such as lib/toast.ts), found by reading their
 * imports, for the browser build's groups (vite.config.ts): the entry and the shell modules make
 * the entry's chunk, the modules of a set their set's, and a helper goes with the only chunk whose
 * files use it, or into the entry's when several do (the entry is on every page, so nothing is
 * fetched twice). A module of no set and the helpers only it uses are left to the bundler, which
 * makes them a file of their own (null). Left to the shared groups, a plain module such as
 * lib/toast.ts would land in a chunk of the React pages that also use it, and the entry would load
 * that chunk and, through it, the framework.
 */
export function enhancementChunks(root: string): (id: string) => string | null {
  const appDir = path.resolve(root, "app");
  const enhanceDir = path.join(appDir, "enhance");
  const setOf = new Map(Object.entries(MODULE_SETS).flatMap(([set, names]) => names.map((name) => [name, set] as const)));
  // The chunk each entry, shell or page module starts; a module of no set starts its own.
  const starts = new Map<string, { chunk: string; grouped: boolean }>();
  for (const name of fs.readdirSync(enhanceDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(name) || name.endsWith(".d.ts") || /\.test\.tsx?$/.test(name)) continue;
    const file = path.join(enhanceDir, name);
    const module = /^modules[\\/](.+)\.tsx?$/.exec(name)?.[1];
    if (module !== undefined) starts.set(file, { chunk: setOf.get(module) ?? module, grouped: setOf.has(module) });
    else if (/^(main\.ts$|shell[\\/])/.test(name)) starts.set(file, { chunk: ENTRY_CHUNK, grouped: true });
  }
  // Which chunks use each helper, directly or through other helpers.
  const users = new Map<string, Set<string>>();
  for (const [start, { chunk }] of starts) {
    const queue = [start];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const file = queue.pop()!;
      for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
        const resolved = resolveSource(file, match[1] ?? match[2]!, appDir);
        if (!resolved || seen.has(resolved) || starts.has(resolved)) continue;
        seen.add(resolved);
        queue.push(resolved);
        users.set(resolved, (users.get(resolved) ?? new Set()).add(chunk));
      }
    }
  }
  const grouped = new Set([ENTRY_CHUNK, ...Object.keys(MODULE_SETS)]);
  const chunks = new Map<string, string>();
  for (const [file, { chunk, grouped: isGrouped }] of starts) if (isGrouped) chunks.set(file, chunk);
  for (const [helper, by] of users) {
    const only = by.size === 1 ? [...by][0]! : ENTRY_CHUNK;
    if (grouped.has(only)) chunks.set(helper, only);
  }
  // Vite's preload helper goes with the entry. (The bundler's runtime, which gives each module of
  // a set its exports object, is a file shared with the React pages: one more on a page with a set.)
  return (id) => chunks.get(id.split("?")[0]!) ?? (/vite\/preload-helper/.test(id) ? ENTRY_CHUNK : null);
}
