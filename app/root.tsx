import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useNavigationType,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "~/components/Footer/Footer";
import { IconDrawings } from "~/components/Icon/IconDrawings";
import { NavBar } from "~/components/NavBar/NavBar";
import { NotFound } from "~/components/NotFound/NotFound";
import { PartFailure } from "~/components/PartFailure/PartFailure";
import { PartLoading } from "~/components/PartLoading/PartLoading";
import { fullLayoutOnReturnScript, layOutWholePage, layOutWholePageOnFirstScroll } from "~/lib/full-layout";
import { usePartFailure } from "~/lib/part-recovery";
import { pageMeta } from "~/site/seo";
import { InlineStylesheet, useSiteStylesheet } from "~/lib/inline-styles";
import "~/styles/global.css";
import type { RouteBehaviour } from "~/lib/route-behaviour";
import { footerContent } from "~/content/index.server";
import { navigation } from "~/site/menu.server";
import { type RootData, RootDataProvider } from "~/site/use-menu";
import { FirstFrameHold } from "~/lib/first-frame";

/**
 * The menu and the footer's words, as staff last saved them: the header and the footer on every
 * page read them from here.
 * The editor's own pages show neither, and must open even while a saved file has a problem.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const { pathname } = new URL(request.url);
  const editor = pathname === "/keystatic" || pathname.startsWith("/keystatic/");
  return editor ? { navigation: [], footer: null } : { navigation: navigation(), footer: footerContent() };
}

/**
 * The icons: a PNG rather than the SVG, as Chromium builds a whole SVG document on the main thread
 * for an SVG icon, a long task on a phone just after the page appears (docs/decisions/0007).
 */
function SiteIcons() {
  return (
    <>
      <link rel="icon" href="/favicon-48.png" type="image/png" sizes="48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </>
  );
}

/** Site-wide defaults for pages without metadata of their own; the 404 page stays out of search. */
export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? pageMeta({ title: "Page Not Found", noindex: true })
    : pageMeta({});

export function Layout({ children }: { children: React.ReactNode }) {
  // The content editor (/keystatic) fills the window with its own interface: no site header,
  // footer or start-up scripts of the public pages.
  const { pathname } = useLocation();
  const stylesheet = useSiteStylesheet();
  if (pathname === "/keystatic" || pathname.startsWith("/keystatic/")) {
    return (
      <html lang="en-AU">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
        </head>
        <body>
          {children}
          <Scripts />
        </body>
      </html>
    );
  }
  // The head's first script may mark <html> (data-full-layout) before React hydrates: an attribute
  // the server did not write, on purpose, so React is told not to report it as a mismatch.
  return (
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: fullLayoutOnReturnScript }} />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <SiteIcons />
        {/* The site's stylesheet in the page (lib/inline-styles.tsx); the development server links
            its own. Links need no mark (style-src 'self'), and the browser blanks a nonce before
            React hydrates: an empty one on both sides, so the development server's CSS link matches. */}
        {stylesheet === null ? <Links nonce="" /> : <InlineStylesheet text={stylesheet} />}
        <FirstFrameHold />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {/* Three regions that hydrate one at a time, in slices the browser can interrupt: a tap
            before the page is ready hydrates only the region it lands in, at once, and the rest
            follows (docs/decisions/0007-performance.md). Nothing here suspends on the server. */}
        <RootDataProvider>
          <Suspense>
            <NavBar />
          </Suspense>
          <main id="main-content" tabIndex={-1}>
            <Suspense>{children}</Suspense>
          </main>
          <Suspense>
            <Footer />
          </Suspense>
        </RootDataProvider>
        {/* The drawings of the icons above, once each: after them, so that on the server every
            icon has named its drawing before they are written (Icon/IconDrawings.tsx). */}
        <IconDrawings />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * After a client-side navigation, moves focus to the new page's heading so keyboard and
 * screen-reader users start at the new content (a full page load starts there anyway).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main-content");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Before React Router restores the scroll position of a page returned to with back or forward
 * (its layout effect runs after this one, being later in the document), lays the page out in full
 * so the position lands on the same words (app/lib/full-layout.ts).
 */
function useFullLayoutOnReturn() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === "POP") layOutWholePage();
  }, [key, navigationType]);
}

export default function App() {
  useFocusOnNavigation();
  useFullLayoutOnReturn();
  useEffect(layOutWholePageOnFirstScroll, []);
  // Marks the document as interactive, for browser tests that must not act before hydration.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  const failure = usePartFailure();
  if (failure) {
    const message = `Part of the page could not be downloaded, perhaps because the connection dropped (${failure.error.message})`;
    return <PartFailure to={failure.to} message={message} />;
  }
  return (
    <>
      <PartLoading />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error)
    ? `The server could not show this page (error ${error.status}).`
    : "Something went wrong while showing this page.";
  return <PartFailure message={message} />;
}

/** The footer's subscribe box answers on every page through ?subscribe= when scripts do not run. */
export const handle: RouteBehaviour = { readsQuery: ["subscribe"] };
