// The sign-out button: a POST to /espace/deconnexion (never a link: a GET must not sign out).
import { Form } from "react-router";

const sizes = {
  normal: "px-5 py-2.5 font-semibold",
  small: "px-4 py-1.5 text-sm font-medium",
} as const;

export function SignOutButton({ size = "normal", className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <Form method="post" action="/espace/deconnexion" className={className}>
      <button type="submit" name="intent" value="sign-out" className={`rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 ${sizes[size]}`}>
        Se déconnecter
      </button>
    </Form>
  );
}
