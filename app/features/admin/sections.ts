// The sections of the back-office: the navigation, and the permission each one needs (the
// routes' middleware enforces it; the navigation only hides what a person cannot open).
import type { Permission } from "~/lib/permissions";

export interface AdminSection {
  to: string;
  label: string;
  /** null: every back-office user (the dashboard). */
  permission: Permission | null;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", label: "Tableau de bord", permission: null },
  { to: "/admin/blog", label: "Blog", permission: "blog:write" },
  { to: "/admin/rencontres", label: "Rencontres", permission: "events:write" },
  { to: "/admin/propositions", label: "Propositions", permission: "proposals:write" },
  { to: "/admin/prises-positions", label: "Prises de position", permission: "positions:write" },
  { to: "/admin/association", label: "Association", permission: "settings:manage" },
  { to: "/admin/utilisateurs", label: "Utilisateurs", permission: "roles:manage" },
  { to: "/admin/journal", label: "Journal", permission: "roles:manage" },
];
