// The one place that reads process.env: validated with zod, frozen, and failing loudly at start.
import { isIP } from "node:net";
import { z } from "zod";
import { legalDefaults, membershipDefaults } from "~/config/association";
import { normalizeFrenchPhone } from "./french-phone";

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

/** An optional variable whose empty value counts as unset (a copied .env.example line). */
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** An ISO calendar date (YYYY-MM-DD) that exists. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, "not a calendar date");

/** A month and day ("MM-DD"), e.g. 09-01 for 1 September. */
const monthDay = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{2}$/, "expected a day of the year as MM-DD, e.g. 09-01")
  .transform((v, ctx) => {
    const [month, day] = v.split("-").map(Number) as [number, number];
    // 2024 is a leap year: 02-29 is accepted (it falls on 1 March in other years).
    const date = new Date(Date.UTC(2024, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      ctx.addIssue({ code: "custom", message: `not a day of the year: ${v}` });
      return z.NEVER;
    }
    return { month, day };
  });

/** An optional text; an empty value counts as unset. */
const optionalText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(min).max(max).optional());

// Per-year variables, read from whatever keys the environment has (any year 2000–2099):
// PAYMENT_LINK_<year>_<persons> and MEMBERSHIP_PRICE_<year>.
const PAYMENT_LINK_KEY = /^PAYMENT_LINK_(20\d{2})_([1-4])$/;
const MEMBERSHIP_PRICE_KEY = /^MEMBERSHIP_PRICE_(20\d{2})$/;
const pricePerPerson = z.coerce.number().int("expected whole euros").min(1).max(1000);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** "production" turns off the first-start admin bootstrap and sample-content seeding. */
  APP_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * "off": a new database starts clean, without the sample content a newcomer otherwise sees
   * (fictional articles, rencontres, positions, board… labelled « Exemple »; features/samples).
   */
  SAMPLE_CONTENT: z.enum(["on", "off"]).default("on"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public address of the site; defaults to http://localhost:PORT. */
  SITE_URL: z.url().optional(),
  /** The reverse proxies in front of the server, whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: trustProxy,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("data"),
  // Uploaded files in an S3-compatible bucket (lib/storage-s3.server.ts, ADR 0022) instead of DATA_DIR/storage.
  /** The bucket; set: uploads go there (required with several server processes). */
  S3_BUCKET: emptyAsUnset(z.string().trim().min(3).max(63)),
  /** The object store's address (e.g. https://s3.fr-par.scw.cloud); unset for AWS S3 itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: emptyAsUnset(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: emptyAsUnset(z.string().trim().min(1)),
  /** true: the bucket in the path (https://host/bucket/key), as most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  /** The sender of every email ("ADPL <contact@your-domain.fr>"); unset: a local address, fine for the outbox, refused by real mail servers (the go-live checklist asks for it). */
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per IP for POST requests (forms, auth). */
  POST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Posts per 10 minutes per IP and per public form (newsletter, contact, ideas, membership). */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** A public form posted sooner than this after it was rendered is refused (0: no timing check). */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Posts per 10 minutes per IP to the sign-in, sign-up and password-reset forms. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** First start of a new non-production database: the administrator account to create. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().default("admin@adpl.local"),
  /** Optional fixed password for that account (otherwise a random one is printed once). */
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ASSOCIATION_NAME: z.string().trim().min(2).optional(),
  ASSOCIATION_SHORT_NAME: z.string().trim().min(2).max(12).optional(),
  ASSOCIATION_EMAIL: z.email().optional(),
  ASSOCIATION_ADDRESS: z.string().trim().min(5).optional(),
  /** The association's public phone, a French number (stored as E.164); unset: none shown. */
  ASSOCIATION_PHONE: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      const phone = normalizeFrenchPhone(v);
      if (!phone) ctx.addIssue({ code: "custom", message: "expected a French phone number, e.g. 04 12 34 56 78 or +33 4 12 34 56 78" });
      return phone ?? undefined;
    }),
  ASSOCIATION_PRESS_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  DONATION_URL: optionalUrl,
  /** From this day (MM-DD, Europe/Paris) the next year's membership is offered too. */
  MEMBERSHIP_ANTICIPATION_FROM: emptyAsUnset(monthDay),
  // The legal notice (see legalDefaults in app/config/association.ts).
  ASSOCIATION_RNA_NUMBER: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .pipe(z.string().regex(/^W\d{9}$/, "expected W followed by 9 digits, e.g. W691234567").optional()),
  ASSOCIATION_CREATED_ON: emptyAsUnset(isoDate),
  ASSOCIATION_JO_PUBLISHED_ON: emptyAsUnset(isoDate),
  ASSOCIATION_HEAD_OFFICE: optionalText(2, 200),
  HOSTING_NAME: optionalText(2, 200),
  HOSTING_ADDRESS: optionalText(5, 300),
  HOSTING_PHONE: optionalText(5, 40),
  // Where to write about one's personal data (the privacy policy); unset: ASSOCIATION_EMAIL.
  PRIVACY_EMAIL: emptyAsUnset(z.email()),
  MAP_TILE_URL_STREET: z.string().min(10).optional(),
  MAP_TILE_URL_SATELLITE: z.string().min(10).optional(),
  // The job queue (lib/jobs.server.ts, ADR 0015).
  /** How often an idle queue worker looks for work, in seconds (at least 0.5). */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Attempts after the first one for an email the SMTP server refuses (5 tries in all by default). */
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  /** Delay before an email's first retry, in seconds; doubled (with jitter) at each next retry. */
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Newsletter messages handed to SMTP per minute at most (features/newsletter/sending.server.ts). */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  // Backups (features/backups).
  /** Where backups are written (npm run db:backup and the daily job); default DATA_DIR/backups. */
  BACKUP_DIR: emptyAsUnset(z.string().trim().min(1)),
  /** Daily backups kept (the newest); manual ones are never removed. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(366).default(14),
  /** Time of the daily backup (HH:MM, Europe/Paris), or "off". */
  BACKUP_DAILY_AT: z
    .string()
    .trim()
    .default("02:45")
    .pipe(z.union([z.literal("off"), z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (e.g. 02:45) or "off"')])),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL" | "MEMBERSHIP_ANTICIPATION_FROM"> & {
  SITE_URL: string;
  /** The origin (scheme, host, port) that state-changing requests must come from, when SITE_URL is set; otherwise the request's own host. */
  SITE_ORIGIN: string | undefined;
  MEMBERSHIP_ANTICIPATION_FROM: { month: number; day: number };
  /** Price per person in euros by year: the defaults merged with MEMBERSHIP_PRICE_<year>. */
  MEMBERSHIP_PRICES: Readonly<Record<number, number>>;
  /**
   * The PAYMENT_LINK_<year>_<persons> variables that are set, by "year-persons": a URL, or null
   * for an empty variable. A pair with no page (absent or empty) stores the household and
   * emails the association to arrange the payment.
   */
  PAYMENT_LINKS: Readonly<Record<string, string | null>>;
  /** The legal notice's creation and Journal officiel dates, ISO (defaults applied). */
  ASSOCIATION_CREATED_ON: string;
  ASSOCIATION_JO_PUBLISHED_ON: string | null;
};

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Parses an environment object; throws ConfigError naming each bad variable. A blank variable
 * (as in a copy of .env.example) counts as unset, so its default applies, except a payment link,
 * where blank is the association's choice of no payment page.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const set = Object.fromEntries(Object.entries(source).filter(([key, value]) => PAYMENT_LINK_KEY.test(key) || (value ?? "").trim() !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const issues: string[] = [];
  const paymentLinks: Record<string, string | null> = {};
  const prices: Record<number, number> = { ...membershipDefaults.pricePerPerson };
  for (const [key, raw] of Object.entries(source)) {
    if (raw === undefined) continue;
    const link = PAYMENT_LINK_KEY.exec(key);
    if (link) {
      const parsed = optionalUrl.safeParse(raw);
      if (parsed.success) paymentLinks[`${link[1]}-${link[2]}`] = parsed.data ?? null;
      else issues.push(`${key}: ${parsed.error.issues[0]?.message ?? "invalid URL"}`);
      continue;
    }
    const price = MEMBERSHIP_PRICE_KEY.exec(key);
    if (price && raw.trim() !== "") {
      const parsed = pricePerPerson.safeParse(raw.trim());
      if (parsed.success) prices[Number(price[1])] = parsed.data;
      else issues.push(`${key}: expected whole euros per person (1 to 1000), not "${raw}"`);
    }
  }
  const createdOn = result.data.ASSOCIATION_CREATED_ON ?? legalDefaults.createdOn;
  const publishedOn = result.data.ASSOCIATION_JO_PUBLISHED_ON ?? legalDefaults.journalOfficielOn;
  // ISO dates compare as text. The publication follows the declaration, never the reverse.
  if (publishedOn !== null && publishedOn < createdOn) {
    issues.push(`ASSOCIATION_JO_PUBLISHED_ON: the Journal officiel publication (${publishedOn}) cannot precede the creation (${createdOn})`);
  }
  if (issues.length > 0) throw new ConfigError(issues);
  const env = {
    ...result.data,
    MEMBERSHIP_ANTICIPATION_FROM: result.data.MEMBERSHIP_ANTICIPATION_FROM ?? membershipDefaults.anticipationFrom,
    MEMBERSHIP_PRICES: Object.freeze(prices),
    PAYMENT_LINKS: Object.freeze(paymentLinks),
    ASSOCIATION_CREATED_ON: createdOn,
    ASSOCIATION_JO_PUBLISHED_ON: publishedOn,
    SITE_URL: (result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/$/, ""),
    SITE_ORIGIN: result.data.SITE_URL ? new URL(result.data.SITE_URL).origin : undefined,
  } as Env;
  if (env.APP_ENV === "production" && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError(["BETTER_AUTH_SECRET: required when APP_ENV=production"]);
  }
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(["S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set"]);
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
