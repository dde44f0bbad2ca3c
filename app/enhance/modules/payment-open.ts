// The membership's payment step (features/membership/components/PaymentStep.tsx): opens the
// card-payment page in a new tab, once per membership (remembered for the browser's session);
// the page's link stays the way forward if the browser blocked that tab.
import type { EnhancementModule } from "../module";

const paymentOpen: EnhancementModule = (section) => {
  const { paymentLink, reference } = section.dataset;
  if (!paymentLink || !reference) return;
  const key = `adpl-paiement-ouvert-${reference}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage unavailable (private mode): still try once for this page.
  }
  window.open(paymentLink, "_blank", "noopener,noreferrer");
};

export default paymentOpen;
