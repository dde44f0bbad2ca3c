// A long text page's sections (legal notices, privacy policy): a table of contents, then each
// section with its paragraphs, "{email}" rendered as the configured contact address.
import { Link } from "react-router";
import type { LegalSection } from "~/content/legal";
import { EmailText } from "./email-text";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white";

export function DocumentSections({ sections, email }: { sections: readonly LegalSection[]; email: string | null }) {
  return (
    <>
      <nav aria-labelledby="sommaire-titre" className="mt-8 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
        <h2 id="sommaire-titre" className="font-semibold text-brand-800 dark:text-brand-100">
          Sommaire
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-slate-800 dark:text-slate-200">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <EmailText text={paragraph} email={email} linkClassName={linkClass} />
              </p>
            ))}
          </div>
          {section.links?.length ? (
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  {link.href.startsWith("/") ? (
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                      {link.label}
                      <span className="sr-only"> (nouvel onglet)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
