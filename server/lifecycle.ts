// Start-up and shutdown of the services behind the HTTP server: config (with a warning in
// production while it holds placeholders), database, migrations, first-start seeding, and the
// job queue (lib/jobs.server.ts: emails, the daily retention purge and the hourly purge of
// rate-limit counters and form keys), stopped before the database closes.
import { closeDatabase, connectDatabase, databaseTargetFrom, getDb, migrateDatabase } from "~/db/client.server";
import { bootstrapAdmin } from "~/features/account/bootstrap.server";
import { seedDatabase } from "~/db/seed.server";
import { getEnv, type Env } from "~/lib/env.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { enqueue, startJobs, stopJobs } from "~/lib/jobs.server";
import { closeEmailTransport } from "~/lib/email.server";
import { logger } from "~/lib/logger.server";
import { storedIdentitySchema } from "~/features/association/legal-identity";
import { readSetting } from "~/lib/site-settings.server";
import { loadOfferSetting } from "~/features/membership/offer.server";
import { parisIsoDate } from "~/lib/dates";
import { placeholderWarnings } from "./config-warnings";
import { startPageCacheSync, stopPageCacheSync } from "./page-cache";

export async function startServices(): Promise<void> {
  const env = getEnv(); // throws ConfigError naming each bad variable
  const target = databaseTargetFrom(env);
  connectDatabase(target);
  const { wasEmpty } = await migrateDatabase();
  logger.info({ database: target.kind, new: wasEmpty }, "database ready");
  // Several processes may share PostgreSQL: each one's page cache hears the others' clears (ADR 0022).
  if (target.kind === "postgres") await startPageCacheSync(target.url);
  const savedLegal = (await readSetting(getDb(), "identity", storedIdentitySchema)).value?.legal ?? null;
  const savedOffer = await loadOfferSetting(getDb());
  const saved = { legal: savedLegal, offer: savedOffer.stored ? savedOffer.offer : null };
  for (const warning of placeholderWarnings(env, new Date(), saved)) logger.warn({ variables: warning.variables }, warning.message);
  if (wasEmpty && env.APP_ENV !== "production") {
    const admin = await prepareNewDatabase(env);
    if (admin) {
      // Printed once, on the first start of a new local database.
      console.log(
        `\n  Administrator account created for this local database:\n    email:    ${admin.email}\n    password: ${admin.password}\n  Sign in at ${env.SITE_URL}/espace\n`,
      );
    }
  }
  await startJobs(getDb(), jobHandlers);
  // A start-up purge, as the hourly timer this replaces did: the schedules only fire while the
  // server runs, so a server often stopped at night still applies the durations.
  await enqueue("retention.run", {}, { key: `start-${parisIsoDate(new Date())}` });
}

/**
 * The first start of a new local database: the sample content (a newcomer sees a living site,
 * every item of it labelled « Exemple »; SAMPLE_CONTENT=off starts clean), then the first
 * administrator's account, returned once so that it can be printed.
 */
export async function prepareNewDatabase(env: Pick<Env, "SAMPLE_CONTENT">) {
  if (env.SAMPLE_CONTENT === "on") await seedDatabase();
  return bootstrapAdmin(getDb());
}

export async function stopServices(): Promise<void> {
  await stopJobs();
  closeEmailTransport();
  await stopPageCacheSync();
  await closeDatabase();
}
