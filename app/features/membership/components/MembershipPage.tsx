// The membership page body shared by /adhesion (the form alone) and /adhesion-structured (the
// three steps), in the site's page design (PageHeader, PageBody).
import { Info, Users } from "~/components/ui/icons";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import type { FormReply } from "~/lib/form-reply";
import type { YearOffer } from "../years";
import { MembershipForm } from "./MembershipForm";
import { PaymentStep, type PaymentStepView } from "./PaymentStep";
import { StepIndicator } from "./StepIndicator";
import { DonationBlock, ImpactBlock, YearChoice, type MembershipImpact } from "./YearChoice";

/** A French explanation shown above the page: a stale payment link, a year no longer offered. */
export interface MembershipNotice {
  title: string;
  text: string;
}


export type MembershipPageView =
  | { view: "choose"; offers: YearOffer[]; notice: MembershipNotice | null; impact: MembershipImpact; donationUrl: string | null }
  | { view: "form"; offers: YearOffer[]; lockedYear: number | null; notice: MembershipNotice | null; idempotencyKey?: string }
  | { view: "payment"; step: PaymentStepView };

export interface MembershipPageProps {
  state: MembershipPageView;
  mode: "steps" | "form";
  basePath: string;
  actionData?: FormReply;
}

const TITLE_ID = "adhesion-titre";

export function MembershipPage({ state, mode, basePath, actionData }: MembershipPageProps) {
  // A failure to store is said at the top of the form (FormStatus), what was typed kept.
  const failure = actionData?.failure ?? null;

  const current = state.view === "choose" ? 1 : state.view === "form" ? 2 : 3;
  const title = state.view === "payment" ? "Finaliser votre adhésion" : mode === "form" ? "Formulaire d’adhésion" : "Adhérer à l’association";
  const notice = state.view === "payment" ? null : state.notice;
  return (
    <>
      <PageHeader
        tone="brand"
        eyebrow="Adhésion"
        title={title}
        titleId={TITLE_ID}
        intro={"Rejoignez les riverains et commerçants qui s’engagent pour la Presqu’île\u202f: une adhésion par foyer, de 1 à 4\u00a0personnes."}
        illustration={
          <span className="flex h-40 w-40 items-center justify-center rounded-full bg-white/10">
            <Users aria-hidden="true" className="h-20 w-20 text-ochre-400" />
          </span>
        }
      />
      <PageBody measure={state.view === "choose" ? "wide" : "form"}>
        {mode === "steps" || state.view === "payment" ? (
          <div className="mb-10">
            <StepIndicator current={current} />
          </div>
        ) : null}

        {notice ? <Notice notice={notice} /> : null}

        {state.view === "choose" ? (
          <>
            <YearChoice basePath={basePath} offers={state.offers} />
            {state.donationUrl ? <DonationBlock donationUrl={state.donationUrl} /> : null}
            <ImpactBlock impact={state.impact} />
          </>
        ) : state.view === "form" ? (
          <section aria-labelledby="adhesion-formulaire">
            <h2 id="adhesion-formulaire" className="mb-6 font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
              {state.lockedYear ? `Votre adhésion ${state.lockedYear}` : "Vos informations"}
            </h2>
            <MembershipForm
              offers={state.offers}
              lockedYear={state.lockedYear}
              idempotencyKey={state.idempotencyKey}
              choiceHref={mode === "steps" ? basePath : undefined}
              lastResult={actionData?.result ?? null}
              failure={failure}
            />
          </section>
        ) : (
          <>
            <PaymentStep step={state.step} homeHref="/" />
            {/* Audience (only with consent): the visitor reached the payment step. */}
            <span hidden data-track-event="membership_payment_step" />
          </>
        )}
      </PageBody>
    </>
  );
}

function Notice({ notice }: { notice: MembershipNotice }) {
  return (
    <div role="status" data-testid="adhesion-notice" className="mb-10 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1">{notice.text}</p>
      </div>
    </div>
  );
}
