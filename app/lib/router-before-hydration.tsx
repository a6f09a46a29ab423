/**
 * React Router's `HydratedRouter`, with its router created before hydration instead of inside it
 * (docs/decisions/0007-performance.md).
 *
 * `HydratedRouter` creates the router in its first render: it reads the page's loader data,
 * builds the client routes, matches them to the address twice (hydration data, then the router)
 * and starts the router. That is one unit of React's work, 23–72 ms on a phone, which cannot be
 * split, and which a tap landing just after hydration starts has to wait for, as React then
 * hydrates the page's frame at once. Here each of those steps is a task of its own with a yield to
 * the browser between them, all before `hydrateRoot`: a tap meanwhile is the page's own (links,
 * menus and forms work as HTML) and waits for one step at most.
 *
 * The steps and the component are React Router's own (its `UNSAFE_` exports), in its order; what
 * differs is only when they run. A React Router release that changes them shows in the types and
 * the browser tests: part loading, deploy skew and navigation; the editor suite's check for a
 * hydration mismatch; and the forms' check that React holds the field ids the server wrote.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import {
  type DataRouter,
  type HydrationState,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut as createClientRoutesWithHMRRevalidationOptOut,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

type FrameworkContextValue = NonNullable<React.ContextType<typeof FrameworkContext>>;

/** What React Router's server writes into the page for the client (`window.__reactRouterContext`). */
interface ServerHandoff {
  basename?: string;
  future: FrameworkContextValue["future"];
  ssr: boolean;
  isSpaMode: boolean;
  routeDiscovery: FrameworkContextValue["routeDiscovery"];
  criticalCss?: FrameworkContextValue["criticalCss"];
  stream?: ReadableStream<Uint8Array>;
  state?: HydrationState;
}

declare global {
  interface Window {
    __reactRouterContext?: ServerHandoff;
    __reactRouterRouteModules?: RouteModules;
    __reactRouterDataRouter?: DataRouter;
  }
}

/** The router and what the page's React tree needs besides it. */
export interface PreparedRouter {
  router: DataRouter;
  handoff: ServerHandoff;
  manifest: AssetsManifest;
  routeModules: RouteModules;
  /** Whether `router.initialize()` has run: once only, it listens to the history. */
  started: boolean;
}

/** Lets the browser handle input and paint before the next step; `scheduler.yield` resumes first. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Creates and starts the router for the server-rendered page, one step per task. */
export async function prepareRouter(): Promise<PreparedRouter> {
  const handoff = window.__reactRouterContext;
  // Declared in lib/part-guard.ts with only the fields it reads.
  const manifest = window.__reactRouterManifest as AssetsManifest | undefined;
  const routeModules = window.__reactRouterRouteModules;
  if (!handoff?.stream || !manifest || !routeModules)
    throw new Error("The page has no server data for React Router to hydrate from");
  if ((manifest as { sri?: unknown }).sri === true)
    throw new Error("Subresource integrity is on: its import map is not read here");

  const stream = handoff.stream;
  handoff.stream = undefined;
  handoff.state = (await decodeViaTurboStream(stream, window)).value as HydrationState;
  await yieldToBrowser();

  const routes = createClientRoutes(
    manifest.routes,
    routeModules,
    handoff.state,
    handoff.ssr,
    handoff.isSpaMode,
  );
  const hydrationData = getHydrationData({
    state: handoff.state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: handoff.basename,
    future: handoff.future,
    isSpaMode: handoff.isSpaMode,
  });
  await yieldToBrowser();

  const state = window.history.state as { masked?: unknown } | null;
  if (state?.masked) window.history.replaceState({ ...state, masked: undefined }, "");
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: handoff.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => router, manifest, routeModules, handoff.ssr),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      handoff.ssr,
      handoff.routeDiscovery,
      handoff.isSpaMode,
      handoff.basename,
    ),
  });
  // A page whose data is all in the HTML starts now; one waiting for a client loader starts as
  // it hydrates, as React Router's own component does.
  const started = router.state.initialized;
  if (started) router.initialize();
  (router as DataRouter & { createRoutesForHMR?: unknown }).createRoutesForHMR =
    createClientRoutesWithHMRRevalidationOptOut;
  window.__reactRouterDataRouter = router;
  await yieldToBrowser();
  return { router, handoff, manifest, routeModules, started };
}

/** React Router's `HydratedRouter` for a router made by `prepareRouter`. */
export function PreparedHydratedRouter({ prepared }: { prepared: PreparedRouter }) {
  const { router, handoff, manifest, routeModules } = prepared;
  // The development server inlines the critical CSS for the first paint and removes it once
  // the app has hydrated; a built page links its stylesheet.
  const [criticalCss, setCriticalCss] = useState(import.meta.env.DEV ? handoff.criticalCss : undefined);
  useEffect(() => {
    if (import.meta.env.DEV) setCriticalCss(undefined);
  }, []);
  useEffect(() => {
    if (import.meta.env.DEV && criticalCss === undefined)
      document.querySelectorAll("[data-react-router-critical-css]").forEach((element) => element.remove());
  }, [criticalCss]);

  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (prepared.started) return;
    prepared.started = true;
    router.initialize();
  }, [prepared, router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  useFogOFWarDiscovery(
    router,
    manifest,
    routeModules,
    handoff.ssr,
    handoff.routeDiscovery,
    handoff.isSpaMode,
  );

  // The same tree as React Router's component, to the empty fragment after the provider: the ids
  // React gives (useId) follow the tree's shape, and must be the ones the server rendered.
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          future: handoff.future,
          criticalCss,
          ssr: handoff.ssr,
          isSpaMode: handoff.isSpaMode,
          routeDiscovery: handoff.routeDiscovery,
        }}
      >
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <></>
    </>
  );
}
