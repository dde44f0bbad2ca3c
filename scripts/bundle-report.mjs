// What each application route makes the browser load up front, from the production build:
// React Router's manifest lists the entry's and each route's static imports (the files the page
// preloads); each file is measured compressed the way the server sends it (gzip and brotli).
// Code loaded on demand (dynamic imports) is not counted: it comes only when used. Only the
// routes that hydrate (a route's handle says so, lib/rendering.ts, read from the server build)
// load these files; documents load the enhancement entry and the modules their markup asks
// for, whose budgets tests/e2e/budget.spec.ts holds.
//
//   npm run build && npm run bundle:report            every route, largest first
//   npm run bundle:report -- routes/public/home        the files of one route
// BUILD_DIR picks another build. For what a file holds, module by module, build with
// BUNDLE_REPORT=1 and open <build>/bundle-report.html (docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");
if (!fs.existsSync(assetsDir)) {
  console.error(`No client build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifestFile = fs
  .readdirSync(assetsDir)
  .find((name) => name.startsWith("manifest-") && fs.readFileSync(path.join(assetsDir, name), "utf8").startsWith("window.__reactRouterManifest="));
const source = fs.readFileSync(path.join(assetsDir, manifestFile), "utf8");
const manifest = JSON.parse(source.slice("window.__reactRouterManifest=".length).replace(/;\s*$/, ""));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

/** The files a route preloads: the entry's, then each route's from the root down to it. */
function filesOf(routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(id);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const totals = (files) => files.map(sizeOf).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });

const wanted = process.argv.slice(2);
if (wanted.length > 0) {
  for (const id of wanted) {
    if (!manifest.routes[id]) {
      console.error(`Unknown route id: ${id}`);
      process.exit(1);
    }
    const files = filesOf(id);
    console.log(`${id}: ${files.length} files`);
    for (const file of files.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) console.log(`  ${kb(sizeOf(file).gzip)} KB gzip  ${kb(sizeOf(file).brotli)} KB br  ${file}`);
    const sum = totals(files);
    console.log(`  ${kb(sum.gzip)} KB gzip  ${kb(sum.brotli)} KB br  (${kb(sum.raw)} KB raw)`);
  }
} else {
  // Which routes hydrate: a route whose handle, or an ancestor's, says so (lib/rendering.ts).
  const { productionBuild } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const serverRoutes = (await productionBuild()).routes;
  const hydrates = (id) => {
    for (let at = id; at; at = serverRoutes[at]?.parentId) if (serverRoutes[at]?.module?.handle?.hydrate === true) return true;
    return false;
  };
  const pages = Object.values(manifest.routes).filter((route) => route.hasDefaultExport !== false && route.id !== "root");
  const documents = pages.filter((route) => !hydrates(route.id));
  const rows = pages
    .filter((route) => hydrates(route.id))
    .map((route) => ({ id: route.id, path: route.path ?? "", files: filesOf(route.id) }))
    .map((row) => ({ ...row, ...totals(row.files) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log("   gzip     br   files  route");
  for (const row of rows) console.log(`${kb(row.gzip)} ${kb(row.brotli)}  ${String(row.files.length).padStart(5)}  ${row.id} (/${row.path})`);
  console.log(`\n${rows.length} application routes (above); ${documents.length} documents, which load none of these files (their budgets: tests/e2e/budget.spec.ts).`);
}
