/**
 * Rewrites the content files in the form the editor writes (app/content/editor-form.ts), after a
 * hand edit:   npm run content:form
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { runnerImport } from "vite";
import { type EditorField, inEditorForm } from "../app/content/editor-form";

// The editor's configuration lists the pages with Vite's import.meta.glob: loaded through Vite.
const { module } = await runnerImport<{ default: unknown }>("./keystatic.config.ts");
const { collections } = module.default as {
  collections: Record<
    string,
    { path: string; schema: Record<string, EditorField>; format?: { data?: string } }
  >;
};
let rewritten = 0;
for (const collection of Object.values(collections)) {
  if (collection.format?.data !== "yaml") continue;
  const folder = collection.path.replace(/\/\*$/, "");
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".yaml"))) {
    const path = join(folder, file);
    const text = readFileSync(path, "utf8");
    const written = yaml.dump(inEditorForm(collection.schema, yaml.load(text) as Record<string, unknown>));
    if (written !== text) {
      writeFileSync(path, written);
      rewritten++;
      console.log(`rewrote ${path}`);
    }
  }
}
console.log(`${rewritten} file(s) rewritten in the editor's form`);
