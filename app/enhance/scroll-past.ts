// Calls `change` with whether the page is scrolled past `threshold` px: now, then each time that
// changes (one passive listener, read once per frame).

export function onScrollPast(threshold: number, change: (past: boolean) => void): void {
  let past = window.scrollY > threshold;
  let queued = false;
  change(past);
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const now = window.scrollY > threshold;
        if (now !== past) change((past = now));
      });
    },
    { passive: true },
  );
}
