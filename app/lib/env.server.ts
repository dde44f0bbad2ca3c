// The one place that reads process.env: validated with zod, frozen, and failing loudly at start.
import { isIP } from "node:net";
import { z } from "zod";
import { defaultPaymentLinks } from "~/config/association";

/** An optional URL; an empty value counts as unset. */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Express's "trust proxy" value: false, true (any), a hop count, or addresses/subnets. */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/empty/"false" → no proxy (X-Forwarded-For ignored); a whole number →
 * that many proxy hops; "true" → every hop (only when nothing can reach the server but the
 * proxy); otherwise a comma-separated list of addresses, subnets (CIDR) or the names
 * loopback, linklocal, uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    if (!raw || raw === "false" || raw === "0") return false;
    if (raw === "true") return true;
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      if (hops <= 32) return hops;
    }
    const entries = raw.split(",").map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrSubnet(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `expected a hop count (1–32), true, or addresses/subnets such as 127.0.0.1,10.0.0.0/8 or loopback (not: ${bad.join(", ") || raw})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const paymentYears = ["2025", "2026"] as const;
const paymentPersons = ["1", "2", "3", "4"] as const;
const paymentLinkKeys = paymentYears.flatMap((y) =>
  paymentPersons.map((p) => `PAYMENT_LINK_${y}_${p}` as const),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** "production" turns off the first-start admin bootstrap and sample-content seeding. */
  APP_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the site; defaults to http://localhost:PORT. */
  SITE_URL: z.url().optional(),
  /** The reverse proxies in front of the server, whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: trustProxy,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("data"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("ADPL <contact@adpl-lyon.fr>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per IP for POST requests (forms, auth). */
  POST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Posts per 10 minutes per IP and per public form (newsletter, contact, ideas, membership). */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** First start of a new non-production database: the administrator account to create. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().default("admin@adpl.local"),
  /** Optional fixed password for that account (otherwise a random one is printed once). */
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ASSOCIATION_NAME: z.string().min(2).optional(),
  ASSOCIATION_SHORT_NAME: z.string().min(2).max(12).optional(),
  ASSOCIATION_EMAIL: z.email().optional(),
  ASSOCIATION_ADDRESS: z.string().min(5).optional(),
  ASSOCIATION_PRESS_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  DONATION_URL: optionalUrl,
  // Unset: the sample payment page (applied in parseEnv). Empty: not configured for that pair.
  ...Object.fromEntries(paymentLinkKeys.map((k) => [k, optionalUrl])),
  MAP_TILE_URL_STREET: z.string().min(10).optional(),
  MAP_TILE_URL_SATELLITE: z.string().min(10).optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & {
  SITE_URL: string;
  /** The origin (scheme, host, port) that state-changing requests must come from, when SITE_URL is set; otherwise the request's own host. */
  SITE_ORIGIN: string | undefined;
} & Record<(typeof paymentLinkKeys)[number], string | undefined>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment object; throws ConfigError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const paymentDefaults = Object.fromEntries(
    paymentLinkKeys
      .filter((k) => source[k] === undefined)
      .map((k) => {
        const [, , year, persons] = k.split("_");
        return [k, defaultPaymentLinks[`${year}-${persons}`]];
      }),
  );
  const env = {
    ...result.data,
    ...paymentDefaults,
    SITE_URL: (result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/$/, ""),
    SITE_ORIGIN: result.data.SITE_URL ? new URL(result.data.SITE_URL).origin : undefined,
  } as Env;
  if (env.APP_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError(["BETTER_AUTH_SECRET: required when APP_ENV=production"]);
  }
  return Object.freeze(env);
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True when the site is served over HTTPS: Secure cookies and HSTS follow from it. */
export function isHttps(env: Env = getEnv()): boolean {
  return env.SITE_URL.startsWith("https://");
}

export const PAYMENT_YEARS = paymentYears;
