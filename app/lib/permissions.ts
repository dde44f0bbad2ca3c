// Roles and what they allow: the one map read by the server guards (permissions.server.ts) and
// by components that hide what a person cannot do. Client-safe: no server import here.

/** Everything a back-office screen or action can require. */
export const PERMISSIONS = [
  "blog:write",
  "events:write",
  "proposals:write",
  "positions:write",
  "site:write",
  "newsletter:manage",
  "settings:manage",
  "photos:moderate",
  "ideas:moderate",
  "messages:manage",
  "memberships:manage",
  "payments:manage",
  "exports:read",
  "roles:manage",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The roles stored in `user_roles.role`. */
export const ROLES = ["admin", "redaction", "moderation", "tresorerie"] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // Everything, including giving and removing roles.
  admin: PERMISSIONS,
  // Editorial content: blog, meetings (rencontres), proposals for Lyon, public positions, and the
  // site's own content (board, testimonials, figures, campaigns). Identity, legal notice and the
  // membership offer ("settings:manage") stay with administrators. The newsletter too: its issues,
  // and the subscribers they go to.
  redaction: ["blog:write", "events:write", "proposals:write", "positions:write", "site:write", "newsletter:manage"],
  // What visitors send: photos, ideas, contact messages.
  moderation: ["photos:moderate", "ideas:moderate", "messages:manage"],
  // Money and members: memberships, payments, their exports.
  tresorerie: ["memberships:manage", "payments:manage", "exports:read"],
};

/** French names of the roles, for the screens that show them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: "Administration",
  redaction: "Rédaction",
  moderation: "Modération",
  tresorerie: "Trésorerie",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The known roles among stored values, in a stable order; unknown values are ignored. */
export function knownRoles(values: readonly string[]): Role[] {
  return ROLES.filter((role) => values.includes(role));
}

/** The union of the permissions of these roles; unknown roles grant nothing. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set(knownRoles(roles).flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Someone whose permissions are known: the session user on the server, the root loader's user in the browser. */
export interface PermissionHolder {
  permissions: readonly string[];
}

/** Whether this person (null when signed out) holds the permission. */
export function can(holder: PermissionHolder | null | undefined, permission: Permission): boolean {
  return holder?.permissions.includes(permission) ?? false;
}

/** Whether this person may enter the back-office at all (any back-office permission). */
export function canUseBackOffice(holder: PermissionHolder | null | undefined): boolean {
  return PERMISSIONS.some((permission) => can(holder, permission));
}
