// A section's heading block: optional eyebrow, serif title and intro, left or centred.
import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  as: Tag = "h2",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  as?: "h1" | "h2";
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-3xl"}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-ochre-700 dark:text-ochre-400">{eyebrow}</p> : null}
      <Tag id={id} className={`section-title ${Tag === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}${eyebrow ? " mt-2" : ""}`}>
        {title}
      </Tag>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </div>
  );
}
