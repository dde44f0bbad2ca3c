// Navigation of the shell, derived from the page registry (pages.ts): the desktop menus, the
// mobile panel's links and the footer's site map, each in the order the spec gives.
import { allPages, type NavMenuId, type SitePage } from "./pages";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  id: NavMenuId;
  label: string;
  items: NavLink[];
}

/** The desktop menus' headings, in the header's order. */
const menuLabels: Record<NavMenuId, string> = {
  actions: "Actions",
  "a-propos": "À propos",
  medias: "Médias",
};

function ranked<T extends { rank: number }>(entries: { page: SitePage; entry: T | undefined }[]) {
  return entries
    .filter((e): e is { page: SitePage; entry: T } => e.entry !== undefined)
    .sort((a, b) => a.entry.rank - b.entry.rank);
}

export const desktopMenus: NavMenu[] = (Object.keys(menuLabels) as NavMenuId[]).map((id) => ({
  id,
  label: menuLabels[id],
  items: ranked(allPages.map((page) => ({ page, entry: page.menu?.id === id ? page.menu : undefined }))).map(({ page, entry }) => ({
    label: entry.label,
    to: page.path,
  })),
}));

/** The mobile panel's internal links (after Rechercher, Espace Presse and the member link). */
export const mobileLinks: NavLink[] = ranked(allPages.map((page) => ({ page, entry: page.mobile }))).map(({ page, entry }) => ({
  label: entry.label,
  to: page.path,
}));

/** The footer's site map, in the registry's order. */
export const siteMapLinks: NavLink[] = allPages.flatMap((page) => (page.siteMap ? [{ label: page.siteMap, to: page.path }] : []));
