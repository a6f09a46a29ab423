import { expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { yamlFilesInEditorForm } from "~/content/editor-form";

/**
 * Every content file is in the form the editor writes (js-yaml's dump of the editor's data), so a
 * save by staff changes only what they changed. A hand edit in another form (a list left out, a
 * paragraph wrapped differently) fails here; `npm run content:form` rewrites the files in it.
 */
const { collections } = keystaticConfig as unknown as {
  collections: Parameters<typeof yamlFilesInEditorForm>[0];
};
const files = yamlFilesInEditorForm(collections);

it("finds the content files", () => expect(files.length).toBeGreaterThan(80));

it.each(files.map((file) => [file.path, file] as const))("%s is in the editor's form", (_path, file) => {
  expect(file.text).toBe(file.inEditorForm);
});
