import { createContext, useContext } from "react";

/**
 * The drawings of the icons a page shows, which the page carries itself (docs/decisions/0023): an
 * icon is then a `<use href="#icon-…">` of about 100 bytes, and an icon shown twenty times is drawn
 * once. The browser builds no second document for a sprite file while the page starts, which cost
 * about 55 ms on a phone.
 *
 * On the server, each render has a collector (icon-drawings.server.ts, given by the server's
 * entry): every `Icon` names its icon to it as it renders, and `IconDrawings`, rendered after
 * everything else in the body, writes the `<symbol>`s of the icons named so far. In the browser
 * there is no collector: an icon refers to the page's drawing when the page has one, and
 * `IconDrawings` renders the drawings the page was sent with, so hydration meets the same element
 * and the same markup, and they stay for as long as the page does.
 */
export interface IconCollector {
  /** Names an icon the page shows; true when the page's drawings will hold it. */
  use(name: string): boolean;
  /** The `<symbol>`s of the icons named so far. Icons named after this are not added. */
  drawings(): string;
}

export const IconDrawingsCollector = createContext<IconCollector | null>(null);

/** The id of an icon's drawing in the page. */
export const inlineIconId = (name: string) => `icon-${name}`;

const drawingsId = "icon-drawings";

/** The drawings the page was sent with, read once, before React changes anything. */
let sentWithThePage: string | null | undefined;

function drawingsInThisPage(): string | null {
  if (typeof document === "undefined") return null;
  sentWithThePage ??= document.getElementById(drawingsId)?.innerHTML ?? null;
  return sentWithThePage;
}

/** Whether the page carries the drawing of `name`: known to the collector, or in the document. */
export function useInlineDrawing(name: string): boolean {
  const collector = useContext(IconDrawingsCollector);
  if (collector) return collector.use(name);
  return typeof document !== "undefined" && document.getElementById(inlineIconId(name)) !== null;
}

/**
 * The page's icon drawings: an SVG that is never displayed, of one `<symbol>` per icon. Nothing
 * when the page shows no icon.
 */
export function IconDrawings() {
  const collector = useContext(IconDrawingsCollector);
  const markup = collector ? collector.drawings() : drawingsInThisPage();
  if (!markup) return null;
  return (
    <svg id={drawingsId} display="none" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
