/**
 * Hydrates the pre-rendered page with React Router's own `HydratedRouter`. The page works as
 * HTML until then. Part loading's recovery (lib/part-recovery.ts) is in place before hydration,
 * and learns of each client-side navigation as it starts, before any of its parts is asked for.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { installPartRecovery, navigationOpening } from "~/lib/part-recovery";

installPartRecovery();

const partLoading: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate, { to, currentUrl }) => {
        if (typeof to === "string") {
          const url = new URL(to, new URL(currentUrl, window.location.href));
          navigationOpening(`${url.pathname}${url.search}${url.hash}`);
        }
        await navigate();
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
