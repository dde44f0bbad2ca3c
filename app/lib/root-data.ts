// Access to the root loader's data (site identity, user, theme, toast) from any component.
import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** Undefined only while rendering an error raised by the root loader itself. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
}
