// Start-up: an invalid configuration stops the server with a message naming the variable.
import { spawnSync } from "node:child_process";
import { startServer } from "../../bench/support/server.mjs";
import { expect, scaled, test } from "./support/test";

test("a bad PORT or DATABASE_URL stops start-up with a clear message", () => {
  for (const [name, value] of [
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "nowhere"],
  ] as const) {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: "/tmp/adpl-bad-config", [name]: value },
      encoding: "utf8",
      timeout: scaled(30_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain(name);
  }
});

test("SIGTERM lets the request under way finish, closes the server and the embedded database, then the process exits 0", async () => {
  test.setTimeout(scaled(150_000));
  // The one way the tests and benches start a server: node server.js as npm start runs it.
  const server = await startServer({ tempPrefix: "adpl-shutdown-", startTimeoutMs: scaled(120_000) });
  const { port, child } = server;
  const exited = new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on("exit", (code) => resolve(code))));
  // A post whose body is still arriving when the signal comes (a slow phone sending a form):
  // it gets its answer, not a cut connection.
  const { connect } = await import("node:net");
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  // The status line once it has come, or what was received when the server hung up.
  const statusLine = new Promise<string>((resolve) => {
    socket.on("data", () => answer.includes("\r\n") && resolve(answer.split("\r\n")[0]!));
    socket.once("close", () => resolve(answer));
  });
  const body = "email=lent%40exemple.fr";
  socket.write(`POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.write(body.slice(5));
  expect(await statusLine).toMatch(/^HTTP\/1\.1 [234]\d\d /);
  const answered = Date.now();
  socket.destroy();
  expect(await exited).toBe(0);
  // Once the last request is answered, the rest of the shutdown is quick.
  expect(Date.now() - answered).toBeLessThan(5_000);
  await server.stop(); // the process is gone: this removes its data directory
});
