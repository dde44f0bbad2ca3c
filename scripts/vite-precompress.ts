// Vite plugin: after the browser build is written, every compressible file of it (scripts,
// styles, SVG, JSON, manifests…) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
// copy beside it, compressed once at the highest levels instead of at each request.
// server/precompressed.ts serves them to the clients that accept them. A copy is kept only when
// it saves something worth a header; files under 1 KB are left alone (the compression
// middleware's threshold).
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; fonts (woff2) and images are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".map", ".ico"]);
const MIN_BYTES = 1024;
/** A copy that saves less than 5 % is not worth keeping. */
const MAX_RATIO = 0.95;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many files got them. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.has(path.extname(file).toLowerCase()));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION, memLevel: 9 }),
      ]);
      let kept = false;
      for (const [suffix, bytes] of [[".br", br], [".gz", gz]] as const) {
        if (bytes.length <= source.length * MAX_RATIO) {
          await fs.writeFile(`${file}${suffix}`, bytes);
          kept = true;
        }
      }
      if (kept) count += 1;
    }),
  );
  return count;
}

export function precompress(): Plugin {
  return {
    name: "adpl:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const count = await precompressDirectory(options.dir);
      this.environment.logger.info(`precompressed ${count} files (brotli 11, gzip 9)`);
    },
  };
}
