/**
 * Query parameters that change what a pre-rendered page shows. Such requests skip the static
 * HTML and are rendered by React Router, so visitors without scripts see the same as everyone:
 * the subscribe box's answer (any page), the enquiry's reference (/thank-you) and the service a
 * service page's link chose (/contact-us).
 */
export function rendersPerRequest(path: string, originalUrl: string): boolean {
  const query = originalUrl.includes("?")
    ? new URLSearchParams(originalUrl.slice(originalUrl.indexOf("?") + 1))
    : null;
  if (!query) return false;
  if (query.has("subscribe")) return true;
  if (path === "/thank-you" && query.has("ref")) return true;
  return path === "/contact-us" && query.has("service");
}
