// The two buttons of the consent choice, equally visible (same size, same style, neither
// pre-selected). A plain form post to /cookies, which stores the choice and redirects back to the
// page named by `redirectTo` (the page it was posted from). On /cookies that is the whole story,
// with or without JavaScript: the page comes back with the new choice. In the banner, the consent
// module (app/enhance/shell/consent.ts) sends the same post with fetch and stays on the page.
import { useLocation } from "react-router";
import { CONSENT_PATH } from "../consent";

const BUTTON = "consent-button";

export function ConsentChoice() {
  const location = useLocation();
  return (
    <form method="post" action={CONSENT_PATH} className="flex flex-wrap gap-3">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" name="consent" value="granted" className={BUTTON}>
        Accepter
      </button>
      <button type="submit" name="consent" value="denied" className={BUTTON}>
        Refuser
      </button>
    </form>
  );
}
