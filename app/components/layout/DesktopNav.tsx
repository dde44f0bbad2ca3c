// The header's desktop menus (large screens): an Accueil link and three drop-down menus, built
// as disclosure buttons (aria-expanded) over plain lists of links — no widget library in the
// shell (issue 19). Spec timings: a menu opens on click, or on hover after 200 ms; within 300 ms
// of another menu being open, hovering the next trigger opens it at once; it closes 150 ms after
// the pointer leaves. Escape closes it and returns the focus to its button; so does a click
// outside or the focus leaving the navigation. The markup is static (every menu rendered closed);
// the behaviour is the shell module enhance/shell/menus.ts.
import { ChevronDown } from "~/components/ui/icons";
import { Link, NavLink, useLocation } from "react-router";
import { desktopMenus } from "~/config/navigation";

export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigation principale" data-module="menus" className="relative hidden flex-1 justify-center lg:flex">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink discover="none" to="/" end className={navItemClass(pathname === "/")}>
            Accueil
          </NavLink>
        </li>
        {desktopMenus.map((menu) => {
          const active = menu.items.some((item) => item.to === pathname);
          return (
            <li key={menu.id} className="relative">
              <button
                type="button"
                id={triggerId(menu.id)}
                aria-expanded="false"
                aria-controls={contentId(menu.id)}
                data-active={active || undefined}
                className={`group inline-flex items-center gap-1 ${navItemClass(active)}`}
              >
                {menu.label}
                <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180" />
              </button>
              <div
                id={contentId(menu.id)}
                hidden
                className="menu-popup"
              >
                <ul>
                  {menu.items.map((item) => {
                    const current = item.to === pathname;
                    return (
                      <li key={item.to}>
                        <Link
                          discover="none"
                          to={item.to}
                          aria-current={current ? "page" : undefined}
                          data-active={current || undefined}
                          className="menu-link"
                        >
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const triggerId = (id: string) => `menu-${id}-bouton`;
const contentId = (id: string) => `menu-${id}`;

function navItemClass(active: boolean): string {
  return active ? "nav-item nav-item-current" : "nav-item nav-item-other";
}
