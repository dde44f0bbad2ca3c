// Renders editorial text where the token "{email}" stands for the association's address, as a
// mail link to the configured address. Until the association enters one (issue 36), the token
// is a link to the contact form instead, « à {email} » reading « via le formulaire de contact ».
import { Fragment } from "react";

export const EMAIL_TOKEN = "{email}";

/** Where to write to the association: its address (with a subject), or the contact form while it has entered none. */
export function contactHref(email: string | null, subject?: string): string {
  if (!email) return "/contact";
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

const CONTACT_FORM = "le formulaire de contact";

export function EmailText({
  text,
  email,
  linkClassName = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white",
}: {
  text: string;
  email: string | null;
  linkClassName?: string;
}) {
  // With an address the text reads as written; without, "à " before the token becomes "via ".
  const parts = email ? text.split(EMAIL_TOKEN) : text.split(/(?:(?<!\p{L})à\s)?\{email\}/u);
  const via = email ? [] : [...text.matchAll(/((?<!\p{L})à\s)?\{email\}/gu)].map((match) => (match[1] ? "via " : ""));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              {via[i]}
              <a href={contactHref(email)} className={linkClassName}>
                {email ?? CONTACT_FORM}
              </a>
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
