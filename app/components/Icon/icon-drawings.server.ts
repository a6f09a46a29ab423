import spriteText from "./icons.svg?raw";
import { type IconCollector, inlineIconId } from "./IconDrawings";

/** Each icon's `<symbol>` from the sprite, under the id the page's icons refer to. */
const symbols = new Map(
  [...spriteText.matchAll(/<symbol id="([^"]+)"([^>]*>[\s\S]*?<\/symbol>)/g)].map(([, name, rest]) => [
    name!,
    `<symbol id="${inlineIconId(name!)}"${rest!}`,
  ]),
);

/**
 * The icons one render of a page shows, in the order they first appear, with their drawings from
 * the sprite (IconDrawings.tsx). A name the sprite lacks is not drawn (the pictures test finds
 * such an icon). An icon that renders after the drawings were written (none does: they are the
 * last thing in the body) refers to the sprite file, unless its drawing was already written.
 */
export function iconCollector(): IconCollector {
  const named = new Set<string>();
  let written = false;
  return {
    use(name) {
      if (!written && symbols.has(name)) named.add(name);
      return named.has(name);
    },
    drawings() {
      written = true;
      return [...named].map((name) => symbols.get(name)!).join("");
    },
  };
}
