/**
 * Hydrates the page once React Router's router is ready, the router built in short tasks first
 * (app/lib/router-before-hydration.tsx), so that no single task of the start-up holds a tap back
 * for long. The page works as HTML until then.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { PreparedHydratedRouter, prepareRouter } from "~/lib/router-before-hydration";

void prepareRouter().then((prepared) =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <PreparedHydratedRouter prepared={prepared} />
      </StrictMode>,
    );
  }),
);
