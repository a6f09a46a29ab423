import { useCallback, useRef } from "react";
import { afterNextPaint } from "~/lib/after-paint";
import type { ServiceGroup } from "./services";

/**
 * A form's rules in the browser, loaded when the visitor first focuses the form rather than with the
 * page: the schema and Zod are a large part of a form page's script. `ready` waits for them (a
 * send pressed before they arrive is checked once they have); when they cannot be loaded it gives
 * null and the form is checked by the server alone, with the same rules. A failed load is tried
 * again at the next focus.
 */
export function useLazyCheck<Check>(
  load: (services: ServiceGroup[]) => Promise<Check>,
  services: ServiceGroup[],
) {
  const check = useRef<Promise<Check | null> | null>(null);
  const ready = useCallback(() => {
    check.current ??= load(services).catch(() => {
      check.current = null;
      return null;
    });
    return check.current;
  }, [load, services]);
  // Asked for on focus, after the focus has been drawn: a tap on a field is answered first.
  const prepareChecks = useCallback(() => void afterNextPaint().then(ready), [ready]);
  return { ready, prepareChecks };
}
