import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { enhanceEntry, enhancementChunks } from "./scripts/vite-enhance.js";
import { precompress } from "./scripts/vite-precompress.js";

const SHARED_MODULE = /[\\/]app[\\/](lib|components|config)[\\/]/;

/**
 * A module that imports zod stays out of the shared chunks: the group would bring zod along and
 * merge it into a chunk every page loads. zod comes with the forms that use it, when used.
 */
function importsSchemaLibrary(id: string): boolean {
  const file = id.split("?")[0];
  if (file.includes("node_modules") || !/\.tsx?$/.test(file) || !fs.existsSync(file)) return false;
  return /^import (?!type\b)[^;]*from ["']zod["']/m.test(fs.readFileSync(file, "utf8"));
}

// The chunk of each enhancement file and of what it imports from the rest of the site (ADR 0024).
const enhancementChunk = enhancementChunks(import.meta.dirname);

// The SSR build bundles server/app.ts (Express app + React Router handler) so that the
// server and the routes share one module graph: one database client, one auth instance.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks (issue 19): React, React DOM and the router in one file every
            // page needs; the small shared modules of the shell and pages (lib, components,
            // config, icons) grouped by the set of pages that use them, small groups merged,
            // instead of one file per module (a page loaded 40 to 60 files).
            codeSplitting: {
              groups: [
                // The enhancement (plain modules, no framework, ADR 0024): the entry with the
                // shell and the helpers several chunks use, then one chunk per set of page modules
                // (scripts/vite-enhance.ts). A document loads the entry and the one or two sets its
                // markup asks for; the React pages import what they share with it from these
                // chunks, which never bring React along.
                { name: enhancementChunk, debugName: "enhancement", test: (id) => enhancementChunk(id) !== null, priority: 4 },
                // The icons (one sprite, a factory and its names) are on every page: one chunk of
                // their own that only needs React, so no two page sets' shared chunks import each
                // other through them (a cycle the budget spec refuses).
                { name: "icons", test: /[\\/]app[\\/]components[\\/]ui[\\/]icons\.tsx$/, priority: 3 },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: "common",
                  test: (id) => SHARED_MODULE.test(id) && !importsSchemaLibrary(id),
                  priority: 2,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 12_000,
                },
              ],
            },
          },
        },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The enhancement entry of document pages (ADR 0024).
    enhanceEntry(process.env.BUILD_DIR ?? "build"),
    // Brotli and gzip copies of the browser build, served by server/precompressed.ts (ADR 0019).
    precompress(),
    // `BUNDLE_REPORT=1 npm run build`: what each browser chunk holds, module by module (a treemap
    // with gzip and brotli sizes, and the same as JSON), beside the build; `npm run bundle:report`
    // then lists each public route's files and sizes (docs/performance.md).
    process.env.BUNDLE_REPORT && !isSsrBuild
      ? visualizer({ filename: path.resolve(process.env.BUILD_DIR ?? "build", "bundle-report.html"), template: "treemap", gzipSize: true, brotliSize: true })
      : null,
    process.env.BUNDLE_REPORT && !isSsrBuild
      ? visualizer({ filename: path.resolve(process.env.BUILD_DIR ?? "build", "bundle-report.json"), template: "raw-data", gzipSize: true })
      : null,
  ],
  resolve: { tsconfigPaths: true },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
