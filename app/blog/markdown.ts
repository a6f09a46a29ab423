import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Element, Root, RootContent } from "hast";
import { endOfFirstScreenId } from "../lib/first-frame-mark";

/**
 * Wraps each table in a focusable, labelled region that scrolls sideways on a phone, so keyboard
 * users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function rehypeScrollableTables() {
  const wrap = (node: Root | Element) => {
    node.children = node.children.map((child: RootContent): RootContent => {
      if (child.type !== "element") return child;
      if (child.tagName !== "table") {
        wrap(child);
        return child;
      }
      return {
        type: "element",
        tagName: "div",
        properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: "Table" },
        children: [child],
      };
    });
  };
  return (tree: Root) => wrap(tree);
}

/**
 * Marks links to this site's pages as site links, so that once the page is running React Router
 * opens them without reloading the page, as it does every other link (lib/markdown-links.ts).
 */
function rehypeSiteLinks() {
  const mark = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      const href = child.properties.href;
      if (child.tagName === "a" && typeof href === "string" && /^\/(?![/\\])/.test(href))
        child.properties.dataSiteLink = "";
      mark(child);
    }
  };
  return (tree: Root) => mark(tree);
}

/**
 * The mark the first frame waits for (lib/first-frame.tsx), after the post's first paragraph: its
 * lead, and on a phone its largest words, so they are drawn with the heading rather than a frame
 * later. A post that opens otherwise gets it first.
 */
function rehypeEndOfFirstScreen() {
  return (tree: Root) => {
    const mark: Element = {
      type: "element",
      tagName: "span",
      properties: { id: endOfFirstScreenId, hidden: true },
      children: [],
    };
    const first = tree.children.findIndex((child) => child.type === "element" && child.tagName === "p");
    tree.children.splice(first + 1, 0, mark);
  };
}

/**
 * Markdown to safe HTML. Raw HTML in a post is dropped (remark-rehype without allowDangerousHtml),
 * and the sanitiser removes anything else a browser could run. Heading ids are added after
 * sanitising so they keep their readable form; external links open without a window reference,
 * and links to the site's own pages are marked as site links after sanitising too, as is the
 * first frame's mark.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
  .use(rehypeScrollableTables)
  .use(rehypeSiteLinks)
  .use(rehypeEndOfFirstScreen)
  .use(rehypeStringify);

export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
