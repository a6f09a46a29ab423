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

/** Whether a request's host (`host` or `host:port`, as the request URL has it) is the editor's. */
export function isEditorHost(requestHost: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const own = editorHost(env);
  if (!own) return false;
  const asked = requestHost.toLowerCase();
  // KEYSTATIC_HOST with a port must match the port too; without one, any port of that name.
  return own.includes(":") ? asked === own : asked.replace(/:\d+$/, "") === own;
}
