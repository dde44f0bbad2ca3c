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
  { to: "/admin/contenus", label: "Contenus du site", permission: "site:write" },
  { to: "/admin/idees", label: "Idées et signalements", permission: "ideas:moderate" },
  { to: "/admin/messages", label: "Messages", permission: "messages:manage" },
  { to: "/admin/photos", label: "Photos", permission: "photos:moderate" },
  { to: "/admin/newsletter", label: "Lettre d’information", permission: "newsletter:manage" },
  { to: "/admin/association", label: "Association", permission: "settings:manage" },
  { to: "/admin/adhesions", label: "Adhésions", permission: "memberships:manage" },
  { to: "/admin/adhesions/offre", label: "Offre d’adhésion", permission: "settings:manage" },
  { to: "/admin/utilisateurs", label: "Utilisateurs", permission: "roles:manage" },
  { to: "/admin/audience", label: "Audience", permission: "roles:manage" },
  { to: "/admin/journal", label: "Journal", permission: "roles:manage" },
  { to: "/admin/emails", label: "E-mails non distribués", permission: "roles:manage" },
];

/** The screens of "Contenus du site" (/admin/contenus/…), in the order of their tab bar. */
export const SITE_CONTENT_PAGES: readonly { to: string; label: string; description: string }[] = [
  { to: "/admin/contenus/equipe", label: "Équipe", description: "Les membres du bureau présentés sur la page Équipe, dans l’ordre choisi." },
  { to: "/admin/contenus/equipe/textes", label: "Textes de l’équipe", description: "Le bloc de contact et les trois valeurs de la page Équipe." },
  { to: "/admin/contenus/temoignages", label: "Témoignages", description: "Les témoignages de la page Témoignages et ceux mis en avant sur l’accueil, avec l’accord de chaque personne." },
  { to: "/admin/contenus/chiffres", label: "Chiffres", description: "Les chiffres clés de l’accueil, de l’histoire, des prises de position, de l’adhésion et de l’équipe." },
  { to: "/admin/contenus/campagnes", label: "Campagnes", description: "Les combats du moment présentés sur l’accueil." },
  { to: "/admin/contenus/frise", label: "Frise historique", description: "Les périodes de la page Notre histoire\u202f: l’histoire de Lyon, ses grands projets et celle de l’association." },
];
