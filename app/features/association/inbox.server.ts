// Where what is addressed to the association goes (an idea or a problem reported, a contact
// message, a household with no payment page): the contact address it entered on
// /admin/association, or, until it enters one, its active administrators' own addresses, so that
// nothing sent to the association is lost and no address is made up for it (issue 36).
import { and, asc, eq, isNull } from "drizzle-orm";
import type { PublicSiteConfig } from "~/config/association";
import type { Database } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";

/** The recipients, as one "To" value (several addresses comma-separated); empty when there is nobody to write to. */
export async function associationInbox(db: Pick<Database, "select">, site: Pick<PublicSiteConfig, "email">): Promise<string> {
  if (site.email) return site.email;
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(isNull(users.disabledAt))
    .orderBy(asc(users.email));
  return admins.map((admin) => admin.email).join(", ");
}
