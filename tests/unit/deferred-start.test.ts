import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "../../server/csp";
import { deferHydration, deferredStart, startScripts } from "../../server/deferred-start";

const scrollCode = `((storageKey2, restoreKey) => {\n  sessionStorage.getItem(storageKey2);\n})("react-router-scroll-positions", null)`;
// The shape React Router 7 renders: preload links in the head, an async inline module at the end.
const moduleText = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");`;
// React Router's hydration data: the context (which sets up the stream), then the stream's chunks (HTML-escaped JSON).
const context = {
  basename: "/",
  future: { v8_middleware: true },
  routeDiscovery: { mode: "initial" },
  ssr: true,
  isSpaMode: false,
};
const contextCode = `window.__reactRouterContext = ${JSON.stringify(context)};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
const chunkText = `[{"_1":2},"loaderData",{"title":"Bins & skips <for> sites"}]\n`;
const chunk = JSON.stringify(chunkText)
  .replace(/&/g, "\\u0026")
  .replace(/</g, "\\u003c")
  .replace(/>/g, "\\u003e");
const rendered =
  `<!DOCTYPE html><html><head><title>T</title><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="modulepreload" href="/assets/root-2.js"/>` +
  `<link rel="modulepreload" href="/assets/chunk-4.js"/><link rel="modulepreload" href="/assets/jsx-5.js"/>` +
  `<link rel="stylesheet" href="/assets/style.css"/></head><body><main><p>Text</p></main>` +
  `<script>${scrollCode}</script><script>${contextCode}</script><script type="module" async="">${moduleText}</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue(${chunk});</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("deferHydration", () => {
  const html = deferHydration(rendered);

  it("makes the module preloads inert, so the stylesheet has the connection to itself", () => {
    const links = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toContain(`media="not all"`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/style.css"/>`);
  });

  it("keeps one script element where the module script was, so hydration finds the same elements", () => {
    expect(html.match(/<script\b/g)?.length).toBe(rendered.match(/<script\b/g)?.length);
    expect(html).not.toContain(`<script type="module"`);
    expect(html.indexOf("data-router-context")).toBeLessThan(html.indexOf("deferred-start"));
    expect(html.indexOf("deferred-start")).toBeLessThan(html.indexOf("data-router-chunk"));
    expect(html.indexOf("data-router-chunk")).toBeLessThan(html.indexOf("data-router-end"));
  });

  it("turns the hydration data into JSON blocks that the parser skips, holding the same values", () => {
    expect(html).not.toContain("__reactRouterContext.stream");
    const block = (name: string) =>
      new RegExp(`<script type="application/json" ${name}>([^<]*)</script>`).exec(html)?.[1];
    expect(JSON.parse(block("data-router-context")!)).toEqual(context);
    expect(JSON.parse(block("data-router-chunk")!)).toBe(chunkText);
    expect(block("data-router-end")).toBe("");
    expect(deferredStart(html)!.data).toBe(true);
  });

  it("leaves data scripts it does not recognise as they are, and the start script then leaves them alone", () => {
    const changed = rendered.replace(
      contextCode,
      contextCode.replace("TextEncoderStream()", "TextEncoderStream(), x"),
    );
    const out = deferHydration(changed);
    expect(out).toContain("x);</script>");
    expect(out).toContain(`streamController.enqueue(${chunk})`);
    expect(out).not.toContain("application/json");
    expect(deferredStart(out)!.data).toBe(false);
  });

  it("starts React Router's module, importing every preloaded module but the entry up front", () => {
    const start = deferredStart(html)!;
    expect(start.module).toBe(`import "/assets/chunk-4.js";import "/assets/jsx-5.js";${moduleText}`);
    expect(start.preload).toEqual(["/assets/entry.client-3.js"]);
  });

  it("lists every script the first visit downloads", () => {
    expect(startScripts(deferredStart(html)!).sort()).toEqual([
      "/assets/chunk-4.js",
      "/assets/entry.client-3.js",
      "/assets/jsx-5.js",
      "/assets/manifest-1.js",
      "/assets/root-2.js",
    ]);
  });

  it("allows the module script it adds by the hash of its text, and the start script by its own", () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toContain(sha256(deferredStart(html)!.module));
    const start = /<script>(\/\*deferred-start\*\/[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(hashes).toContain(sha256(start));
  });

  it("writes the module text so that nothing in it can end the script element early", () => {
    const tricky = `${moduleText}\nconst note = "<!-- </b> \u2028";`;
    const out = deferHydration(rendered.replace(moduleText, tricky));
    const start = /<script>(\/\*deferred-start\*\/[\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(start).not.toContain("<");
    expect(start).not.toContain("\u2028");
    expect(deferredStart(out)?.module.endsWith(tricky)).toBe(true);
  });

  it("runs React Router's scroll restoration after the first frame too, in its own task", () => {
    const script = /<script>([^<]*react-router-scroll-positions[^<]*)<\/script>/.exec(html)![1]!;
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain(scrollCode);
    expect(html.indexOf("react-router-scroll-positions")).toBeLessThan(html.indexOf("deferred-start"));
  });

  it("leaves pages without React Router's scripts alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
    expect(deferredStart(plain)).toBeNull();
  });
});
