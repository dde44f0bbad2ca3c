// A public page as the server renders it, in an integration test: its loader run on the test
// database, then its component rendered to HTML inside a router whose root carries the shell's
// data (who is signed in decides what an editor is offered). For what a page says in a state the
// e2e server cannot reach cheaply (a clean install, say), without a browser.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { getSiteConfig } from "~/lib/site-config.server";
import type { PublicUser, RootLoaderData } from "~/lib/root-data";
import { loaderArgs, pageRequest } from "../factories";

interface PageModule {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
}

export async function renderPage(page: PageModule, path: string, user: PublicUser | null = null): Promise<string> {
  const loaded = await page.loader((await loaderArgs(pageRequest(path))) as never);
  const root: RootLoaderData = { site: getSiteConfig(), user, theme: null, demonstration: false, toast: null };
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ id: "page", path: new URL(path, "http://x").pathname.slice(1), Component: page.default as ComponentType }] }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root, page: loaded } } }));
}
