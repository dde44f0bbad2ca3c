// First start of a new local database: one administrator, with a random password unless
// BOOTSTRAP_ADMIN_PASSWORD is set (test and demo environments).
import type { Database } from "~/db/client.server";
import { createAdministrator } from "./administrators.server";
import { getEnv } from "~/lib/env.server";

export async function bootstrapAdmin(db: Database): Promise<{ email: string; password: string } | null> {
  const env = getEnv();
  const result = await createAdministrator(db, env.BOOTSTRAP_ADMIN_EMAIL, { password: env.BOOTSTRAP_ADMIN_PASSWORD });
  return result.password ? { email: result.email, password: result.password } : null;
}
