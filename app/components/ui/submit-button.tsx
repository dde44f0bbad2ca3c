// The submit button of a form: disabled and relabelled while the form is being sent, so a
// second click cannot post twice and the visitor sees that something is happening. On an
// application page React sets `pending`; in a document the form module does it
// (data-pending-label, the label's span).
import type { ButtonHTMLAttributes, ReactNode } from "react";

const variants = {
  brand: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900 dark:hover:bg-white",
  ochre: "bg-ochre-700 text-white hover:bg-ochre-600",
  outline: "border border-brand-600 text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500",
} as const;

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children"> {
  /** Set by React on an application page; in a document the form module shows the pending state. */
  pending?: boolean;
  /** Shown while the form is being sent, e.g. "Envoi en cours…". */
  pendingLabel: string;
  children: ReactNode;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  variant?: keyof typeof variants;
  /** Size and layout classes (padding, width); colours come from the variant. */
  className?: string;
}

export function SubmitButton({ pending = false, pendingLabel, children, icon, variant = "brand", className = "px-6 py-3", disabled, ...props }: SubmitButtonProps) {
  return (
    <button
      {...props}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      data-pending-label={pendingLabel}
      className={`inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:cursor-wait disabled:opacity-70 ${variants[variant]} ${className}`}
    >
      {icon}
      <span data-submit-label="">{pending ? pendingLabel : children}</span>
    </button>
  );
}
