import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { type EditorField, inEditorForm } from "~/content/editor-form";

/**
 * Every content file is in the form the editor writes (js-yaml's dump of the editor's data), so a
 * save by staff changes only what they changed. A hand edit in another form (a list left out, a
 * paragraph wrapped differently) fails here; `npm run content:form` rewrites the files in it.
 */
const { collections } = keystaticConfig as unknown as {
  collections: Record<
    string,
    { path: string; schema: Record<string, EditorField>; format?: { data?: string } }
  >;
};
const yamlCollections = Object.values(collections).filter((collection) => collection.format?.data === "yaml");

describe.each(yamlCollections.map((collection) => [collection.path, collection] as const))(
  "%s",
  (path, collection) => {
    const folder = path.replace(/\/\*$/, "");
    const files = readdirSync(folder).filter((file) => file.endsWith(".yaml"));
    it.each(files)("%s is in the editor's form", (file) => {
      const text = readFileSync(join(folder, file), "utf8");
      const data = yaml.load(text) as Record<string, unknown>;
      expect(text).toBe(yaml.dump(inEditorForm(collection.schema, data)));
    });
  },
);
