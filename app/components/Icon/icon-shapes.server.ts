import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type IconName, iconChoices } from "~/content/schema/icon";

/**
 * The icons' drawings, made at build time (npm run icons, the social cards) from Lucide's own
 * published icons: each icon's component from `lucide-react/icons/<name>`, drawn by React to
 * markup, and the shapes inside its `<svg>` kept.
 */
export const spriteFile = "app/components/Icon/icons.svg";

const svgElement = /^<svg\b[^>]*>([\s\S]*)<\/svg>$/;
/** An element with nothing inside, which SVG may close in its start tag (React writes an end tag). */
const emptyElement = /<([a-z]+)(\s[^<>]*)?><\/\1>/g;

/** A Lucide icon's shapes, by its name, as SVG markup. */
export async function iconShapes(name: IconName): Promise<string> {
  const module = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
  const shapes = svgElement.exec(renderToStaticMarkup(createElement(module.default)))?.[1];
  if (!shapes) throw new Error(`lucide-react/icons/${name} did not draw an <svg>`);
  return shapes.replace(emptyElement, "<$1$2/>");
}

/**
 * One SVG of <symbol>s, one per icon, each named by the icon. Lucide's icons are 24 units square,
 * drawn with round 2-unit strokes in the text colour, so the sprite sets that once per symbol and
 * the page's colour (and forced colours) reach it through currentColor.
 */
export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconChoices.map(
      async ({ value }) =>
        `<symbol id="${value}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${await iconShapes(value)}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
