// The membership page body shared by /adhesion (steps) and /adhesion-structured (form alone).
import { Users } from "lucide-react";
import { useEffect } from "react";
import { showToast } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-reply";
import type { MembershipYear } from "../pricing";
import { MembershipForm } from "./MembershipForm";
import { PaymentStep, type PaymentStepView } from "./PaymentStep";
import { StepIndicator } from "./StepIndicator";
import { DonationBlock, ImpactBlock, YearChoice } from "./YearChoice";

export type MembershipPageView = { view: "choose" } | { view: "form"; lockedYear: MembershipYear | null; idempotencyKey?: string } | { view: "payment"; step: PaymentStepView };

export interface MembershipPageProps {
  state: MembershipPageView;
  mode: "steps" | "form";
  basePath: string;
  donationUrl: string;
  actionData?: FormReply;
  formKey: string;
}

export function MembershipPage({ state, mode, basePath, donationUrl, actionData, formKey }: MembershipPageProps) {
  const failure = actionData?.failure ?? null;
  useEffect(() => {
    if (failure) showToast({ type: "error", ...failure });
  }, [failure]);

  const current = state.view === "choose" ? 1 : state.view === "form" ? 2 : 3;
  const title = state.view === "payment" ? "Finaliser votre adhésion" : mode === "form" ? "Formulaire d’adhésion" : "Adhérer à l’association";
  return (
    <div className={state.view === "choose" ? undefined : "pb-16"}>
      <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white dark:from-brand-900 dark:to-brand-800">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <Users aria-hidden="true" className="mx-auto h-10 w-10" />
          <h1 className="mt-4 font-serif text-4xl font-bold sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Rejoignez les riverains et commerçants qui s’engagent pour la Presqu’île : une adhésion par foyer, de 1 à 4 personnes.
          </p>
        </div>
      </div>

      {mode === "steps" || state.view === "payment" ? (
        <div className="mt-10">
          <StepIndicator current={current} />
        </div>
      ) : null}

      <div className="mt-10">
        {state.view === "choose" ? (
          <>
            <YearChoice basePath={basePath} />
            <DonationBlock donationUrl={donationUrl} />
            <ImpactBlock />
          </>
        ) : state.view === "form" ? (
          <section aria-labelledby="adhesion-formulaire" className="mx-auto max-w-3xl px-4">
            <h2 id="adhesion-formulaire" className="mb-6 font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
              {state.lockedYear ? `Votre adhésion ${state.lockedYear}` : "Vos informations"}
            </h2>
            <MembershipForm
              key={formKey}
              lockedYear={state.lockedYear}
              idempotencyKey={state.idempotencyKey}
              choiceHref={mode === "steps" ? basePath : undefined}
              lastResult={actionData?.result ?? null}
              failure={failure}
            />
          </section>
        ) : (
          <PaymentStep step={state.step} homeHref="/" />
        )}
      </div>
    </div>
  );
}
