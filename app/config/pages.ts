// The site's page registry: every public page once, with what each part of the site says about
// it — its metadata (the route's <title>, description, keywords), its label in the footer's site
// map, its place in the desktop menus and the mobile panel, and its entry in the site search.
// navigation.ts, /sitemap.xml, the search's page source and the routes' meta all read this list,
// so adding a page touches this file (and routes.ts). The order is the footer's site map.
import type { PageSeo } from "~/lib/seo";

/** The desktop menus, in the header's order (see navigation.ts). */
export type NavMenuId = "actions" | "a-propos" | "medias";

export interface SitePage {
  path: string;
  /** The page's metadata (its route's `meta`); absent while the route still declares its own. */
  seo?: PageSeo;
  /** Label in the footer's site map; pages without one are not listed there. */
  siteMap?: string;
  /** Item of a desktop menu: the menu, the label, and the rank in that menu (1 first). */
  menu?: { id: NavMenuId; label: string; rank: number };
  /** Link of the mobile panel, with its rank (1 first). */
  mobile?: { label: string; rank: number };
  /** Entry of the site search: the title and description searched and shown. */
  search?: { title: string; description: string };
}

export const sitePages = {
  home: {
    path: "/",
    seo: {
      title: "ADPL · Habitants et commerçants de la Presqu’île de Lyon",
      description:
        "Depuis 2023, l’ADPL rassemble habitants et commerçants pour développer et préserver la Presqu’île de Lyon : quartiers, patrimoine, mobilités, commerces. Adhérez, écrivez-nous.",
      keywords: ["Bellecour", "Terreaux", "ZTL", "patrimoine UNESCO"],
    },
    siteMap: "Accueil",
    mobile: { label: "Accueil", rank: 1 },
  },
  history: {
    path: "/histoire",
    seo: {
      title: "Notre histoire",
      description:
        "De Lugdunum à l’inscription au patrimoine mondial de l’UNESCO, les grands projets de la Presqu’île depuis 1972 et la naissance de l’ADPL en 2023.",
      keywords: ["histoire de Lyon", "Lugdunum", "UNESCO", "grands projets", "chronologie"],
    },
    siteMap: "Notre histoire",
    menu: { id: "a-propos", label: "Notre Histoire", rank: 1 },
    mobile: { label: "Notre histoire", rank: 10 },
    search: { title: "Histoire", description: "L’histoire de Lyon, les grands projets et celle de l’association" },
  },
  team: {
    path: "/equipe",
    seo: {
      title: "Notre équipe",
      description: "Le bureau de l’ADPL : des bénévoles, habitants et professionnels de la Presqu’île de Lyon, élus par l’assemblée générale.",
    },
    siteMap: "Notre équipe",
    menu: { id: "a-propos", label: "Notre Équipe", rank: 2 },
    mobile: { label: "Notre équipe", rank: 9 },
    search: { title: "Équipe", description: "Le bureau de l’association et ses membres" },
  },
  neighbourhoods: {
    path: "/quartiers",
    seo: {
      title: "Nos quartiers",
      description:
        "Bellecour, Terreaux, Cordeliers, Jacobins, Ainay, Confluence, Perrache et les pentes de la Croix-Rousse\u202f: histoire, chiffres clés, lieux à découvrir et carte interactive.",
      keywords: ["quartiers", "Bellecour", "Terreaux", "Cordeliers", "Confluence", "carte"],
    },
    siteMap: "Nos quartiers",
    menu: { id: "a-propos", label: "Nos Quartiers", rank: 3 },
    mobile: { label: "Quartiers", rank: 2 },
    search: { title: "Quartiers", description: "Les quartiers de la Presqu’île : Bellecour, Terreaux, Cordeliers, Jacobins, Ainay…" },
  },
  gallery: {
    path: "/galerie",
    seo: {
      title: "Galerie photos",
      description: "La Presqu’île de Lyon en images : architecture, événements, vie quotidienne, patrimoine et saisons.",
      keywords: ["galerie", "photos", "patrimoine", "Fête des Lumières"],
    },
    siteMap: "Galerie photos",
    menu: { id: "medias", label: "Galerie Photos", rank: 2 },
    mobile: { label: "Galerie", rank: 7 },
    search: { title: "Galerie", description: "La galerie photos de la Presqu’île" },
  },
  blog: {
    path: "/blog",
    seo: { title: "Actualités et actions", description: "Les articles de l’association sur la vie de la Presqu’île." },
    siteMap: "Blog",
    menu: { id: "medias", label: "Blog", rank: 1 },
    search: { title: "Blog", description: "Les actualités et actions de l’association\u202f: urbanisme, culture, commerce, patrimoine, événements" },
  },
  events: {
    path: "/rencontres",
    seo: { title: "Rencontres", description: "Assemblées générales, réunions publiques et visites culturelles de l’association." },
    siteMap: "Rencontres",
    menu: { id: "medias", label: "Rencontres", rank: 3 },
    mobile: { label: "Rencontres", rank: 6 },
    search: { title: "Rencontres", description: "Les rencontres de l’association\u202f: assemblées générales, réunions publiques, visites, conférences et ateliers" },
  },
  proposals: {
    path: "/propositions-lyon",
    seo: {
      title: "Nos propositions pour Lyon",
      description:
        "Les propositions de l’ADPL pour l’avenir de la Presqu’île\u202f: patrimoine et culture, mobilité, commerce, qualité de vie, environnement et sécurité.",
    },
    siteMap: "Propositions pour Lyon",
    mobile: { label: "Propositions pour Lyon", rank: 4 },
  },
  positions: {
    path: "/prises-positions",
    seo: {
      title: "Nos prises de position",
      description:
        "Positions officielles, courriers, enquêtes et lettres ouvertes de l’association sur la mobilité, le patrimoine, l’urbanisme et la démocratie locale.",
      keywords: ["prises de position", "ZTL", "stationnement", "concertation", "lettre ouverte"],
    },
    siteMap: "Prises de position",
    mobile: { label: "Nos prises de positions", rank: 3 },
    search: { title: "Nos Positions", description: "Les prises de position officielles, courriers et lettres ouvertes de l’association" },
  },
  testimonials: {
    path: "/temoignages",
    seo: {
      title: "Témoignages",
      description: "Résidents, commerçants, visiteurs et artistes racontent leur Presqu’île de Lyon et pourquoi ils soutiennent l’ADPL.",
    },
    siteMap: "Témoignages",
    menu: { id: "actions", label: "Témoignages", rank: 4 },
    mobile: { label: "Témoignages", rank: 8 },
    search: { title: "Témoignages", description: "Ce que disent les résidents, commerçants, visiteurs et artistes" },
  },
  ideas: {
    path: "/remontee-idees",
    seo: {
      title: "Remontez vos idées",
      description: "Partagez une idée, signalez un problème ou proposez une suggestion pour la Presqu’île de Lyon : l’association étudie chaque contribution.",
      keywords: ["idées", "signaler un problème", "suggestion", "participation citoyenne"],
    },
    siteMap: "Remonter une idée",
    menu: { id: "actions", label: "Remonter une Idée", rank: 1 },
    mobile: { label: "Remontez vos idées", rank: 5 },
    search: { title: "Remontée d’idées", description: "Proposer une idée ou signaler un problème dans le quartier" },
  },
  photoDeposit: {
    path: "/depot-photos",
    seo: {
      title: "Déposer des photos",
      description: "Les membres peuvent proposer leurs photos de la Presqu’île, publiées après modération.",
    },
    siteMap: "Déposer des photos",
    menu: { id: "actions", label: "Déposer des Photos", rank: 2 },
  },
  membership: {
    path: "/adhesion",
    // The form alone (spec 02 §2); the three steps are /adhesion-structured.
    seo: {
      title: "Formulaire d’adhésion",
      description: "Adhésion à l’association de la Presqu’île de Lyon pour un foyer de 1 à 4 personnes : formulaire et paiement sécurisé en ligne.",
      keywords: ["adhésion", "adhérer", "formulaire", "cotisation"],
    },
    siteMap: "Adhérer",
    search: { title: "Adhésion", description: "Adhérer à l’association et soutenir ses actions" },
  },
  membershipForm: {
    path: "/adhesion-structured",
    // The three steps: choose the year, fill in the form, pay (spec 02 §2).
    seo: {
      title: "Adhérer à l’association",
      description: "Rejoignez l’association de la Presqu’île de Lyon : adhésion annuelle pour un foyer de 1 à 4 personnes, don libre, paiement sécurisé en ligne.",
      keywords: ["adhésion", "adhérer", "cotisation", "don"],
    },
    menu: { id: "actions", label: "Adhérer", rank: 3 },
  },
  search: {
    path: "/recherche",
    seo: { title: "Recherche", description: "Rechercher dans les pages, prises de position et propositions de l’association.", noindex: true },
    siteMap: "Recherche",
  },
  contact: {
    path: "/contact",
    seo: {
      title: "Nous contacter",
      description: "Écrivez à l’association des habitants et commerçants de la Presqu’île : adhésion, vie de quartier, prise de position, événement ou autre sujet.",
    },
    siteMap: "Nous contacter",
  },
  legalNotice: {
    path: "/mentions-legales",
    seo: {
      title: "Mentions légales",
      description: "Mentions légales du site de l’ADPL : association loi 1901 créée le 07/06/2023, siège à Lyon 2e, éditeur, hébergeur et propriété intellectuelle.",
    },
    siteMap: "Mentions légales",
  },
  privacy: {
    path: "/politique-confidentialite",
    seo: {
      title: "Politique de confidentialité",
      description: "Données personnelles collectées par le site de l’ADPL, finalités, durées de conservation, cookies strictement nécessaires et vos droits (RGPD, CNIL).",
    },
    siteMap: "Politique de confidentialité",
  },
  offline: {
    path: "/hors-ligne",
    seo: {
      title: "Hors ligne",
      description: "Les pages du site de l’ADPL consultables sans connexion sur cet appareil, et les envois qui partiront au retour de la connexion.",
      noindex: true,
    },
  },
} satisfies Record<string, SitePage>;

export type SitePageId = keyof typeof sitePages;

/** Every page, in the registry's order. */
export const allPages: readonly SitePage[] = Object.values(sitePages);

/** Paths listed in /sitemap.xml: every page but those kept out of search engines. */
export function sitemapPaths(): string[] {
  return allPages.filter((page) => !page.seo?.noindex).map((page) => page.path);
}
