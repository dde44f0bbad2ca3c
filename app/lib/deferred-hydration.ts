// Paint first, hydrate after. React Router's <Scripts> makes the browser fetch and run every
// module of the page (about 250 KB) while the HTML and CSS are still arriving, which delays the
// first paint on a slow phone by seconds. The server renames those tags in the HTML stream
// (deferred-hydration.server.ts) so the browser ignores them, and the small script below
// restores them once the first frame has been painted. Until then the page is the server-
// rendered HTML, which works without JavaScript by design.

/** `rel` given to React Router's modulepreload links until the page has painted. */
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";
/** `type` given to React Router's hydration module script until the page has painted. */
export const DEFERRED_MODULE_TYPE = "x-deferred-module";

/**
 * Where a text area keeps what was typed in it before hydration (see the loader below and
 * restoreTypedBeforeHydration).
 */
const TYPED = "__adplTyped";

/**
 * Classic inline script, rendered after <Scripts>: once the document is parsed and a frame has
 * been painted (at once in a hidden tab, where no frame comes), recreates the preloads and the
 * module script. Elements created by a script carrying the nonce are allowed by the CSP
 * ('strict-dynamic'); they get the nonce too.
 *
 * It also notes what a visitor types in a text area until React has hydrated the page (and, when
 * the modules are loaded, what the browser restored in one): React 19 puts a text area that had
 * server-rendered text back to that text as it hydrates it, which would silently undo an edit
 * made on a slow phone in the seconds before. TextAreaField puts the noted text back.
 */
export const DEFERRED_HYDRATION_LOADER = `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce||"";function keep(t){if(t&&t.tagName==="TEXTAREA"&&!d.documentElement.hasAttribute("data-hydrated"))t.${TYPED}=t.value}d.addEventListener("input",function(e){keep(e.target)},true);function go(){d.querySelectorAll("textarea").forEach(function(t){if(t.value!==t.defaultValue)keep(t)});d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=d.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");p.nonce=n;d.head.appendChild(p)});var s=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!s)return;var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s.textContent;s.parentNode.insertBefore(m,s.nextSibling)}function later(){var done=false,P=window.PerformanceObserver;function once(){if(!done){done=true;go()}}if(d.visibilityState==="hidden")return once();d.addEventListener("visibilitychange",once);setTimeout(once,3000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){try{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();once()}}).observe({type:"paint",buffered:true});return}catch(e){}}requestAnimationFrame(function(){setTimeout(once,0)})}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",later);else later()})();`;

/**
 * Puts back in a text area, once React has hydrated it, what the visitor typed in it before (noted
 * by the loader above); nothing for a text area mounted later or left as it was.
 */
export function restoreTypedBeforeHydration(element: HTMLTextAreaElement | null): void {
  const holder = element as (HTMLTextAreaElement & { [TYPED]?: unknown }) | null;
  const typed = holder?.[TYPED];
  if (!holder || typeof typed !== "string") return;
  delete holder[TYPED];
  if (holder.value !== typed) holder.value = typed;
}
