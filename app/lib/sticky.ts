/** SPEC section 9: the navigation bar pins once the page has scrolled more than this. */
export const STICKY_THRESHOLD_PX = 100;

export function isSticky(scrollY: number): boolean {
  return scrollY > STICKY_THRESHOLD_PX;
}
