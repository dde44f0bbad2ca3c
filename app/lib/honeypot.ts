// Honeypot for public forms: a field humans never see or fill. Bots that fill it are dropped.
export const HONEYPOT_FIELD = "site_web";

/** True when the submitted form looks automated (the hidden field has a value). */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
