import spriteText from "./icons.svg?raw";
import { inlineIconId } from "./Icon";

/** Each icon's `<symbol>` from the sprite, under the id the page's icons refer to. */
const symbols = new Map(
  [...spriteText.matchAll(/<symbol id="([^"]+)"([^>]*>[\s\S]*?<\/symbol>)/g)].map(([, name, rest]) => [
    name!,
    `<symbol id="${inlineIconId(name!)}"${rest!}`,
  ]),
);

/** An icon's reference to its drawing in the page (Icon.tsx), the icon's name captured. */
const reference = new RegExp(`href="#${inlineIconId("")}([a-z\\d-]+)"`, "g");
const bodyStart = /<body[^>]*>/;

/**
 * Writes the drawings of the icons a rendered page shows into the page, first in its body (before
 * any icon refers to them), in an SVG that is not displayed. React's hydration passes over an
 * element it did not render at the top of the body. Icons of a name the sprite lacks are left as
 * they are: the pictures test finds them.
 */
export function withInlineIcons(html: string): string {
  const names = [...new Set([...html.matchAll(reference)].map((match) => match[1]!))];
  const drawings = names.flatMap((name) => symbols.get(name) ?? []);
  const body = bodyStart.exec(html);
  if (!drawings.length || !body) return html;
  const at = body.index + body[0].length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" display="none" aria-hidden="true">${drawings.join("")}</svg>`;
  return html.slice(0, at) + svg + html.slice(at);
}
