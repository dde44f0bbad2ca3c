// The sentence of a settings screen's introduction that says when it was last saved, or that
// the values shown are the defaults until a first save.
const savedAt = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

export function LastSaved({ updatedAt, never }: { updatedAt: string | null; never: string }) {
  return <>{updatedAt ? `Dernier enregistrement le ${savedAt.format(new Date(updatedAt))}.` : never}</>;
}
