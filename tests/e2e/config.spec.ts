// Start-up: an invalid configuration stops the server with a message naming the variable.
import { spawnSync } from "node:child_process";
import { expect, test } from "./support/test";

test("a bad PORT or DATABASE_URL stops start-up with a clear message", () => {
  for (const [name, value] of [
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "nowhere"],
  ] as const) {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: "/tmp/adpl-bad-config", [name]: value },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain(name);
  }
});

test("SIGTERM closes the server and the embedded database, then the process exits 0", async () => {
  test.setTimeout(90_000);
  const { spawn } = await import("node:child_process");
  const port = 3290 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: `/tmp/adpl-shutdown-${port}`, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  const started = Date.now();
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
});
