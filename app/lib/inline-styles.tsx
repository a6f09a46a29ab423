import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, written into the head of every page the server sends (`<style>`)
 * rather than linked: the first paint then waits for no second request. The server's entry gives
 * its text (lib/inline-styles.server.ts); in the browser React hydrates the same element with the
 * text the page already holds. The policy allows that element by the hash of its text
 * (lib/csp.server.ts). The development server links its styles instead (null here).
 */
export const SiteStylesheet = createContext<string | null>(null);

const inThisPage =
  typeof document === "undefined"
    ? null
    : (document.querySelector("head > style[data-site-css]")?.textContent ?? null);

export function useSiteStylesheet(): string | null {
  return useContext(SiteStylesheet) ?? inThisPage;
}

export function InlineStylesheet({ text }: { text: string }) {
  return <style data-site-css="" dangerouslySetInnerHTML={{ __html: text }} />;
}
