// The header's desktop menus (large screens): an Accueil link and three drop-down menus, built
// as disclosure buttons (aria-expanded) over plain lists of links — no widget library in the
// shell (issue 19). Spec timings: a menu opens on click, or on hover after 200 ms; within 300 ms
// of another menu being open, hovering the next trigger opens it at once; it closes 150 ms after
// the pointer leaves. Escape closes it and returns the focus to its button; so does a click
// outside or the focus leaving the navigation.
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { desktopMenus } from "~/config/navigation";

const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
const CLOSE_DELAY_MS = 150;

export function DesktopNav() {
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastOpenAt = useRef(0);

  const schedule = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  const show = (id: string | null) => {
    window.clearTimeout(timer.current);
    setOpenId((current) => {
      if (current !== null) lastOpenAt.current = Date.now();
      return id;
    });
  };

  // A navigation closes the menus.
  useEffect(() => show(null), [pathname]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A click anywhere outside the navigation closes the open menu.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) show(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  const onItemEnter = (id: string) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const skip = openId !== null || Date.now() - lastOpenAt.current < SKIP_DELAY_MS;
    if (skip) show(id);
    else schedule(() => show(id), OPEN_DELAY_MS);
  };
  const onItemLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    schedule(() => show(null), CLOSE_DELAY_MS);
  };

  return (
    <nav
      ref={navRef}
      aria-label="Navigation principale"
      className="relative hidden flex-1 justify-center lg:flex"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || openId === null) return;
        const trigger = navRef.current?.querySelector<HTMLButtonElement>(`#${triggerId(openId)}`);
        show(null);
        trigger?.focus();
      }}
      onBlur={(event) => {
        if (openId !== null && !navRef.current?.contains(event.relatedTarget as Node | null)) show(null);
      }}
    >
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to="/" end className={navItemClass(pathname === "/")}>
            Accueil
          </NavLink>
        </li>
        {desktopMenus.map((menu) => {
          const active = menu.items.some((item) => item.to === pathname);
          const open = openId === menu.id;
          return (
            <li key={menu.id} className="relative" onPointerEnter={onItemEnter(menu.id)} onPointerLeave={onItemLeave}>
              <button
                type="button"
                id={triggerId(menu.id)}
                aria-expanded={open}
                aria-controls={contentId(menu.id)}
                data-state={open ? "open" : "closed"}
                data-active={active || undefined}
                onClick={() => show(open ? null : menu.id)}
                className={`group inline-flex items-center gap-1 ${navItemClass(active)}`}
              >
                {menu.label}
                <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
              </button>
              <div
                id={contentId(menu.id)}
                hidden={!open}
                className="absolute left-0 top-full mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
              >
                <ul>
                  {menu.items.map((item) => {
                    const current = item.to === pathname;
                    return (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          aria-current={current ? "page" : undefined}
                          data-active={current || undefined}
                          className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50 data-[active]:font-semibold data-[active]:text-brand-700 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800 dark:data-[active]:text-brand-200"
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
  return `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 dark:hover:bg-slate-800 dark:hover:text-brand-100 dark:data-[state=open]:bg-slate-800 ${
    active
      ? "text-brand-700 underline decoration-ochre-500 decoration-2 underline-offset-8 dark:text-brand-100"
      : "text-slate-700 dark:text-slate-200"
  }`;
}
