// npm start: builds the app when the build is missing or older than the sources, then runs
// the production server (embedded database under data/ unless DATABASE_URL is set).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from "./server-runtime.mjs";

if (fs.existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "server", "index.js");

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = fs.statSync(entry).mtimeMs;
  return ["app", "server", "public", "drizzle"].some((d) => newestMtime(d) > built) ||
    ["vite.config.ts", "react-router.config.ts", "package.json"].some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > built);
};

if (!fs.existsSync(entry) || sourcesChanged()) {
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Memory settings of the server process (scripts/server-runtime.mjs): glibc's malloc arenas
// (ADR 0014) and V8's young generation (ADR 0019); the environment may override the former.
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
  stdio: "inherit",
  env: { ...SERVER_ENV_DEFAULTS, ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
