// npm run admin:create -- someone@example.org [--password '...']
// Gives the admin role to that account, creating it with a random password if needed.
// With the embedded database, stop the server first (PGlite allows one process at a time).
import { z } from "zod";
import { closeDatabase, connectDatabase, databaseTargetFrom, getDb, migrateDatabase } from "../app/db/client.server";
import { createAdministrator } from "../app/features/account/administrators.server";
import { getEnv } from "../app/lib/env.server";

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith("--"));
const passwordIndex = args.indexOf("--password");
const password = passwordIndex >= 0 ? args[passwordIndex + 1] : undefined;

if (!email || !z.email().safeParse(email).success) {
  console.error("Usage: npm run admin:create -- someone@example.org [--password 'at least 8 characters']");
  process.exit(2);
}
if (password !== undefined && (password.length < 8 || password.length > 128)) {
  console.error("The password must be 8 to 128 characters long.");
  process.exit(2);
}

connectDatabase(databaseTargetFrom(getEnv()));
try {
  await migrateDatabase();
  const result = await createAdministrator(getDb(), email, { password });
  if (result.created) {
    console.log(`Administrator created: ${result.email}`);
    if (!password) console.log(`Password (shown once): ${result.password}`);
  } else {
    console.log(`${result.email} already had an account; it now has the admin role.`);
  }
} finally {
  await closeDatabase();
}
