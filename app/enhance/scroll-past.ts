// Calls `change` with whether the page is scrolled past `threshold` px: now, then each time that
// changes (one passive listener, read once per frame).
//
// Options, for a change that itself moves the page (the header that shrinks): `backAt`, the
// scroll at or under which it counts as back (the threshold by default), and `canPass`, asked
// before passing. Without them, a page barely taller than the window went round in a circle:
// past 20 px the header shrank, the page grew shorter, the browser pulled the scroll back under
// 20 px, the header grew again, and so on while anything scrolled (seen as a header flickering
// at the bottom of a short page, and as a button that never held still for a test to click).

export interface ScrollPastOptions {
  backAt?: number;
  canPass?: () => boolean;
}

export function onScrollPast(threshold: number, change: (past: boolean) => void, options: ScrollPastOptions = {}): void {
  const backAt = options.backAt ?? threshold;
  const canPass = options.canPass ?? (() => true);
  let past = window.scrollY > threshold && canPass();
  let queued = false;
  change(past);
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const y = window.scrollY;
        if (!past && y > threshold && canPass()) change((past = true));
        else if (past && y <= backAt) change((past = false));
      });
    },
    { passive: true },
  );
}
