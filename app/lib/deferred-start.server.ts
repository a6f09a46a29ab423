/**
 * Starts the page's scripts after its first paint (docs/decisions/0007-performance.md).
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page into the head and
 * an inline module script that imports them and hydrates. On a slow phone those ~110 KB of
 * JavaScript share the connection with the stylesheet, and hydration runs before the browser
 * gets to paint: the text the visitor came for waits for code it does not need to be read.
 *
 * The pages are complete HTML (links, menus and forms work without scripts), so this rewrite
 * makes the preload links inert (`media="not all"`: Chromium then does not fetch them) and turns
 * the module script into a small classic script that, once the first frame has been painted,
 * adds the module script (importing what was preloaded) and a preload of the entry. The script
 * element stays where React Router put it, and the inert links stay in the head because
 * hydration looks for them: were they missing, React would create them all in its commit.
 *
 * React Router's output is checked, not assumed: a page without exactly the shape below makes
 * `deferHydration` throw, which fails the build (every page is pre-rendered through it) with a
 * message naming what is missing. tests/integration/built-pages.test.ts reads the built pages.
 */

/** What the start script needs: the module to run (React Router's, importing the page's modules) and what to preload. */
export interface DeferredStart {
  module: string;
  preload: string[];
}

const MARKER = "/*deferred-start*/";
const DATA = "/*data*/";

/**
 * The start script's code, written into each page as this function's own text with the page's
 * data as its argument. After the first frame (rAF runs before the paint, the timeout after it;
 * a hidden tab paints nothing and runs at once), it preloads the entry and adds the module script.
 * It runs in the browser as written, so it uses nothing from outside itself.
 */
function startAfterFirstFrame(start: DeferredStart) {
  const run = () => {
    for (const url of start.preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = start.module;
    document.body.appendChild(script);
  };
  if (document.visibilityState === "hidden") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

const PREFIX = `${MARKER}(${startAfterFirstFrame.toString()})(${DATA}`;
const SUFFIX = ")";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"([^>]*?)\/?>/g;
// React Router marks its scripts with the render's nonce (app/entry.server.tsx); the start script keeps it.
const moduleScript = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/g;
const startScript = /<script(?: nonce="[^"]*")?>(\/\*deferred-start\*\/[\s\S]*?)<\/script>/;
const dynamicImport = /import\(("[^"]+")\);?\s*$/;
const importedUrl = /(?:import|from)\s*(?:\(\s*)?"([^"]+)"/g;

/** React Router's output is not what this rewrite was written for. */
export class UnexpectedStartUpError extends Error {
  constructor(what: string) {
    super(
      `Deferred start (app/lib/deferred-start.server.ts): ${what} in a rendered page. React Router's start-up ` +
        "output has changed shape; adapt the rewrite to it or remove the rewrite.",
    );
  }
}

/** JSON that is also safe inside a `<script>` element (no `</script>` or `<!--` can appear). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The module text to start with. Every preloaded module except the entry becomes a static import
 * at the top, so the browser fetches the whole graph in parallel from one script. The entry is
 * left to React Router's `import()`: it hydrates when evaluated, which must wait for the route modules.
 */
function startModule(text: string, preload: string[], entry: string): string {
  const already = new Set([...text.matchAll(importedUrl)].map((match) => match[1]!));
  const imports = preload.filter((url) => url !== entry && !already.has(url));
  return `${imports.map((url) => `import ${JSON.stringify(url)};`).join("")}${text}`;
}

/** Rewrites a rendered page so its scripts start after the first paint; throws if it is not in the expected shape. */
export function deferHydration(rendered: string): string {
  const modules = [...rendered.matchAll(moduleScript)];
  if (modules.length !== 1)
    throw new UnexpectedStartUpError(`${modules.length} inline module scripts instead of one`);
  const text = modules[0]![2]!;
  const entry = dynamicImport.exec(text)?.[1];
  if (!entry)
    throw new UnexpectedStartUpError("no import() of the client entry at the end of the module script");
  const entryUrl = JSON.parse(entry) as string;
  const preloads = [...new Set([...rendered.matchAll(modulePreload)].map((match) => match[1]!))];
  if (!preloads.includes(entryUrl))
    throw new UnexpectedStartUpError(`no <link rel="modulepreload"> for the client entry ${entryUrl}`);
  const start: DeferredStart = { module: startModule(text, preloads, entryUrl), preload: [entryUrl] };
  return rendered
    .replace(
      modulePreload,
      (_, href: string, rest: string) => `<link rel="modulepreload" href="${href}"${rest} media="not all"/>`,
    )
    .replace(
      moduleScript,
      (_, mark: string) => `<script${mark}>${PREFIX}${scriptSafeJson(start)}${SUFFIX}</script>`,
    );
}

/** Every script a first visit downloads to start the page, from its start script. */
export function startScripts(start: DeferredStart): string[] {
  return [
    ...new Set([...start.preload, ...[...start.module.matchAll(importedUrl)].map((match) => match[1]!)]),
  ];
}

/** The start script's contents in a rewritten page, or null when the page has none. */
export function deferredStart(html: string): DeferredStart | null {
  return startOfScript(startScript.exec(html)?.[1] ?? "");
}

/**
 * What a start script (the text inside its element) starts, or null when it is not one. The data
 * is found by its marker, not by the function's text, which the build may print differently.
 */
export function startOfScript(body: string): DeferredStart | null {
  const data = body.indexOf(DATA);
  if (!body.startsWith(MARKER) || data < 0 || !body.endsWith(SUFFIX)) return null;
  return JSON.parse(body.slice(data + DATA.length, -SUFFIX.length)) as DeferredStart;
}
