// An issue's figures (sent / total / failed, and the uncertain copies when a crash left some), the
// same on the list and on the issue's page.
import type { ReactNode } from "react";
import type { SendingProgress } from "../issues";

const number = (n: number) => n.toLocaleString("fr-FR");

/** One figure of the list: its label, then its value (in a colour when it calls for attention). */
function Figure({ label, tone, children }: { label: string; tone?: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}&#8239;:</dt>
      <dd className={tone ? `font-semibold ${tone}` : "font-semibold"}>{children}</dd>
    </div>
  );
}

export function IssueFigures({ progress, label }: { progress: SendingProgress; label?: string }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300" aria-label={label}>
      <Figure label="Envoyés">
        {number(progress.sent)} / {number(progress.total)}
      </Figure>
      <Figure label="Échecs" tone={progress.failed > 0 ? "text-red-800 dark:text-red-300" : undefined}>
        {number(progress.failed)}
      </Figure>
      {progress.skipped > 0 ? <Figure label="Désinscrits pendant l’envoi">{number(progress.skipped)}</Figure> : null}
      {progress.uncertain > 0 ? (
        <Figure label="Remises incertaines" tone="text-amber-800 dark:text-amber-300">
          {number(progress.uncertain)}
        </Figure>
      ) : null}
      {progress.queued > 0 ? <Figure label="En attente">{number(progress.queued)}</Figure> : null}
    </dl>
  );
}
