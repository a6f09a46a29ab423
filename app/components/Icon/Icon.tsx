import type { IconName } from "~/content/schema/icon";
import { inlineIconId, useInlineDrawing } from "./IconDrawings";
import sprite from "./icons.svg?url";

/**
 * A page's icon, one of the site's Lucide icons (built into the sprite by npm run icons).
 * Its drawing is the page's own (IconDrawings.tsx) whenever the page carries it. A page React
 * draws after a client-side navigation may show an icon the first page did not have: that one
 * comes from the sprite file, a cached asset.
 * Decoration only: the heading beside it says the same, so it is hidden from screen readers and
 * never takes focus. It takes the text colour, and in forced-colors mode the system's (the global
 * class site-icon).
 */
export function Icon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  const href = useInlineDrawing(name) ? `#${inlineIconId(name)}` : `${sprite}#${name}`;
  return (
    <svg
      className={className ? `site-icon ${className}` : "site-icon"}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={href} />
    </svg>
  );
}
