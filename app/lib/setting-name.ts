/**
 * How logs, pages and the launch check speak of a setting that holds an address (DATABASE_URL,
 * SMTP_URL, ENQUIRY_WEBHOOK_URL): by its name and its URL's scheme, never its value. A URL's user,
 * password, host, path and query may each hold a secret or an internal name, and a value that is
 * no URL at all may be a password written in the wrong place, so none of it is ever repeated.
 */
export function settingName(name: string, value: string | undefined): string {
  const scheme = schemeOf(value ?? "");
  return scheme ? `${name} (${scheme}:…)` : name;
}

/** The scheme of a URL (letters, then letters, digits, "+", "-" or "."), lower case; empty when there is none. */
function schemeOf(value: string): string {
  const colon = value.indexOf(":");
  if (colon < 1) return "";
  const scheme = value.slice(0, colon).toLowerCase();
  for (let i = 0; i < scheme.length; i += 1) {
    const char = scheme[i]!;
    const letter = char >= "a" && char <= "z";
    if (!letter && (i === 0 || !"0123456789+-.".includes(char))) return "";
  }
  return scheme;
}
