/**
 * The editor's own pages about the monthly e-mail (how the sends went, each e-mail's preview):
 * no scripts, their own inline styles (and the e-mail's, in a preview's sandboxed frames), never
 * framed by another page, never stored or indexed.
 */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const staffPage = (status: number, html: string) =>
  new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": POLICY,
      "X-Robots-Tag": "noindex",
    },
  });
