// Fetches a server-rendered HTML fragment (lib/fragment.server.tsx) and swaps it into a container,
// then attaches the modules its markup asks for. The HTML comes from our own origin, rendered by
// React (text escaped): it is trusted like the page itself.

/** Fetches `url` and returns its HTML; throws on a network error or a non-2xx answer. */
export async function fetchFragment(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`fragment ${url}: ${response.status}`);
  return response.text();
}

/** Replaces the container's content with the fragment at `url`. */
export async function swapFragment(container: Element, url: string, signal?: AbortSignal): Promise<void> {
  const html = await fetchFragment(url, signal);
  if (signal?.aborted) return;
  container.innerHTML = html;
  await window.adplEnhance?.(container);
}
