// The embedded database's folder lock: a second process is refused while the first lives, a lock
// left by a process that is gone (kill -9, a crash) is taken over, and only the holder releases it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { acquirePgliteLock, DatabaseInUseError, lockFileOf, pgliteLockHolder, releasePgliteLock } from "./pglite-lock.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-lock-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function lockAs(dataDir: string, pid: number, host = os.hostname()) {
  fs.writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid, host }));
}

describe("embedded database folder lock", () => {
  test("the lock sits beside the folder, and this process can take, retake and release it", () => {
    const dir = path.join(root, "own", "pglite");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    acquirePgliteLock(dir);
    expect(lockFileOf(dir)).toBe(`${dir}.lock`);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"))).toEqual({ pid: process.pid, host: os.hostname() });
    expect(pgliteLockHolder(dir)).toBeNull();
    acquirePgliteLock(dir); // the same process (a dev-server reload, the restore's swap)
    releasePgliteLock(dir);
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  test("a folder held by a living process is refused, and its lock is left alone", async () => {
    const dir = path.join(root, "held", "pglite");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      lockAs(dir, other.pid!);
      expect(pgliteLockHolder(dir)).toBe(other.pid);
      expect(() => acquirePgliteLock(dir)).toThrow(DatabaseInUseError);
      releasePgliteLock(dir);
      expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8")).pid).toBe(other.pid);
    } finally {
      other.kill("SIGKILL");
    }
  });

  test("a lock left by a process that is gone is taken over", () => {
    const dir = path.join(root, "stale", "pglite");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    lockAs(dir, Number(gone.stdout));
    expect(pgliteLockHolder(dir)).toBeNull();
    acquirePgliteLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
    releasePgliteLock(dir);
  });

  test("a killed process its parent has not reaped yet (a zombie) no longer holds the folder", async () => {
    const dir = path.join(root, "zombie", "pglite");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // A parent that forks a child, kills it and sleeps without ever reaping it. (A shell could
    // reap its killed job before exec'ing `sleep`, which made this test fail now and then.)
    const parent = "import os, signal, sys, time\npid = os.fork()\nif pid == 0:\n    time.sleep(30)\n    os._exit(0)\nos.kill(pid, signal.SIGKILL)\nprint(pid, flush=True)\ntime.sleep(30)\n";
    const shell = spawn("python3", ["-c", parent], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const pid = Number((await new Promise<Buffer>((resolve) => shell.stdout.once("data", resolve))).toString().trim());
      let state = "";
      for (let i = 0; i < 250 && state !== "Z"; i++) {
        state = /^\S+ \(.*\) (\S)/s.exec(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1] ?? "";
        if (state !== "Z") await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(state).toBe("Z");
      lockAs(dir, pid);
      expect(pgliteLockHolder(dir)).toBeNull();
    } finally {
      shell.kill("SIGKILL");
    }
  });

  test("a lock written on another host (a shared volume) cannot be checked and counts as held", () => {
    const dir = path.join(root, "remote", "pglite");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    lockAs(dir, 1, "another-host");
    expect(() => acquirePgliteLock(dir)).toThrow(/in use by process 1/);
  });
});
