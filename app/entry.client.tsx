/**
 * Hydrates the pre-rendered page with React Router's own `HydratedRouter`. The page works as
 * HTML until then. Part loading's recovery (lib/part-recovery.ts) is in place before hydration,
 * and learns of each client-side navigation as it starts, before any of its parts is asked for.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { installPartRecovery, navigationEnded, navigationOpening } from "~/lib/part-recovery";

installPartRecovery();

const partLoading: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate, { to, currentUrl, formMethod }) => {
        // A form's submission waits on the server, not on parts: its timeout starts with the
        // page it then loads (components/PartLoading).
        const submits = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
        if (typeof to !== "string" || submits) return void (await navigate());
        const url = new URL(to, new URL(currentUrl, window.location.href));
        const opening = `${url.pathname}${url.search}${url.hash}`;
        navigationOpening(opening);
        try {
          await navigate();
        } finally {
          navigationEnded(opening);
        }
      },
    });
  },
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[partLoading]} />
    </StrictMode>,
  );
});
