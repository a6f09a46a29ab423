import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntryContext } from "react-router";

const read = new Map<string, string>();

/**
 * The text of the stylesheets React Router lists for the root route in its build's manifest (one
 * file: `build.cssCodeSplit: false`), read once from the built client files. Null on the
 * development server, whose styles Vite serves and swaps itself.
 */
export function siteStylesheetText(context: EntryContext): string | null {
  if (!import.meta.env.PROD) return null;
  const hrefs = context.manifest.routes.root?.css ?? [];
  if (hrefs.length === 0) return null;
  const client = join(process.env.BUILD_DIR ?? "build", "client");
  return hrefs
    .map((href) => {
      if (!read.has(href)) read.set(href, readFileSync(join(client, href), "utf8"));
      return read.get(href)!;
    })
    .join("\n");
}
