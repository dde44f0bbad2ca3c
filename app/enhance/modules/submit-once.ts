// A form posted as a document (data-module="submit-once"): once sent, its submit button is
// disabled and shows its pending label (components/ui/submit-button.tsx), so a second click
// cannot post twice; a page restored from the back-forward cache gets its button back.
import type { EnhancementModule } from "../module";

const submitOnce: EnhancementModule = (form) => {
  if (!(form instanceof HTMLFormElement)) return;
  let sent = false;
  let restore: (() => void) | null = null;
  form.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    if (sent) {
      event.preventDefault();
      return;
    }
    sent = true;
    const button = (event.submitter as HTMLButtonElement | null) ?? form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) return;
    const label = button.querySelector<HTMLElement>("[data-submit-label]");
    const text = label?.textContent ?? "";
    // After the submission has read the button's name and value.
    window.setTimeout(() => {
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      if (label && button.dataset.pendingLabel) label.textContent = button.dataset.pendingLabel;
    });
    restore = () => {
      button.disabled = false;
      button.removeAttribute("aria-busy");
      if (label) label.textContent = text;
    };
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sent = false;
    restore?.();
  });
};

export default submitOnce;
