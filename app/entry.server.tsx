import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { readProblems } from "~/content/files.server";
import { withProblemsBanner } from "~/content/problems-banner.server";
import { isEditorPage } from "~/keystatic/editor.server";
import { editorPolicy, policyForHtml } from "~/lib/csp.server";
import { developmentServerContext } from "~/lib/request-context.server";
import { SiteStylesheet } from "~/lib/inline-styles";
import { siteStylesheetText } from "~/lib/inline-styles.server";
import { IconDrawingsCollector } from "~/components/Icon/IconDrawings";
import { iconCollector } from "~/components/Icon/icon-drawings.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (pages are small and have no deferred data), so
 * the Content-Security-Policy can allow exactly the inline scripts in this response by hash.
 * Pre-rendering uses the same path; the production server hashes those files when serving them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // React Router marks the scripts it writes with this value (a `nonce` attribute), fresh for
    // every render: the policy allows only marked scripts, so a script that reached the page any
    // other way (an injection bug) cannot carry the mark and does not run (lib/csp.server.ts).
    const scriptMark = randomBytes(18).toString("base64url");
    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesheet.Provider value={siteStylesheetText(routerContext)}>
        {/* The icons this render shows, whose drawings the page carries (Icon/IconDrawings.tsx). */}
        <IconDrawingsCollector.Provider value={iconCollector()}>
          <ServerRouter context={routerContext} url={request.url} nonce={scriptMark} />
        </IconDrawingsCollector.Provider>
      </SiteStylesheet.Provider>,
      {
        // The whole page is sent at once, so every completed <Suspense> region stays in its place
        // in the HTML. React would otherwise move a large one to the end of the document, to be
        // put back by an inline script, which the policy does not allow and the page has no use for.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const rendered = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const editor = isEditorPage(request, loadContext);
            // The development server says so at run time (server.js); a build's pages never do.
            const development = loadContext.get(developmentServerContext);
            const html = development && !editor ? withProblemsBanner(rendered, readProblems()) : rendered;
            responseHeaders.set(
              "Content-Security-Policy",
              editor ? editorPolicy(html) : policyForHtml(html, { development }),
            );
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
