// An issue's figures (sent / total / failed, and the uncertain copies when a crash left some), the
// same on the list and on the issue's page.
import type { SendingProgress } from "../issues";

const number = (n: number) => n.toLocaleString("fr-FR");

export function IssueFigures({ progress, label }: { progress: SendingProgress; label?: string }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700 dark:text-slate-300" aria-label={label}>
      <div className="flex gap-1">
        <dt>Envoyés&#8239;:</dt>
        <dd className="font-semibold">
          {number(progress.sent)} / {number(progress.total)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt>Échecs&#8239;:</dt>
        <dd className={progress.failed > 0 ? "font-semibold text-red-800 dark:text-red-300" : "font-semibold"}>{number(progress.failed)}</dd>
      </div>
      {progress.skipped > 0 ? (
        <div className="flex gap-1">
          <dt>Désinscrits pendant l’envoi&#8239;:</dt>
          <dd className="font-semibold">{number(progress.skipped)}</dd>
        </div>
      ) : null}
      {progress.uncertain > 0 ? (
        <div className="flex gap-1">
          <dt>Remises incertaines&#8239;:</dt>
          <dd className="font-semibold text-amber-800 dark:text-amber-300">{number(progress.uncertain)}</dd>
        </div>
      ) : null}
      {progress.queued > 0 ? (
        <div className="flex gap-1">
          <dt>En attente&#8239;:</dt>
          <dd className="font-semibold">{number(progress.queued)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
