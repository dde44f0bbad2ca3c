// The one page header of every public and member page (docs/design.md): eyebrow, title,
// intro, optional actions and illustration, in the page container so every title starts at
// the same x and has the same size. Two tones: "plain" (a light band, most pages) and
// "brand" (the dark blue band of the participation pages: join, ideas, photos, gallery).
import type { ReactNode } from "react";

export type PageHeaderTone = "plain" | "brand";

export function PageHeader({
  eyebrow,
  title,
  titleId,
  intro,
  actions,
  illustration,
  tone = "plain",
  children,
}: {
  /** A short label above the title: the menu section or the page's kind. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The h1's id, for sections labelled by the title. */
  titleId?: string;
  intro?: ReactNode;
  /** Buttons or links under the intro (primary action first). */
  actions?: ReactNode;
  /** A decorative image or icon beside the text from 1024 px (hidden below: it must carry no information). */
  illustration?: ReactNode;
  tone?: PageHeaderTone;
  /** Anything else the header carries under the intro (a status line, a search field). */
  children?: ReactNode;
}) {
  const brand = tone === "brand";
  return (
    <header
      data-page-header={tone}
      className={
        brand
          ? "bg-gradient-to-br from-brand-900 to-brand-700 text-white"
          : "border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
      }
    >
      <div
        className={`page-container grid items-center gap-8 py-10 sm:py-14 ${illustration ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}
      >
        <div className="measure-prose">
          {eyebrow ? (
            <p
              className={`text-sm font-semibold uppercase tracking-wider ${brand ? "text-ochre-400" : "text-ochre-700 dark:text-ochre-400"}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            className={`font-serif text-4xl leading-tight font-bold text-balance sm:text-5xl ${eyebrow ? "mt-2" : ""} ${brand ? "text-white" : "text-brand-800 dark:text-brand-100"}`}
          >
            {title}
          </h1>
          {intro ? (
            typeof intro === "string" ? (
              <p className={`mt-4 text-lg text-pretty ${introColour(brand)}`}>{intro}</p>
            ) : (
              <div className={`mt-4 text-lg text-pretty ${introColour(brand)}`}>{intro}</div>
            )
          ) : null}
          {children ? <div className="mt-6">{children}</div> : null}
          {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {illustration ? <div className="hidden lg:block">{illustration}</div> : null}
      </div>
    </header>
  );
}

const introColour = (brand: boolean) => (brand ? "text-brand-50" : "text-slate-700 dark:text-slate-300");

/** The body of a page under its header: the same container, the standard vertical rhythm. */
export function PageBody({
  children,
  measure,
  className = "",
}: {
  children: ReactNode;
  /** Narrow the content (left-aligned, never re-centred): prose for reading, form for a lone form. */
  measure?: "prose" | "form" | "wide";
  className?: string;
}) {
  const width = measure === "prose" ? "measure-prose" : measure === "form" ? "measure-form" : measure === "wide" ? "measure-wide" : "";
  return (
    <div className={`page-container py-10 sm:py-14 ${className}`}>
      {width ? <div className={width}>{children}</div> : children}
    </div>
  );
}
