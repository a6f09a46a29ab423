/**
 * Starts the page's scripts after its first paint (docs/decisions/0007-performance.md).
 *
 * React Router writes `<link rel="modulepreload">` for every module of the page into the head and
 * an inline module script that imports them and hydrates. On a slow phone those ~110 KB of
 * JavaScript share the connection with the stylesheet, and hydration runs before the browser
 * gets to paint: the text the visitor came for waits for code it does not need to be read.
 *
 * The pages are complete HTML (links and forms work without scripts), so this rewrite makes the
 * preload links inert (`media="not all"`: Chromium then does not fetch them) and turns the module
 * script into a small classic script that, once the first frame has been painted, adds the module
 * script (importing what was preloaded) and a preload of the entry. The script element stays where
 * React Router put it, and the inert links stay in the head because hydration looks for them: were
 * they missing, React would create all fifteen in its commit, a long task on a phone.
 *
 * React Router's hydration data (the router context, and the loader data as the chunks of a
 * stream) comes as inline scripts that run while the page is parsed: about 10 KB of script to
 * compile and run, and two streams to build, inside the tasks that parse the page before its first
 * paint. They become JSON blocks, which the parser skips, and the start script builds the context
 * and feeds the stream from them after the first frame (the chunks once the whole page has been
 * parsed). Each rewritten script keeps its element and place, like the module script.
 */

/** What the start script needs: the module to run (React Router's, importing the page's modules) and what to preload. */
export interface DeferredStart {
  module: string;
  preload: string[];
  /** True when the hydration data is in JSON blocks for the start script to hand to React Router. */
  data: boolean;
}

const MARKER = "/*deferred-start*/";

/**
 * Runs `code` after the first frame: rAF runs before the paint, the timeout after it. A hidden tab
 * has nothing to paint and runs no animation frames, so it runs at once. Both rewritten scripts
 * use this, so the scroll script (written first) runs in its own task just before the start.
 */
function afterFirstFrame(code: string): string {
  return `(function(f){if(document.visibilityState==="hidden")f();else requestAnimationFrame(function(){setTimeout(f,0)})})(function(){${code}})`;
}

/**
 * What React Router's own context script does, from the context in its JSON block; the stream's
 * chunks follow from theirs, and the stream closes, once the page has been parsed.
 */
const HAND_OVER_DATA = `if(s.data){var c=JSON.parse(d.querySelector("script[data-router-context]").textContent),q;c.stream=new ReadableStream({start:function(k){q=k}}).pipeThrough(new TextEncoderStream());c.streamController=q;window.__reactRouterContext=c;var f=function(){d.querySelectorAll("script[data-router-chunk]").forEach(function(e){q.enqueue(JSON.parse(e.textContent))});q.close()};if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",f);else f()}`;

// The start script around its data (`s`): hand over the hydration data, preload the entry, then add the module script.
const START_DATA = "\u0000";
const [PREFIX = "", SUFFIX = ""] = `${MARKER}${afterFirstFrame(
  `var s=${START_DATA},d=document;${HAND_OVER_DATA};s.preload.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.textContent=s.module;d.body.appendChild(m)`,
)}`.split(START_DATA);

// React Router's hydration data scripts, exactly as React Router 7 writes them (escaped for HTML:
// no "<" inside). Anything else leaves the page's data scripts as they are.
const contextScript =
  /<script>window\.__reactRouterContext = (\{[^<]*?\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);<\/script>/;
const chunkScript =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*?")\);<\/script>/g;
const closeScript = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;

/** The page with its hydration data in JSON blocks, or null when its data scripts are not as expected. */
function dataAsJson(html: string, moduleAt: number): string | null {
  const context = contextScript.exec(html);
  const close = closeScript.exec(html);
  if (!context || !close || context.index > moduleAt || close.index < moduleAt) return null;
  const chunks = [...html.matchAll(chunkScript)];
  if (
    !isJson(context[1]!) ||
    !chunks.every((chunk) => isJson(chunk[1]!) && chunk.index > moduleAt && chunk.index < close.index)
  )
    return null;
  return html
    .replace(
      contextScript,
      (_, json: string) => `<script type="application/json" data-router-context>${json}</script>`,
    )
    .replace(
      chunkScript,
      (_, json: string) => `<script type="application/json" data-router-chunk>${json}</script>`,
    )
    .replace(closeScript, `<script type="application/json" data-router-end></script>`);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const modulePreload = /<link rel="modulepreload" href="([^"]+)"([^>]*?)\/?>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const startScript = /<script>(\/\*deferred-start\*\/[\s\S]*?)<\/script>/;

/** JSON that is also safe inside a `<script>` element (no `</script>` or `<!--` can appear). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// React Router's scroll restoration script: its first read of sessionStorage waits on the browser
// process (6–15 ms on a desktop, four times that on a phone) inside a task that also parses HTML.
// After the first frame it has a task of its own. A reload or a return to the page is scrolled by
// the browser itself: React Router hands scrolling back to it when the page is left.
const scrollScript =
  /<script>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?\}\)\("react-router-scroll-positions"[^<]*)<\/script>/;

const dynamicImport = /import\(("[^"]+")\);?\s*$/;
const importedUrl = /(?:import|from)\s*\(?\s*"([^"]+)"/g;

/**
 * The module text to start with. Every preloaded module except the entry becomes a static import
 * at the top, so the browser fetches the whole graph in parallel from one script (adding fifteen
 * preload links cost 10–30 ms of main thread on a phone-sized budget of 12). The entry is left to
 * React Router's `import()`: it hydrates when evaluated, which must wait for the route modules.
 */
function startModule(text: string, preload: string[], entry: string | undefined): string {
  const already = new Set([...text.matchAll(importedUrl)].map((match) => match[1]!));
  const imports = preload.filter((url) => url !== entry && !already.has(url));
  return `${imports.map((url) => `import ${JSON.stringify(url)};`).join("")}${text}`;
}

/** Rewrites a rendered page so its scripts start after the first paint; other HTML is returned as is. */
export function deferHydration(rendered: string): string {
  const found = moduleScript.exec(rendered);
  if (!found) return rendered;
  const text = found[1]!;
  const withJsonData = dataAsJson(rendered, found.index);
  const html = withJsonData ?? rendered;
  const preloads = [...new Set([...html.matchAll(modulePreload)].map((match) => match[1]!))];
  const entry = dynamicImport.exec(text)?.[1];
  const entryUrl = entry ? (JSON.parse(entry) as string) : undefined;
  const start: DeferredStart = {
    module: startModule(text, preloads, entryUrl),
    preload: entryUrl && preloads.includes(entryUrl) ? [entryUrl] : [],
    data: withJsonData !== null,
  };
  return html
    .replace(
      modulePreload,
      (_, href: string, rest: string) => `<link rel="modulepreload" href="${href}"${rest} media="not all"/>`,
    )
    .replace(moduleScript, () => `<script>${PREFIX}${scriptSafeJson(start)}${SUFFIX}</script>`)
    .replace(scrollScript, (_, code: string) => `<script>${afterFirstFrame(code)}</script>`);
}

/** Every script a first visit downloads to start the page, from its start script. */
export function startScripts(start: DeferredStart): string[] {
  return [
    ...new Set([...start.preload, ...[...start.module.matchAll(importedUrl)].map((match) => match[1]!)]),
  ];
}

/** The start script's contents in a rewritten page, or null when the page has none. */
export function deferredStart(html: string): DeferredStart | null {
  const body = startScript.exec(html)?.[1];
  if (!body?.startsWith(PREFIX) || !body.endsWith(SUFFIX)) return null;
  return JSON.parse(body.slice(PREFIX.length, -SUFFIX.length)) as DeferredStart;
}
