// The « Exemple » label of an item loaded with the site as an example (features/samples): beside
// its title on every card, page and search result where it appears, so that fictional content
// can never pass for the association's word.
export const SAMPLE_LABEL = "Exemple";

export function SampleLabel({ className = "" }: { className?: string }) {
  return (
    <span className={className ? `sample-label ${className}` : "sample-label"} data-sample="">
      {SAMPLE_LABEL}
    </span>
  );
}
