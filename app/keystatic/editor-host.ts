/**
 * The editor's own host in GitHub mode (KEYSTATIC_HOST, such as edit.saltbush.example). Its
 * sign-in cookie holds a token that writes to the repository, and Keystatic's interface reads it
 * with scripts, so it lives on an origin that serves nothing but the editor (server/editor-host.ts):
 * no script on the public site can read it. Without KEYSTATIC_HOST the GitHub editor is off.
 */
export function editorHost(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return normaliseHost(env.KEYSTATIC_HOST);
}

/**
 * A host name as the server compares it with a request's: trimmed, lower case, without the final
 * dot of a fully qualified name. The nginx configuration's generator writes the same name.
 */
export function normaliseHost(raw: string | undefined): string | undefined {
  const host = raw?.trim().toLowerCase();
  return (host?.endsWith(".") ? host.slice(0, -1) : host) || undefined;
}

/**
 * A request's host (`host` or `host:port`, as the Host header or the request URL has it) split
 * into its normalised name and its port: "Edit.Saltbush.Example.:443" is edit.saltbush.example on
 * port 443. An IPv6 address keeps its brackets.
 */
export function requestHostParts(requestHost: string): { name: string; port: string | undefined } {
  const host = requestHost.trim().toLowerCase();
  const portAt = host.lastIndexOf(":");
  const hasPort = portAt > host.lastIndexOf("]") && /^\d*$/.test(host.slice(portAt + 1));
  const name = hasPort ? host.slice(0, portAt) : host;
  const port = hasPort ? host.slice(portAt + 1) || undefined : undefined;
  return { name: normaliseHost(name) ?? "", port };
}

/**
 * Whether a request's host is the editor's, compared by normalised name (capitals, the final dot
 * and the port do not make another host): nginx picks the editor's server block for
 * "edit.saltbush.example." too, so Node must read that name as the editor's as well.
 */
export function isEditorHost(requestHost: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const own = editorHost(env);
  if (!own) return false;
  const asked = requestHostParts(requestHost);
  const wanted = requestHostParts(own);
  // KEYSTATIC_HOST with a port must match the port too; without one, any port of that name.
  return asked.name === wanted.name && (wanted.port === undefined || asked.port === wanted.port);
}
