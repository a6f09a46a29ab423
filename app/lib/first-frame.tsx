import { endOfFirstScreenId } from "./first-frame-mark";

/**
 * The first frame holds the page's words. Chromium draws a frame each time its HTML parser pauses
 * (about every 10 ms of work), so on a phone the first one showed the header alone, the parser
 * still in the menu, and the heading and lead came a frame or two later: a frame the visitor waits
 * for the words (docs/decisions/0007-performance.md).
 *
 * `FirstFrameHold`, in the layout's head, holds rendering (`<link rel="expect" blocking="render">`)
 * until the parser has reached `EndOfFirstScreen`, which a page's opening (its hero) writes after
 * its heading and lead; a post's body has it after its first paragraph, which is the post's lead
 * (blog/markdown.ts). A page without one paints once it has been parsed in full.
 */
export function FirstFrameHold() {
  return <link rel="expect" href={`#${endOfFirstScreenId}`} blocking="render" />;
}

/** An empty mark, after the words the first frame must show (Chromium unblocks as it is parsed). */
export function EndOfFirstScreen() {
  return <span id={endOfFirstScreenId} hidden />;
}
