// Start-up and shutdown of the services behind the HTTP server: config, database, migrations,
// first-start seeding.
import { closeDatabase, connectDatabase, databaseTargetFrom, migrateDatabase } from "~/db/client.server";
import { bootstrapAdmin } from "~/db/bootstrap-admin.server";
import { seedDatabase } from "~/db/seed.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

export async function startServices(): Promise<void> {
  const env = getEnv(); // throws ConfigError naming each bad variable
  const target = databaseTargetFrom(env);
  connectDatabase(target);
  const { wasEmpty } = await migrateDatabase();
  logger.info({ database: target.kind, new: wasEmpty }, "database ready");
  if (wasEmpty && env.APP_ENV !== "production") {
    await seedDatabase();
    const admin = await bootstrapAdmin();
    if (admin) {
      // Printed once, on the first start of a new local database.
      console.log(
        `\n  Administrator account created for this local database:\n    email:    ${admin.email}\n    password: ${admin.password}\n  Sign in at ${env.SITE_URL}/espace\n`,
      );
    }
  }
}

export async function stopServices(): Promise<void> {
  await closeDatabase();
}
