// The band every page shows while a sample item is online (issue 36): the site is a
// demonstration, the items labelled « Exemple » are fictional. An administrator also gets the
// way to remove them all.
import { Link } from "react-router";
import { useCan } from "~/lib/root-data";
import { DEMONSTRATION_TEXT } from "../samples";

export function DemonstrationBand() {
  const canRemove = useCan("settings:manage");
  return (
    <div className="no-print border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-demonstration="">
      <p>
        <strong>{DEMONSTRATION_TEXT}</strong>
        {canRemove ? (
          <>
            {" "}
            <Link to="/admin/exemples" discover="none" className="font-semibold underline underline-offset-2">
              Retirer les contenus d’exemple
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
