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
