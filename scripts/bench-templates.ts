/**
 * One page of each template, from the site map (app/site/pages.ts): what the first-frame bench
 * (scripts/bench-paint.ts) and, with `--templates`, Lighthouse (scripts/bench-lighthouse.ts) load.
 * A template's first page in menu order stands for it, whichever page staff put there.
 */
import { type PageType, allPages, pagesOfType } from "../app/site/pages";
import { prerenderPaths } from "../app/site/prerender";

const byType: PageType[] = ["service", "waste", "material", "industry", "business", "city", "tool"];

export function paintTemplates(): string[] {
  const fixed = [
    "/",
    "/services",
    "/industries",
    "/get-a-quote",
    "/contact-us",
    "/about",
    "/privacy-policy",
    "/blog/1",
  ];
  const ofType = byType.flatMap((type) =>
    type === "tool" ? pagesOfType(type) : pagesOfType(type).slice(0, 1),
  );
  const post = prerenderPaths().find((path) => path.startsWith("/post/"));
  const known = new Set(allPages().map((page) => page.path));
  const paths = [
    ...fixed.filter((path) => known.has(path) || path.startsWith("/blog/")),
    ...ofType.map((page) => page.path),
  ];
  return [...new Set([...paths, ...(post ? [post] : []), "/search?q=bins"])];
}
