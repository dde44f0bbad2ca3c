// The scrolling band of the ten action domains: a CSS animation (no JavaScript), paused on
// hover or with its pause control, and a static wrapped list for reduced motion. The second
// copy that makes the loop seamless is hidden from assistive technologies.
import type { ActionDomain } from "~/content/action-domains";
import { ContentIcon } from "~/components/ui/content-icon";
import { softTone } from "~/components/ui/tone";

const keyframes = "@keyframes adpl-band{from{transform:translateX(0)}to{transform:translateX(-50%)}}";

function DomainItems({ domains, hidden }: { domains: readonly ActionDomain[]; hidden?: boolean }) {
  return (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 gap-3 pr-3 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${hidden ? "motion-reduce:hidden" : ""}`}
    >
      {domains.map((domain) => (
        <li key={domain.id} className={`domain-chip ${softTone[domain.color]}`}>
          <ContentIcon icon={domain.icon} className="h-5 w-5" />
          {domain.name}
        </li>
      ))}
    </ul>
  );
}

export function DomainsBand({ domains }: { domains: readonly ActionDomain[] }) {
  return (
    <div className="relative">
      <style href="adpl-band-keyframes" precedence="default">
        {keyframes}
      </style>
      {/* A checkbox drives the pause with CSS only, so it works before and without JavaScript. */}
      {/* Under reduced motion the band does not move: the control and its label are both hidden. */}
      <input id="domaines-pause" type="checkbox" className="peer sr-only motion-reduce:hidden" />
      <label
        htmlFor="domaines-pause"
        className="mb-4 inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:bg-slate-100 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white motion-reduce:hidden dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Mettre en pause le défilement
      </label>
      <div className="group overflow-hidden py-1 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)] motion-reduce:[mask-image:none] peer-checked:[&>div]:[animation-play-state:paused]">
        <div className="flex w-max animate-[adpl-band_45s_linear_infinite] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          <DomainItems domains={domains} />
          <DomainItems domains={domains} hidden />
        </div>
      </div>
    </div>
  );
}
