// Creating administrators: the first-start bootstrap and the admin:create command.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";

export function generatePassword(): string {
  // 18 random bytes → 24 base64url characters (~144 bits).
  return randomBytes(18).toString("base64url");
}

/**
 * Gives the admin role to the account with this email, creating the account (with the given
 * or a generated password) if it does not exist. Returns the password when one was set.
 */
export async function createAdministrator(
  email: string,
  options: { password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ userId: string; email: string; password: string | null; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const db = getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  let userId = existing?.id;
  let password: string | null = null;
  if (!userId) {
    password = options.password ?? generatePassword();
    const result = await getAuth().api.signUpEmail({
      body: {
        email: normalized,
        password,
        name: [options.firstName, options.lastName].filter(Boolean).join(" ") || "Administrateur",
        firstName: options.firstName ?? "Administrateur",
        lastName: options.lastName ?? "ADPL",
      },
    });
    userId = result.user.id;
  }
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  return { userId, email: normalized, password, created: !existing };
}

