// The association's address in editorial text and contact links: a mail link once entered; the
// contact form until then, never a made-up address (issue 36).
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { contactHref, EmailText } from "./email-text";

const html = (text: string, email: string | null) => renderToStaticMarkup(<EmailText text={text} email={email} linkClassName="l" />);

test("with an address, the token is a mail link to it", () => {
  expect(html("Pour exercer ces droits, écrivez-nous à {email}.", "bureau@arp.example")).toBe(
    'Pour exercer ces droits, écrivez-nous à <a href="mailto:bureau@arp.example" class="l">bureau@arp.example</a>.',
  );
  expect(contactHref("bureau@arp.example", "Presse : interview")).toBe("mailto:bureau@arp.example?subject=Presse%20%3A%20interview");
});

test("without one, the token links to the contact form and « à » reads « via »; a token elsewhere stays a plain link", () => {
  expect(html("Pour exercer ces droits, écrivez-nous à {email}. Nous vous répondrons.", null)).toBe(
    'Pour exercer ces droits, écrivez-nous via <a href="/contact" class="l">le formulaire de contact</a>. Nous vous répondrons.',
  );
  expect(html("Contact\u202f: {email}, ou en nous écrivant à {email}\u202f;", null)).toBe(
    'Contact\u202f: <a href="/contact" class="l">le formulaire de contact</a>, ou en nous écrivant via <a href="/contact" class="l">le formulaire de contact</a>\u202f;',
  );
  // « à » inside a word is not the preposition.
  expect(html("voilà {email}", null)).toBe('voilà <a href="/contact" class="l">le formulaire de contact</a>');
  expect(contactHref(null, "Presse")).toBe("/contact");
});
