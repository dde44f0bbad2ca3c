// Vitest global setup of the integration projects: the migrated database every test file starts
// from, built once per run instead of once per file. On PGlite, a dump of a migrated in-memory
// database (creating a cluster and migrating it took ~2.5 s per file, loading the dump ~0.5 s);
// on PostgreSQL, a migrated database each file's database is created from (CREATE DATABASE …
// TEMPLATE). Removed when the run ends.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage, openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite project: the file holding the migrated database's dump. */
    pgliteImage: string;
    /** PostgreSQL project: the migrated database each file's database copies. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= "silent";
  const name = `adpl_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (project.config.env?.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = openDatabase({ kind: "postgres", url: url.toString() });
    try {
      await opened.migrate();
    } finally {
      await opened.close();
    }
    project.provide("postgresTemplate", name);
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const file = path.join(os.tmpdir(), `${name}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => fs.rmSync(file, { force: true });
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
