// Creating accounts with roles: the first-start administrator, the admin:create command, and
// the test accounts of the end-to-end suite (one per role).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import type { Role } from "~/lib/permissions";

export function generatePassword(): string {
  // 18 random bytes → 24 base64url characters (~144 bits).
  return randomBytes(18).toString("base64url");
}

/**
 * Gives these roles (possibly none) to the account with this email, creating the account
 * (with the given or a generated password) if it does not exist. Roles it already holds are
 * kept. Returns the password when one was set.
 */
export async function createAccount(
  db: Database,
  email: string,
  options: { password?: string; firstName?: string; lastName?: string; roles?: readonly Role[]; emailVerified?: boolean } = {},
): Promise<{ userId: string; email: string; password: string | null; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  let userId = existing?.id;
  let password: string | null = null;
  if (!userId) {
    password = options.password ?? generatePassword();
    const result = await getAuth(db).api.signUpEmail({
      body: {
        email: normalized,
        password,
        name: [options.firstName, options.lastName].filter(Boolean).join(" ") || normalized.split("@")[0]!,
        // Without names the profile says "Non renseigné" until the member fills them in.
        firstName: options.firstName,
        lastName: options.lastName,
      },
    });
    userId = result.user.id;
    // autoSignIn made a session nobody holds: end it.
    if (result.token) await (await getAuth(db).$context).internalAdapter.deleteSession(result.token);
    if (options.emailVerified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  }
  const roles = options.roles ?? [];
  if (roles.length > 0) {
    await db
      .insert(userRoles)
      .values(roles.map((role) => ({ userId: userId!, role })))
      .onConflictDoNothing();
  }
  return { userId, email: normalized, password, created: !existing };
}

/**
 * The admin role for this account, created if needed (see createAccount). A new administrator's
 * address counts as confirmed: the operator typed it (first start, `npm run admin:create`) and no
 * confirmation email is sent, so the account can use every member feature (photo deposit, event
 * registration) from its first sign-in.
 */
export function createAdministrator(db: Database, email: string, options: { password?: string; firstName?: string; lastName?: string } = {}) {
  return createAccount(db, email, {
    ...options,
    emailVerified: true,
    firstName: options.firstName ?? "Administrateur",
    lastName: options.lastName ?? "ADPL",
    roles: ["admin"],
  });
}
