import { expect, test } from "vitest";
import { readToast, setToastHeader } from "./toast.server";

async function requestWithToast(headers: Record<string, string> = {}) {
  const cookie = (await setToastHeader({ title: "Brouillon enregistré" })).split(";")[0]!;
  return new Request("http://localhost/blog", { headers: { cookie, ...headers } });
}

test("the page the visitor goes to shows the toast and clears it", async () => {
  const { toast, clearHeader } = await readToast(await requestWithToast());
  expect(toast?.title).toBe("Brouillon enregistré");
  expect(clearHeader).toMatch(/Max-Age=0/);
});

test("a page fetched ahead of the visitor (service worker, prefetch) leaves the toast for the next page", async () => {
  for (const headers of [{ purpose: "prefetch" }, { "sec-purpose": "prefetch;prerender" }] as Record<string, string>[]) {
    expect(await readToast(await requestWithToast(headers))).toEqual({ toast: null, clearHeader: null });
  }
});
