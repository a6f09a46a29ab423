import { useSyncExternalStore } from "react";
import { PART_LOAD_TIMEOUT_MS, PartLoadError, partName } from "./part-loading";

/**
 * What happens when a part of the site does not load (SPEC sections 7 and 8, decision 0003): the
 * visitor gets the page they asked for through one full page load of its address (its
 * pre-rendered HTML needs no script), and the error `Loading chunk <name> failed.` is reported. If
 * the same page failed moments ago as well, a clear message with a plain "Try again" link is shown
 * instead, so a broken part can never cause a reload loop.
 *
 * React Router, when a page's module fails to import, reloads the page the visitor is on
 * (documented in its source, `loadRouteModule`): the wrong page. The browser's Navigation API lets
 * the page cancel a navigation a script started; the reload is cancelled here and replaced by a
 * load of the page asked for. Which parts a page needs, and which failed, comes from the
 * `<link rel="modulepreload">` elements React Router's `<PrefetchPageLinks>` renders for it
 * (components/PartLoading).
 */
const RETRY_KEY = "saltbush:part-retry";
const RETRY_WINDOW_MS = 5 * 60_000;

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

function rememberRetry(to: string | null): void {
  try {
    if (to) sessionStorage.setItem(RETRY_KEY, JSON.stringify({ to, at: Date.now() }));
    else sessionStorage.removeItem(RETRY_KEY);
  } catch {
    // Storage can be unavailable (private mode); a retry then happens at most once per click.
  }
}

export interface PartFailureState {
  error: PartLoadError;
  to: string;
}

let shown: PartFailureState | null = null;
const listeners = new Set<() => void>();

function show(failure: PartFailureState | null) {
  shown = failure;
  for (const listener of listeners) listener();
}

/** The failure to show in place of the page, when the same page failed twice in a row. */
export function usePartFailure(): PartFailureState | null {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => shown,
    () => null,
  );
}

/** The page a client-side navigation is opening, while it loads (components/PartLoading). */
let opening: string | null = null;
/** A part failed or React Router asked for a reload while `opening` loaded. */
let failedWhileOpening = false;
let recovering = false;
/** SPEC's part-load timeout for the navigation `opening`, started with it. */
let openingTimer: ReturnType<typeof setTimeout> | undefined;

/** What each module preload in the document has done: loaded, failed, or nothing yet. */
const preloads = new Map<string, "loaded" | "failed">();

function modulePreloads(): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
}

/** The first part of the page being opened that failed, or (after a timeout) has not loaded. */
function culprit(unfinished: boolean): string | undefined {
  const hrefs = modulePreloads().map((link) => link.href);
  const failed = hrefs.find((href) => preloads.get(href) === "failed");
  if (failed) return partName(failed);
  const pending = unfinished ? hrefs.find((href) => !preloads.has(href)) : undefined;
  return pending ? partName(pending) : undefined;
}

/** Reports the failure and opens the page asked for with a full page load, or shows the failure. */
export function recover(error: PartLoadError, to: string): void {
  if (recovering) return;
  recovering = true;
  window.reportError?.(error);
  if (recentlyRetried(to)) {
    // Shown until the visitor opens another page; React Router's further reloads stay cancelled.
    rememberRetry(null);
    show({ error, to });
    return;
  }
  rememberRetry(to);
  window.location.assign(to);
}

function recoverOpening(unfinished: boolean) {
  if (!opening) return;
  recover(new PartLoadError(culprit(unfinished) ?? partName(opening)), opening);
}

/**
 * Called as a client-side navigation to `to` starts: by the router's instrumentation
 * (app/entry.client.tsx) before any part is asked for, and again as the navigation renders.
 * The timeout starts here, in the click that started the navigation, so that it runs however
 * late React renders the navigation's loading state.
 */
export function navigationOpening(to: string): void {
  if (to === opening) return;
  clearTimeout(openingTimer);
  opening = to;
  failedWhileOpening = false;
  recovering = false;
  openingTimer = setTimeout(() => recoverOpening(true), PART_LOAD_TIMEOUT_MS);
  show(null);
}

/** The navigation to `to` has ended (or given way to another). */
export function navigationEnded(to: string): void {
  if (opening !== to) return;
  clearTimeout(openingTimer);
  opening = null;
}

function onPreloadSettled(event: Event) {
  const link = event.target;
  if (!(link instanceof HTMLLinkElement) || link.rel !== "modulepreload") return;
  const failed = event.type === "error";
  preloads.set(link.href, failed ? "failed" : "loaded");
  if (failed && failedWhileOpening) recoverOpening(false);
}

/**
 * A reload the page's own scripts asked for (not the visitor): React Router's answer to a page
 * module that failed to import, while opening a page or while prefetching one. Cancelled; while a
 * page is opening, that page is loaded instead once the failed part is known.
 */
function onNavigate(event: NavigateEvent) {
  if (event.navigationType !== "reload" || !event.cancelable || event.userInitiated) return;
  // Cancelled too while the page asked for is being loaded: a reload would replace that load.
  event.preventDefault();
  if (!opening || recovering) return;
  failedWhileOpening = true;
  if (culprit(false)) recoverOpening(false);
  // The module preloads report the failed part's name in a moment; without one, the page's.
  else setTimeout(() => recoverOpening(false), 3000);
}

/** A part imported on demand inside a loaded page (search, the enquiry rules): Vite reports these. */
function onVitePreloadError(event: Event) {
  event.preventDefault();
  const payload = (event as Event & { payload?: unknown }).payload;
  const url = payload instanceof Error ? /https?:\/\/\S+/.exec(payload.message)?.[0] : undefined;
  const here = `${window.location.pathname}${window.location.search}`;
  recover(new PartLoadError(url ? partName(url) : here, { cause: payload }), here);
}

/** Installed once, before hydration, by app/entry.client.tsx. */
export function installPartRecovery(): void {
  // The page's own parts have all loaded: its scripts are running.
  for (const link of modulePreloads()) preloads.set(link.href, "loaded");
  document.addEventListener("load", onPreloadSettled, true);
  document.addEventListener("error", onPreloadSettled, true);
  window.addEventListener("vite:preloadError", onVitePreloadError);
  // The development server reloads the page on purpose after some edits.
  if (import.meta.env.PROD) window.navigation?.addEventListener("navigate", onNavigate);
}
