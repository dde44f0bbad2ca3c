// The consent banner (features/consent/components/ConsentBanner.tsx): its buttons post the choice
// to /cookies with fetch instead of leaving the page. The post is the banner's own form, as sent
// without JavaScript, redirectTo included: /cookies stores the choice and answers with a redirect
// back to the page, which this module does not follow (an "opaqueredirect" answer: stored). The
// banner hides at once and comes back if the post fails; once the choice is stored,
// CONSENT_CHOSEN_EVENT (detail: { consent }) tells the page (the audience measurement, the install
// card, and on an application page React, which re-reads the shell's data).
import { CONSENT_CHOSEN_EVENT, type ConsentChoice } from "~/features/consent/consent";
import type { EnhancementModule } from "../module";

const consent: EnhancementModule = (banner) => {
  const form = banner.querySelector("form");
  if (!form) return;
  form.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || (button.value !== "granted" && button.value !== "denied")) return;
    event.preventDefault();
    const choice = button.value as ConsentChoice;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, button)) if (typeof value === "string") body.append(name, value);
    banner.hidden = true;
    // keepalive: a visitor who follows a link at once does not cancel the post with the page.
    fetch(form.action, { method: "POST", body, credentials: "same-origin", redirect: "manual", keepalive: true })
      .then((response) => {
        if (response.type !== "opaqueredirect") throw new Error(`consent not stored (${response.status})`);
        document.dispatchEvent(new CustomEvent(CONSENT_CHOSEN_EVENT, { detail: { consent: choice } }));
      })
      .catch((error: unknown) => {
        console.warn("[consent]", error);
        banner.hidden = false;
        button.focus();
      });
  });
};

export default consent;
