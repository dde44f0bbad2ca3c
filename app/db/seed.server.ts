// Loads sample content into the open database. Idempotent: running it twice changes nothing.
import { logger } from "~/lib/logger.server";
import { seeders } from "./seeds/seeders.server";

export async function seedDatabase(): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run();
    logger.info({ seeder: seeder.name }, "sample content loaded");
  }
}
