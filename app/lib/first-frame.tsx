/**
 * The first frame holds the page's words. Chromium draws a frame each time its HTML parser pauses
 * (about every 10 ms of work), so on a phone the first one showed the header alone, the parser
 * still in the menu, and the heading and lead came a frame or two later: the largest paint after
 * the first, which Lighthouse's simulation charges with the download of every request finished
 * before it, the start-up modules' too (docs/decisions/0007-performance.md).
 *
 * `FirstFrameHold`, in the layout's head, holds rendering (`<link rel="expect" blocking="render">`)
 * until the parser has reached `EndOfFirstScreen`, which a page's opening (its hero) writes after
 * its heading and lead. A page without one paints once it has been parsed in full.
 */
const endOfFirstScreenId = "end-of-first-screen";

export function FirstFrameHold() {
  return <link rel="expect" href={`#${endOfFirstScreenId}`} blocking="render" />;
}

/** An empty mark, after the words the first frame must show (Chromium unblocks as it is parsed). */
export function EndOfFirstScreen() {
  return <span id={endOfFirstScreenId} hidden />;
}
