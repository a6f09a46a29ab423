/**
 * Rewrites the content files in the form the editor writes (app/content/editor-form.ts), after a
 * hand edit:   npm run content:form
 */
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";
import { yamlFilesInEditorForm } from "../app/content/editor-form";

// The editor's configuration lists the pages with Vite's import.meta.glob: loaded through Vite.
const { module } = await runnerImport<{ default: unknown }>("./keystatic.config.ts");
const { collections } = module.default as { collections: Parameters<typeof yamlFilesInEditorForm>[0] };
let rewritten = 0;
for (const file of yamlFilesInEditorForm(collections)) {
  if (file.inEditorForm === file.text) continue;
  writeFileSync(file.path, file.inEditorForm);
  rewritten++;
  console.log(`rewrote ${file.path}`);
}
console.log(`${rewritten} file(s) rewritten in the editor's form`);
