import keystaticConfig from "../../keystatic.config";

/**
 * Whether this server offers the editor, and with which storage:
 * - development (`npm run dev`): "local", writing the files in the working tree;
 * - a production build made with KEYSTATIC_GITHUB_REPO whose server has the GitHub app's
 *   KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET: "github";
 * - any other production server: none, and /keystatic and its API answer 404. The local mode's
 *   API has no sign-in, so a production build never uses it, whatever its environment says.
 */
export function editorStorage(): "local" | "github" | null {
  if (import.meta.env.DEV) return keystaticConfig.storage.kind === "local" ? "local" : null;
  if (keystaticConfig.storage.kind !== "github") return null;
  const { KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET } = process.env;
  return KEYSTATIC_GITHUB_CLIENT_ID && KEYSTATIC_GITHUB_CLIENT_SECRET && KEYSTATIC_SECRET ? "github" : null;
}

export { keystaticConfig };
