// npm run db:seed — applies migrations and loads sample content (idempotent).
// Do not run while the server uses the same embedded database directory.
import { closeDatabase, connectDatabase, databaseTargetFrom, migrateDatabase } from "../app/db/client.server";
import { seedDatabase } from "../app/db/seed.server";
import { getEnv } from "../app/lib/env.server";

const target = databaseTargetFrom(getEnv());
connectDatabase(target);
try {
  await migrateDatabase();
  await seedDatabase();
  console.log(`Sample content loaded (${target.kind}).`);
} finally {
  await closeDatabase();
}
