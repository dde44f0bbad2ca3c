// Guards shared by every anonymous public form: the honeypot and a per-IP rate limit (V6).
import { data } from "react-router";
import { isHoneypotFilled } from "./honeypot";
import { publicFormLimiter } from "./rate-limit.server";

export type PublicFormCheck = { ok: true } | { ok: false; reason: "honeypot" | "rate_limited"; retryAfterSeconds?: number };

/**
 * Checks a public form post. A filled honeypot is reported as "honeypot": the caller answers
 * as if it succeeded and stores nothing. Over the per-IP limit: "rate_limited" (answer 429).
 */
export function checkPublicForm(formData: FormData, clientIp: string, form: string): PublicFormCheck {
  if (isHoneypotFilled(formData)) return { ok: false, reason: "honeypot" };
  const result = publicFormLimiter().hit(`${form}:${clientIp}`);
  if (!result.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: result.retryAfterSeconds };
  return { ok: true };
}

/** The 429 answer for a rate-limited public form, with a French message the form can show. */
export function tooManyRequests(retryAfterSeconds = 60) {
  return data(
    { status: "error" as const, formErrors: [`Trop d’envois depuis votre connexion. Merci de réessayer dans ${Math.ceil(retryAfterSeconds / 60)} minute(s).`] },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
