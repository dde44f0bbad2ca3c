// The backup archive on disk: one gzip-compressed tar file (GNU tar, present on every Debian
// system, streams files of any size without holding them in memory) of a staging folder, plus
// the checksums, the walk of the storage folder and the external tools' invocation.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

export class BackupToolError extends Error {
  constructor(
    public readonly tool: string,
    message: string,
  ) {
    super(message);
    this.name = "BackupToolError";
  }
}

/** Runs a program to completion; its standard error (the end of it) becomes the error's message. */
export function runTool(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; stdout?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    const out = options.stdout ? fs.createWriteStream(options.stdout, { mode: 0o600 }) : null;
    if (out) child.stdout.pipe(out);
    else child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-1_000_000)));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(new BackupToolError(command, error.code === "ENOENT" ? `${command} is not installed (or not in PATH)` : `${command}: ${error.message}`)),
    );
    child.on("close", (code) => {
      const finish = () => (code === 0 ? resolve(stdout) : reject(new BackupToolError(command, `${command} failed (exit ${code}): ${stderr.trim() || "no message"}`)));
      if (out) out.end(finish);
      else finish();
    });
  });
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Every regular file under a folder, as paths relative to it with "/" separators, sorted. Names
 * starting with a dot are the storage's files being written (`.<name>.<random>.tmp`): skipped.
 */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" && prefix === "") return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  }
  await walk(root, "");
  return found.sort();
}

/** Every entry under a folder (files, folders, links…) as relative paths: what an extraction produced. */
export async function listEntries(root: string): Promise<{ path: string; kind: "file" | "dir" | "other" }[]> {
  const found: { path: string; kind: "file" | "dir" | "other" }[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        found.push({ path: relative, kind: "dir" });
        await walk(path.join(dir, entry.name), relative);
      } else found.push({ path: relative, kind: entry.isFile() ? "file" : "other" });
    }
  }
  await walk(root, "");
  return found;
}

/**
 * A file of the live folder put in the staging folder: a hard link when both are on one file
 * system (no copy, and the content cannot change after: the storage replaces files by renaming
 * new ones over them, never by writing into them), else a copy.
 */
export async function stageFile(source: string, target: string): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await fsp.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw error;
    await fsp.copyFile(source, target);
  }
}

/** Writes the staging folder's content as a .tar.gz archive. */
export async function packArchive(stagingDir: string, archive: string): Promise<void> {
  await runTool("tar", ["--create", "--gzip", "--file", archive, "--directory", stagingDir, "--owner=0", "--group=0", "--numeric-owner", "."]);
}

/** Reads one member of an archive (the manifest) without extracting the rest. */
export async function readArchiveMember(archive: string, member: string): Promise<string> {
  return runTool("tar", ["--extract", "--gzip", "--to-stdout", "--file", archive, `./${member}`]);
}

/** Extracts an archive into an empty folder; never outside it (GNU tar refuses ".." members and strips leading "/"). */
export async function unpackArchive(archive: string, targetDir: string, options: { gzip: boolean } = { gzip: true }): Promise<void> {
  await runTool("tar", ["--extract", ...(options.gzip ? ["--gzip"] : []), "--file", archive, "--directory", targetDir, "--no-same-owner", "--no-overwrite-dir", "--delay-directory-restore"]);
}
