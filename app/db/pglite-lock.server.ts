// One process at a time on an embedded database directory. PGlite does not stop a second process
// from opening a directory in use (its postmaster.pid holds a fixed -42), and two PostgreSQL
// instances writing the same files corrupt them; so the process that opens a directory leaves
// `<dir>.lock` beside it (not inside: the directory is what a backup copies) with its process id
// and host. A lock whose process is gone (a crash, kill -9) is taken over.
import fs from "node:fs";
import os from "node:os";

export class DatabaseInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
    public readonly lockFile: string,
  ) {
    super(`The embedded database ${dataDir} is in use by process ${pid} (lock ${lockFile})`);
    this.name = "DatabaseInUseError";
  }
}

interface LockContent {
  pid: number;
  host: string;
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, "")}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed process that its parent has not reaped yet (a zombie) still answers signal 0.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^\S+ \(.*\) [ZX]/s.test(stat);
  } catch {
    return true; // no /proc (not Linux): trust the signal
  }
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockContent>;
    if (typeof content.pid === "number" && typeof content.host === "string") return { pid: content.pid, host: content.host };
  } catch {
    // Missing, or written by a process killed mid-write: nobody holds it.
  }
  return null;
}

/**
 * The process holding the directory, or null when none does (no lock, its process gone, or this
 * process). A lock written on another host (a shared volume) cannot be checked and counts as held.
 */
export function pgliteLockHolder(dataDir: string): number | null {
  const lock = readLock(lockFileOf(dataDir));
  if (!lock || lock.pid === process.pid) return null;
  if (lock.host !== os.hostname()) return lock.pid;
  return isAlive(lock.pid) ? lock.pid : null;
}

/** Takes the directory for this process; throws DatabaseInUseError while another one holds it. */
export function acquirePgliteLock(dataDir: string): void {
  const file = lockFileOf(dataDir);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockContent);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // Created exclusively: of two processes starting together, one gets it.
      fs.writeFileSync(file, content, { flag: "wx" });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = pgliteLockHolder(dataDir);
    if (holder !== null) throw new DatabaseInUseError(dataDir, holder, file);
    if (readLock(file)?.pid === process.pid) return;
    fs.rmSync(file, { force: true }); // left by a process that is gone
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** Gives the directory back (only a lock this process holds is removed). */
export function releasePgliteLock(dataDir: string): void {
  const file = lockFileOf(dataDir);
  if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}
