import { useCallback, useRef } from "react";
import type { ServiceGroup } from "./services";

/**
 * A form's rules in the browser, loaded when the visitor first focuses the form rather than with the
 * page: the schema and Zod are a large part of a form page's script. Until they arrive the form is
 * checked by the server alone, with the same rules; a failed load is tried again at the next focus.
 */
export function useLazyCheck<Check>(
  load: (services: ServiceGroup[]) => Promise<Check>,
  services: ServiceGroup[],
) {
  const check = useRef<Check | null>(null);
  const loading = useRef(false);
  const prepareChecks = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load(services).then(
      (loaded) => (check.current = loaded),
      () => (loading.current = false),
    );
  }, [load, services]);
  return { check, prepareChecks };
}
