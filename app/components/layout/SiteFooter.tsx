// Footer: contact details, social links, site map (the navigation that works without
// scripts), legal links and the colour-scheme choice.
import { contactHref } from "~/components/ui/email-text";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Form, Link, useLocation } from "react-router";
import type { PublicSiteConfig } from "~/config/association";
import { siteMapLinks } from "~/config/navigation";
import { formatFrenchPhone } from "~/lib/french-phone";
import { LogoMark } from "./Logo";

export function SiteFooter({ site, theme }: { site: PublicSiteConfig; theme: "light" | "dark" | null }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <footer id="pied-de-page" className="no-print mt-16 bg-brand-900 text-slate-100">
      <div className="page-container grid gap-10 py-12 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark className="h-10 w-10" />
            <p className="font-serif text-2xl font-bold">{site.shortName}</p>
          </div>
          <p className="mt-3 text-sm text-slate-300">{site.name}</p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {site.address}
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={contactHref(site.email)} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-ochre-400">
                {site.email ?? "Nous écrire"}
              </a>
            </p>
            {site.phone ? (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
                <a href={`tel:${site.phone}`} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-ochre-400">
                  {formatFrenchPhone(site.phone)}
                </a>
              </p>
            ) : null}
          </address>
          {site.social.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label="Réseaux sociaux">
              {site.social.map((s) => (
                <li key={s.id}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="social-link">
                    {s.label}
                    <span className="sr-only"> (nouvel onglet)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav id="plan-du-site" aria-labelledby="plan-du-site-titre" className="md:col-span-2">
          <h2 id="plan-du-site-titre" className="font-serif text-lg font-semibold">
            Plan du site
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {siteMapLinks.map((page) => (
              <li key={page.to}>
                <Link discover="none" to={page.to} className="footer-link">
                  {page.label}
                </Link>
              </li>
            ))}
            <li>
              <Link discover="none" to="/espace" className="footer-link">
                Espace membre
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-4 py-5 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.shortName} · Association loi 1901 ·{" "}
            <Link discover="none" to="/mentions-legales" className="footer-small-link">
              Mentions légales
            </Link>{" "}
            ·{" "}
            <Link discover="none" to="/politique-confidentialite" className="footer-small-link">
              Politique de confidentialité
            </Link>{" "}
            ·{" "}
            <Link discover="none" to="/cookies" className="footer-small-link">
              Gérer les cookies
            </Link>
          </p>
          <Form method="post" action="/preferences/theme" className="flex items-center gap-2" aria-label="Apparence du site">
            <input type="hidden" name="redirectTo" value={here} />
            <span id="theme-label">Apparence :</span>
            {(["light", "dark", "system"] as const).map((value) => {
              const current = (theme ?? "system") === value;
              return (
                <button
                  key={value}
                  type="submit"
                  name="theme"
                  value={value}
                  aria-pressed={current}
                  className={`min-h-8 rounded-full px-3 py-1 ${current ? "bg-white text-brand-900" : "border border-slate-400 hover:border-ochre-400"}`}
                >
                  {value === "light" ? "Clair" : value === "dark" ? "Sombre" : "Système"}
                </button>
              );
            })}
          </Form>
        </div>
      </div>
    </footer>
  );
}
