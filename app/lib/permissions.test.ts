// The role → permission map shared by the server guards and the components.
import { expect, test } from "vitest";
import { can, canUseBackOffice, isRole, knownRoles, PERMISSIONS, permissionsOf, ROLE_LABELS, ROLE_PERMISSIONS, ROLES } from "./permissions";

test("each role has exactly its permissions", () => {
  expect(permissionsOf(["redaction"])).toEqual(["blog:write", "events:write", "proposals:write", "positions:write", "site:write", "newsletter:manage"]);
  expect(permissionsOf(["moderation"])).toEqual(["photos:moderate", "ideas:moderate", "messages:manage"]);
  expect(permissionsOf(["tresorerie"])).toEqual(["memberships:manage", "payments:manage", "exports:read"]);
});

test("admin has every permission, and is the only role that manages roles", () => {
  expect(permissionsOf(["admin"])).toEqual([...PERMISSIONS]);
  for (const role of ROLES) expect(can({ permissions: permissionsOf([role]) }, "roles:manage"), role).toBe(role === "admin");
});

test("every permission belongs to some role other than admin, except the site's settings and managing roles", () => {
  const delegated = new Set(ROLES.filter((r) => r !== "admin").flatMap((r) => ROLE_PERMISSIONS[r]));
  expect(PERMISSIONS.filter((p) => !delegated.has(p))).toEqual(["settings:manage", "roles:manage"]);
});

test("unknown roles grant nothing and are dropped; known ones keep a stable order without duplicates", () => {
  expect(permissionsOf(["superuser", "Admin", "", "admin "])).toEqual([]);
  expect(knownRoles(["tresorerie", "superuser", "redaction", "tresorerie"])).toEqual(["redaction", "tresorerie"]);
  expect(isRole("moderation")).toBe(true);
  expect(isRole("webmaster")).toBe(false);
  expect(isRole(undefined)).toBe(false);
});

test("several roles add up", () => {
  expect(permissionsOf(["tresorerie", "redaction"])).toEqual([...ROLE_PERMISSIONS.redaction, ...ROLE_PERMISSIONS.tresorerie]);
});

test("the component check: signed out or without roles, nothing; with a role, the back-office", () => {
  expect(can(null, "blog:write")).toBe(false);
  expect(can(undefined, "blog:write")).toBe(false);
  expect(canUseBackOffice(null)).toBe(false);
  expect(canUseBackOffice({ permissions: [] })).toBe(false);
  expect(canUseBackOffice({ permissions: ["not-a-permission"] })).toBe(false);
  for (const role of ROLES) expect(canUseBackOffice({ permissions: permissionsOf([role]) }), role).toBe(true);
  expect(can({ permissions: permissionsOf(["moderation"]) }, "ideas:moderate")).toBe(true);
  expect(can({ permissions: permissionsOf(["moderation"]) }, "blog:write")).toBe(false);
});

test("every role has a French label", () => {
  expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
});
