// The single-use links of the member space (address verification, password reset, email
// change). A link carries `<id>.<secret>`: the row is found by its id, then the SHA-256 of the
// secret is compared in constant time with the stored hash, so neither the secret nor anything
// that opens the account is ever stored. A token is bound to one account and to the address it
// was sent to; issuing a new one for the same purpose retires the older ones.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accountTokens, users, type AccountTokenPurpose, type AccountTokenRow } from "~/db/schema";

const HOUR = 60 * 60_000;

/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  change_email: 24 * HOUR,
};

/** A transaction or the database: tokens are issued inside the writes that need them. */
type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{32,128})$/;

function hashSecret(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

/** Creates a link token for this account; older unused ones of the same purpose stop working. */
export async function issueAccountToken(
  db: Executor,
  input: { userId: string; purpose: AccountTokenPurpose; email: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const id = randomBytes(16).toString("base64url");
  const secret = randomBytes(32).toString("base64url");
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    id,
    userId: input.userId,
    purpose: input.purpose,
    secretHash: hashSecret(secret).toString("hex"),
    email: input.email.toLowerCase(),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
    createdAt: now,
  });
  return `${id}.${secret}`;
}

export type TokenCheck =
  | { status: "valid"; token: AccountTokenRow }
  | { status: "expired"; token: AccountTokenRow }
  | { status: "used"; token: AccountTokenRow }
  /** Unknown, malformed, of another purpose, or bound to an address the account no longer has. */
  | { status: "invalid" };

/** What a link is worth now, without using it (the page behind the link shows its form or why not). */
export async function checkAccountToken(
  db: Executor,
  raw: string | null | undefined,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now = new Date(),
): Promise<TokenCheck> {
  const match = TOKEN_SHAPE.exec(raw ?? "");
  if (!match) return { status: "invalid" };
  const [, id, secret] = match as unknown as [string, string, string];
  const [row] = await db
    .select({ token: accountTokens, accountEmail: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.id, id));
  const purposes: readonly AccountTokenPurpose[] = typeof purpose === "string" ? [purpose] : purpose;
  if (!row || !purposes.includes(row.token.purpose)) return { status: "invalid" };
  const stored = Buffer.from(row.token.secretHash, "hex");
  const given = hashSecret(secret);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return { status: "invalid" };
  // A verification link is for the address the account has; a change link for the address it
  // asked for, as long as the account has not moved on since.
  if (row.token.purpose !== "change_email" && row.token.email !== row.accountEmail.toLowerCase()) return { status: "invalid" };
  if (row.token.usedAt) return { status: "used", token: row.token };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { status: "expired", token: row.token };
  return { status: "valid", token: row.token };
}

/**
 * Uses a link: marks it used if it is still valid, in the caller's transaction. Returns the
 * check as it stood; two concurrent uses cannot both succeed (the update is conditional).
 */
export async function consumeAccountToken(
  db: Executor,
  raw: string | null | undefined,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now = new Date(),
): Promise<TokenCheck> {
  const check = await checkAccountToken(db, raw, purpose, now);
  if (check.status !== "valid") return check;
  const updated = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, check.token.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return updated.length === 1 ? check : { status: "used", token: check.token };
}

/**
 * Retires every unused password-reset link of the account (issue 32): a link asked for before the
 * password changed, or before the other sessions were ended, must not set a password afterwards.
 * Called, in the same transaction where there is one, by everything that ends sessions: a
 * password change, "sign out the other devices", a reset, disabling the account.
 */
export async function revokeResetLinks(db: Executor, userId: string): Promise<number> {
  const deleted = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "reset_password"), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return deleted.length;
}

/** Removes tokens expired or used more than a week ago (they only serve to say "already used"). */
export async function purgeAccountTokens(db: Executor, now = new Date()): Promise<number> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR);
  const deleted = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, weekAgo), lt(accountTokens.usedAt, weekAgo)))
    .returning({ id: accountTokens.id });
  return deleted.length;
}
