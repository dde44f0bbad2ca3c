// Navigation of the shell: the desktop menus and the mobile panel, exactly as the spec lists them.
export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  id: "actions" | "a-propos" | "medias";
  label: string;
  items: NavLink[];
}

export const desktopMenus: NavMenu[] = [
  {
    id: "actions",
    label: "Actions",
    items: [
      { label: "Remonter une Idée", to: "/remontee-idees" },
      { label: "Déposer des Photos", to: "/depot-photos" },
      { label: "Adhérer", to: "/adhesion-structured" },
      { label: "Témoignages", to: "/temoignages" },
    ],
  },
  {
    id: "a-propos",
    label: "À propos",
    items: [
      { label: "Notre Histoire", to: "/histoire" },
      { label: "Notre Équipe", to: "/equipe" },
      { label: "Nos Quartiers", to: "/quartiers" },
    ],
  },
  {
    id: "medias",
    label: "Médias",
    items: [
      { label: "Blog", to: "/blog" },
      { label: "Galerie Photos", to: "/galerie" },
      { label: "Rencontres", to: "/rencontres" },
    ],
  },
];

/** The mobile panel's internal links, in the spec's order (after Rechercher, Espace Presse, member link). */
export const mobileLinks: NavLink[] = [
  { label: "Accueil", to: "/" },
  { label: "Quartiers", to: "/quartiers" },
  { label: "Nos prises de positions", to: "/prises-positions" },
  { label: "Propositions pour Lyon", to: "/propositions-lyon" },
  { label: "Remontez vos idées", to: "/remontee-idees" },
  { label: "Rencontres", to: "/rencontres" },
  { label: "Galerie", to: "/galerie" },
  { label: "Témoignages", to: "/temoignages" },
  { label: "Notre équipe", to: "/equipe" },
  { label: "Notre histoire", to: "/histoire" },
];

/** Public pages listed in the sitemap and the footer's site map. */
export const publicPages: NavLink[] = [
  { label: "Accueil", to: "/" },
  { label: "Notre histoire", to: "/histoire" },
  { label: "Notre équipe", to: "/equipe" },
  { label: "Nos quartiers", to: "/quartiers" },
  { label: "Galerie photos", to: "/galerie" },
  { label: "Blog", to: "/blog" },
  { label: "Rencontres", to: "/rencontres" },
  { label: "Propositions pour Lyon", to: "/propositions-lyon" },
  { label: "Prises de position", to: "/prises-positions" },
  { label: "Témoignages", to: "/temoignages" },
  { label: "Remonter une idée", to: "/remontee-idees" },
  { label: "Déposer des photos", to: "/depot-photos" },
  { label: "Adhérer", to: "/adhesion" },
  { label: "Recherche", to: "/recherche" },
  { label: "Nous contacter", to: "/contact" },
  { label: "Mentions légales", to: "/mentions-legales" },
  { label: "Politique de confidentialité", to: "/politique-confidentialite" },
];
