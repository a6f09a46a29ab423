import type { IconName } from "~/keystatic/schema/icon";
import sprite from "./icons.svg?url";

/** The id of an icon's drawing when the page carries it (inline-icons.server.ts). */
export const inlineIconId = (name: IconName | string) => `icon-${name}`;

/**
 * Where an icon's drawing is. Every page the server sends carries the drawings of its own icons
 * (inline-icons.server.ts), so the browser builds no second document for a sprite file while the
 * page starts: parsing, styling and laying out the whole sprite was one task of about 55 ms on a
 * phone (docs/decisions/0023). A page React draws after a client-side navigation may show an icon
 * the first page did not have: that one comes from the sprite file, a cached asset.
 */
function iconHref(name: IconName): string {
  const id = inlineIconId(name);
  if (typeof document === "undefined" || document.getElementById(id)) return `#${id}`;
  return `${sprite}#${name}`;
}

/**
 * A page's icon, one of the site's Lucide icons (built into the sprite by npm run icons).
 * Decoration only: the heading beside it says the same, so it is hidden from screen readers and
 * never takes focus. It takes the text colour, and in forced-colors mode the system's (the global
 * class site-icon).
 */
export function Icon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  return (
    <svg
      className={className ? `site-icon ${className}` : "site-icon"}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
