// Browser entry of the routes that hydrate (lib/rendering.ts, ADR 0024): hydrates the
// server-rendered document. zod-setup comes first, before any
// route module (and its zod schemas) is evaluated.
import "~/lib/zod-setup";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
