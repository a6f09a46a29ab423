/**
 * Query parameters that change what a pre-rendered page shows. Such requests skip the static
 * HTML and are rendered by React Router, so visitors without scripts see the same as everyone:
 * the subscribe box's answer (any page), the enquiry's reference (/thank-you) and the service a
 * service page's link chose (/contact-us), and the context a quote request starts from (/get-a-quote:
 * a service, the audit, the bin helper's answers).
 */
export function rendersPerRequest(path: string, originalUrl: string): boolean {
  const query = originalUrl.includes("?")
    ? new URLSearchParams(originalUrl.slice(originalUrl.indexOf("?") + 1))
    : null;
  if (!query) return false;
  if (query.has("subscribe")) return true;
  if (path === "/thank-you" && query.has("ref")) return true;
  if (path === "/get-a-quote") return true;
  return path === "/contact-us" && query.has("service");
}
