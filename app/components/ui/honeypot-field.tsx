// The hidden honeypot input to put inside every public form, with the time the server rendered
// the form (the timing check, lib/honeypot.ts).
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "~/lib/honeypot";

export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
      <input id={`hp-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      {/* The browser keeps the server's value when React hydrates an application page. */}
      <input type="hidden" name={RENDERED_AT_FIELD} defaultValue={String(Date.now())} suppressHydrationWarning />
    </div>
  );
}
