// How a rencontre's seats read: "20 places maximum" (spec 01 §2, Events), nothing without a limit.

export function capacityText(capacity: number | null | undefined): string | null {
  if (!capacity || capacity < 1) return null;
  return capacity === 1 ? "1 place maximum" : `${capacity.toLocaleString("fr-FR")} places maximum`;
}
