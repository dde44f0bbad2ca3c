// The hidden honeypot input to put inside every public form.
import { HONEYPOT_FIELD } from "~/lib/honeypot";

export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Ne pas remplir ce champ</label>
      <input id={`hp-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
