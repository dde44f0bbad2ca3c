// The show/hide button of a password field (components/ui/field.tsx PasswordField): shown once
// this runs, it switches the field between hidden and readable text, its label and aria-pressed
// following.
import type { EnhancementModule } from "../module";

const passwordToggle: EnhancementModule = (button) => {
  const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(input instanceof HTMLInputElement)) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const shown = input.type === "password";
    input.type = shown ? "text" : "password";
    button.setAttribute("aria-pressed", String(shown));
    button.querySelectorAll<HTMLElement>("[data-when]").forEach((label) => {
      label.hidden = (label.dataset.when === "shown") !== shown;
    });
  });
};

export default passwordToggle;
