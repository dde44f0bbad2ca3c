// True once React has hydrated in the browser: lets a component render its no-JavaScript
// form (links, submit buttons) on the server and its scripted form afterwards.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
