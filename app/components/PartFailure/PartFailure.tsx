import { site } from "~/site/site";

/**
 * Shown when part of the site could not load twice in a row, or when a page failed on the
 * server. The retry is a plain link: a whole-page load that needs no script to work.
 */
export function PartFailure({ to, message }: { to?: string; message: string }) {
  return (
    <section className="container section" aria-labelledby="page-title" role="alert">
      <h1 id="page-title">This page didn't load</h1>
      <p>{message}</p>
      <p>
        <a className="button" href={to ?? (typeof window === "undefined" ? "/" : window.location.href)}>
          Try again
        </a>
      </p>
      <p>
        If it keeps happening, call us on <a href={site.phone.href}>{site.phone.display}</a>.
      </p>
    </section>
  );
}
