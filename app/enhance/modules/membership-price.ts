// The amount of the membership formula (features/membership/components/MembershipForm.tsx):
// shown once this runs, and following the year and household size the visitor chooses. The
// server renders both sentences and the first amount; this writes the amount, the household and
// the year, text only.
import { formatEuros, personsLabel, toPersonCount } from "~/features/membership/pricing";
import type { EnhancementModule } from "../module";

const membershipPrice: EnhancementModule = (line) => {
  const form = line.closest("form");
  if (!form) return;
  let prices: Record<string, number>;
  try {
    prices = JSON.parse(line.dataset.prices ?? "{}") as Record<string, number>;
  } catch {
    return;
  }
  const part = (name: string) => line.querySelector<HTMLElement>(`[data-price-${name}]`);
  const update = () => {
    const data = new FormData(form);
    const year = String(data.get("annee_adhesion") ?? "");
    const persons = toPersonCount(data.get("nombre_personnes"));
    const price = prices[year];
    const known = price !== undefined;
    line.querySelector<HTMLElement>('[data-price="known"]')!.hidden = !known;
    line.querySelector<HTMLElement>('[data-price="unknown"]')!.hidden = known;
    if (!known) return;
    part("total")!.textContent = formatEuros(price * persons);
    part("persons")!.textContent = personsLabel(persons);
    part("year")!.textContent = year;
  };
  form.addEventListener("change", (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.name === "annee_adhesion" || field.name === "nombre_personnes")) update();
  });
  update();
  line.hidden = false;
};

export default membershipPrice;
