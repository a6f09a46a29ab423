import { Keystatic } from "@keystatic/core/ui";
import keystaticConfig from "../../keystatic.config";

// Keystatic's props name its general configuration type, which a configuration with named
// collections does not satisfy as written; the shapes are the same.
const editorConfig = keystaticConfig as unknown as Parameters<typeof Keystatic>[0]["config"];

/** Keystatic's interface with the site's configuration; loaded only by the editor's page. */
export default function EditorUi() {
  return (
    <Keystatic
      config={editorConfig}
      appSlug={{
        envName: "VITE_KEYSTATIC_GITHUB_APP_SLUG",
        value: import.meta.env.VITE_KEYSTATIC_GITHUB_APP_SLUG,
      }}
    />
  );
}
