import { iconChoices, type IconName } from "../app/keystatic/schema/icon";

export const spriteFile = "app/components/Icon/icons.svg";

/** An element of a Lucide icon: its tag and attributes, as lucide-react stores them. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

/** A Lucide icon's shapes, by its name, from the lucide-react package. */
export async function iconNode(name: IconName): Promise<IconNode> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as {
    __iconData?: { node: IconNode };
  };
  if (!module.__iconData)
    throw new Error(`${name} is another name of a Lucide icon: use the icon's own name`);
  return module.__iconData.node;
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The elements of an icon as SVG markup, without Lucide's React keys. */
export const shapesOf = (node: IconNode) =>
  node
    .map(([tag, { key: _key, ...attributes }]) => {
      const text = Object.entries(attributes)
        .map(([name, value]) => `${name}="${escape(String(value))}"`)
        .join(" ");
      return `<${tag} ${text}/>`;
    })
    .join("");

/**
 * One SVG of <symbol>s, one per icon, each named by the icon. Lucide's icons are 24 units square,
 * drawn with round 2-unit strokes in the text colour, so the sprite sets that once per symbol and
 * the page's colour (and forced colours) reach it through currentColor.
 */
export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconChoices.map(
      async ({ value }) =>
        `<symbol id="${value}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapesOf(await iconNode(value))}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
