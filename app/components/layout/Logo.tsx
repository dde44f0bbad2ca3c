// The association's mark: the Presqu'île between Saône and Rhône, drawn in SVG.
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" className="fill-brand-700" />
      <path d="M14 6c6 10 4 20-2 36" fill="none" stroke="#7fb3e8" strokeWidth="4" strokeLinecap="round" />
      <path d="M34 6c-5 11-3 22 4 36" fill="none" stroke="#7fb3e8" strokeWidth="4" strokeLinecap="round" />
      <path d="M20 8c3 8 4 18 4 30l4-2c1-10 1-19-2-28z" className="fill-ochre-400" />
    </svg>
  );
}
