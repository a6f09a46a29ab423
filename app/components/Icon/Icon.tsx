import type { IconName } from "~/keystatic/schema/icon";
import sprite from "./icons.svg?url";

/**
 * A page's icon, from the site's one sprite of Lucide icons (built by npm run icons): the browser
 * fetches and caches the sprite once, and each icon on a page is a short reference to it, so no
 * icon's drawing travels in the page or its scripts. Decoration only: the heading beside it says
 * the same, so it is hidden from screen readers and never takes focus. It takes the text colour,
 * and in forced-colors mode the system's (the global class site-icon).
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
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
