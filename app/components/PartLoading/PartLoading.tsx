import { useEffect } from "react";
import { PrefetchPageLinks, useNavigation } from "react-router";
import { navigationEnded, navigationOpening } from "~/lib/part-recovery";

/**
 * While a client-side navigation loads, lists the parts of the page it opens (React Router's own
 * module preloads, which the browser shares with React Router's import of them) so that a failed
 * or stalled one can be named. SPEC's part-load timeout runs from the navigation's start: past it,
 * the page asked for opens with a full page load (lib/part-recovery.ts).
 */
export function PartLoading() {
  const { state, location } = useNavigation();
  const to =
    state === "loading" && location ? `${location.pathname}${location.search}${location.hash}` : null;
  useEffect(() => {
    if (!to) return;
    navigationOpening(to);
    return () => navigationEnded(to);
  }, [to]);
  return to ? <PrefetchPageLinks page={to} /> : null;
}
