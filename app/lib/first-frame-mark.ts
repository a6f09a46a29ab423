/**
 * The id of the mark the first frame waits for (first-frame.tsx): written by a page's opening, and
 * into a post's body by the Markdown step (blog/markdown.ts), which the build's configuration also
 * loads, where only relative imports of plain modules resolve.
 */
export const endOfFirstScreenId = "end-of-first-screen";
