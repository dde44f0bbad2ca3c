// The data table behind a back-office chart: a closed "Voir les données" disclosure, so that
// every chart has its accessible alternative in the same place and the same words.
import type { ReactNode } from "react";

export function ChartData({ children }: { children: ReactNode }) {
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
        Voir les données
      </summary>
      {children}
    </details>
  );
}
