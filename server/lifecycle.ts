// Start-up and shutdown of the services behind the HTTP server: config (with a warning in
// production while it holds placeholders), database, migrations, first-start seeding, and the
// hourly purge of expired rate-limit counters and form keys.
import { closeDatabase, connectDatabase, databaseTargetFrom, migrateDatabase } from "~/db/client.server";
import { bootstrapAdmin } from "~/features/account/bootstrap.server";
import { seedDatabase } from "~/db/seed.server";
import { getEnv } from "~/lib/env.server";
import { purgeExpiredIdempotencyKeys } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { purgeAccountTokens } from "~/features/account/tokens.server";
import { purgeExpiredRateLimitCounters } from "~/lib/rate-limit.server";
import { storedIdentitySchema } from "~/features/association/legal-identity";
import { readSetting } from "~/lib/site-settings.server";
import { loadOfferSetting } from "~/features/membership/offer.server";
import { placeholderWarnings } from "./config-warnings";

const PURGE_INTERVAL_MS = 60 * 60_000;
let purgeTimer: ReturnType<typeof setInterval> | undefined;

/** Deletes rate-limit counters, form idempotency keys and account links past their retention; logs, never throws. */
async function purgeExpiredRows(): Promise<void> {
  for (const [what, purge] of [
    ["rate-limit counters", purgeExpiredRateLimitCounters],
    ["form idempotency keys", purgeExpiredIdempotencyKeys],
    ["account links", () => purgeAccountTokens()],
  ] as const) {
    try {
      const deleted = await purge();
      if (deleted > 0) logger.info({ deleted }, `expired ${what} purged`);
    } catch (error) {
      logger.error({ err: error }, `purge of ${what} failed`);
    }
  }
}

export async function startServices(): Promise<void> {
  const env = getEnv(); // throws ConfigError naming each bad variable
  const target = databaseTargetFrom(env);
  connectDatabase(target);
  const { wasEmpty } = await migrateDatabase();
  logger.info({ database: target.kind, new: wasEmpty }, "database ready");
  const savedLegal = (await readSetting("identity", storedIdentitySchema)).value?.legal ?? null;
  const savedOffer = await loadOfferSetting();
  const saved = { legal: savedLegal, offer: savedOffer.stored ? savedOffer.offer : null };
  for (const warning of placeholderWarnings(env, new Date(), saved)) logger.warn({ variables: warning.variables }, warning.message);
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
  await purgeExpiredRows();
  clearInterval(purgeTimer);
  purgeTimer = setInterval(() => void purgeExpiredRows(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
}

export async function stopServices(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  await closeDatabase();
}
