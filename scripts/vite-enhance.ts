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
      const chunk = Object.values(bundle).find((item) => item.type === "chunk" && item.name === CHUNK_NAME && item.isEntry);
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
 * The modules the enhancement entry and modules import (their helpers in app/enhance and the
 * site's plain modules), found by reading their imports. The browser build groups them in one chunk of their own: left to the shared
 * groups, a plain module such as lib/toast.ts lands in a chunk of the React pages that also use
 * it, and the entry would load that chunk and, through it, the framework.
 */
export function enhancementDependencies(root: string): Set<string> {
  const appDir = path.resolve(root, "app");
  const enhanceDir = path.join(appDir, "enhance");
  const queue = fs
    .readdirSync(enhanceDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts") && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(enhanceDir, name));
  const seen = new Set(queue);
  // The entry and the modules are chunks of their own; their helpers are shared.
  const isChunk = (file: string) => /^(main\.ts$|shell[\\/]|modules[\\/])/.test(path.relative(enhanceDir, file));
  const found = new Set(queue.filter((file) => !isChunk(file)));
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const resolved = resolveSource(file, match[1] ?? match[2]!, appDir);
      if (!resolved || seen.has(resolved)) continue;
      seen.add(resolved);
      queue.push(resolved);
      if (!isChunk(resolved)) found.add(resolved);
    }
  }
  return found;
}
