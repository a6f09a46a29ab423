import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Links to the site's own pages inside HTML built from Markdown (a post's body, app/blog/markdown.ts
 * marks them `data-site-link`) open through React Router, as every `<Link>` does: the HTML is not
 * React's, so its clicks are taken at the element that holds it. A click with a modifier key, or
 * on a link to another site, is the browser's.
 */
export function useMarkdownLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a[href][data-site-link]");
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
