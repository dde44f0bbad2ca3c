// Start-up: an invalid configuration stops the server with a message naming the variable.
import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";

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
