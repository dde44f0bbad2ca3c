// The photo deposit form's own behaviours (features/photos/components/PhotoDepositForm.tsx),
// beside the form module: the chosen image is previewed (the server renders the preview's figure
// hidden), a file over the size limit is refused before sending with the schema's message (the
// form module shows it in the field's error slot, through setCustomValidity), and the submit
// button waits for the rights box (its explanation, rendered hidden, says why). Without this
// module the form posts as it is and the server answers every refusal.
import type { EnhancementModule } from "../module";

const photoDeposit: EnhancementModule = (form) => {
  const file = form.querySelector<HTMLInputElement>("input[type=file][data-max-bytes]");
  const figure = form.querySelector<HTMLElement>("[data-photo-preview]");
  const image = figure?.querySelector("img");
  const rights = form.querySelector<HTMLInputElement>("input[data-rights-box]");
  const submit = form.querySelector<HTMLButtonElement>("button[data-needs-rights]");
  const rightsHint = form.querySelector<HTMLElement>("[data-rights-hint]");

  let previewUrl: string | null = null;
  const showPreview = (chosen: File | undefined) => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = chosen && chosen.size > 0 && chosen.type.startsWith("image/") ? URL.createObjectURL(chosen) : null;
    if (!figure || !image) return;
    if (previewUrl) image.src = previewUrl;
    else image.removeAttribute("src");
    figure.hidden = previewUrl === null;
  };

  if (file) {
    const max = Number(file.dataset.maxBytes);
    const tooLarge = file.dataset.tooLarge ?? "";
    const onChange = () => {
      const chosen = file.files?.[0];
      file.setCustomValidity(chosen && Number.isFinite(max) && chosen.size > max ? tooLarge : "");
      showPreview(chosen);
    };
    // Before the form module's listener on the form (this one is on the field): it reads the
    // validity set here.
    file.addEventListener("change", onChange);
    // A file the browser kept (back, forward, reload) is previewed too.
    if (file.files?.length) onChange();
  }

  const followRights = () => {
    if (!rights || !submit) return;
    submit.disabled = !rights.checked;
    if (rightsHint) rightsHint.hidden = rights.checked;
  };
  rights?.addEventListener("change", followRights);
  // Restored from the back-forward cache with the box as the visitor left it.
  window.addEventListener("pageshow", followRights);
  followRights();
};

export default photoDeposit;
