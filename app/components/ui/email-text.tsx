// Renders editorial text where the token "{email}" stands for the association's address, as a
// mail link to the configured address. Until the association enters one (issue 36), the token
// is a link to the contact form instead, « à {email} » reading « via le formulaire de contact ».
import { Fragment } from "react";

/** Where to write to the association: its address (with a subject), or the contact form while it has entered none. */
export function contactHref(email: string | null, subject?: string): string {
  if (!email) return "/contact";
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** What a contact link says while the association has no address: the contact form. */
export const CONTACT_FORM_LABEL = "le formulaire de contact";

/** The token "{email}" (content/legal.ts EMAIL_TOKEN), with the « à » before it: without an address, « à le formulaire » must read « via le formulaire ». */
const TOKEN_AFTER_A = /((?<!\p{L})à\s)?\{email\}/u;

export function EmailText({
  text,
  email,
  linkClassName = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white",
}: {
  text: string;
  email: string | null;
  linkClassName?: string;
}) {
  // The split keeps what the token's « à » captured between the pieces: text, « à » or
  // undefined, text… With an address it is given back as written; without, it reads « via ».
  const pieces = text.split(TOKEN_AFTER_A);
  const texts = pieces.filter((_, i) => i % 2 === 0);
  return (
    <>
      {texts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < texts.length - 1 ? (
            <>
              {pieces[2 * i + 1] ? (email ? pieces[2 * i + 1] : "via ") : ""}
              <a href={contactHref(email)} className={linkClassName}>
                {email ?? CONTACT_FORM_LABEL}
              </a>
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
