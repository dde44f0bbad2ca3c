// Renders editorial text where the token "{email}" stands for the association's address,
// as a mail link to the configured address.
import { Fragment } from "react";

export const EMAIL_TOKEN = "{email}";

export function EmailText({ text, email, linkClassName = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white" }: { text: string; email: string; linkClassName?: string }) {
  const parts = text.split(EMAIL_TOKEN);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <a href={`mailto:${email}`} className={linkClassName}>
              {email}
            </a>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
