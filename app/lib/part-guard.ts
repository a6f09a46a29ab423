import { type RouteObject, matchRoutes } from "react-router";
import { PartLoadError, loadScriptPart, loadStylePart } from "./part-loading";

/**
 * Client-side navigation for the site's links (components/SiteLink), and before it, loading the
 * parts of the target page that are not loaded yet.
 * When one fails, the visitor gets the page they asked for through one full page load of that
 * URL (the pre-rendered HTML needs no script). If the same target failed moments ago as well,
 * the failure is shown instead, so a broken part can never cause a reload loop.
 */
const RETRY_KEY = "saltbush:part-retry";
const RETRY_WINDOW_MS = 5 * 60_000;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  css?: string[];
}

declare global {
  interface Window {
    /**
     * React Router's route manifest, which its own start-up script sets: the only way to learn
     * which modules and stylesheets a page needs before navigating to it. React Router has no
     * public API for it; docs/decisions/0003-part-loading.md says why and what would break it,
     * and tests/e2e/part-loading.spec.ts fails if it changes shape or goes away.
     */
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

export interface PartGuardHandlers {
  navigate: (to: string) => void;
  showFailure: (error: PartLoadError, to: string) => void;
}

/** The manifest's flat list as the nested routes matchRoutes takes. */
function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index }) =>
      index ? { id, path, index } : { id, path, children: routeTree(routes, id) },
    );
}

let tree: RouteObject[] | undefined;

/**
 * The scripts and styles of a page. A script already loaded costs nothing to import again (the
 * browser's module map answers at once); a stylesheet already in the page is left out.
 */
function partsOf(pathname: string): { scripts: string[]; styles: string[] } {
  const manifest = window.__reactRouterManifest?.routes;
  if (!manifest) return { scripts: [], styles: [] };
  tree ??= routeTree(Object.values(manifest));
  const matched = (matchRoutes(tree, pathname) ?? []).map((match) => manifest[match.route.id!]!);
  return {
    scripts: matched.map((route) => route.module),
    styles: matched
      .flatMap((route) => route.css ?? [])
      .filter((href) => !document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)),
  };
}

function recentlyRetried(to: string): boolean {
  try {
    const saved = JSON.parse(sessionStorage.getItem(RETRY_KEY) ?? "null") as {
      to: string;
      at: number;
    } | null;
    return saved?.to === to && Date.now() - saved.at < RETRY_WINDOW_MS;
  } catch {
    return false;
  }
}

function rememberRetry(to: string): void {
  try {
    sessionStorage.setItem(RETRY_KEY, JSON.stringify({ to, at: Date.now() }));
  } catch {
    // Storage can be unavailable (private mode); a retry then happens at most once per click.
  }
}

export function recoverFromPartFailure(error: PartLoadError, to: string, handlers: PartGuardHandlers) {
  window.reportError?.(error);
  if (recentlyRetried(to)) {
    sessionStorage.removeItem(RETRY_KEY);
    handlers.showFailure(error, to);
    return;
  }
  rememberRetry(to);
  window.location.assign(to);
}

/** Links that navigate client-side: the site's own, and any React Router <Link>. */
const CLIENT_LINK = "a[href][data-site-link], a[href][data-discover]";

/** The address of a click on a link to this site that should open without a page load. */
function internalLinkClick(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.matches(CLIENT_LINK)) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  // A jump within the page is the browser's to make.
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return undefined;
  return url;
}

/** Listens on window in the capture phase so it runs before React Router's own click handling. */
export function installPartGuard(handlers: PartGuardHandlers): () => void {
  const onClick = (event: MouseEvent) => {
    const url = internalLinkClick(event);
    if (!url) return;
    const to = `${url.pathname}${url.search}${url.hash}`;
    const { scripts, styles } = partsOf(url.pathname);
    event.preventDefault();
    event.stopPropagation();
    Promise.all([...scripts.map(loadScriptPart), ...styles.map(loadStylePart)]).then(
      () => handlers.navigate(to),
      (error: unknown) => {
        const failure = error instanceof PartLoadError ? error : new PartLoadError(to, { cause: error });
        recoverFromPartFailure(failure, to, handlers);
      },
    );
  };
  // A lazily imported part inside an already loaded page (Vite reports these itself).
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    const to = `${window.location.pathname}${window.location.search}`;
    recoverFromPartFailure(new PartLoadError(to, { cause: payload }), to, handlers);
  };
  // Prefetch on intent: a pointer over, or focus on, a link starts loading the target page's
  // parts. React Router's own prefetch is not used because a part that fails there makes it
  // reload the current page; here a failure is ignored and the click deals with it.
  const prefetching = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.(CLIENT_LINK);
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || prefetching.has(url.pathname)) return;
    prefetching.add(url.pathname);
    const { scripts, styles } = partsOf(url.pathname);
    void Promise.all([...scripts.map(loadScriptPart), ...styles.map(loadStylePart)]).catch(() =>
      prefetching.delete(url.pathname),
    );
  };
  window.addEventListener("click", onClick, true);
  window.addEventListener("pointerover", onIntent, { passive: true });
  window.addEventListener("focusin", onIntent);
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => {
    window.removeEventListener("click", onClick, true);
    window.removeEventListener("pointerover", onIntent);
    window.removeEventListener("focusin", onIntent);
    window.removeEventListener("vite:preloadError", onPreloadError);
  };
}
