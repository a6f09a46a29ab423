import { CORE_SCHEMA, load } from "js-yaml";

/**
 * The site's one YAML reader: js-yaml, the parser the editor (Keystatic) itself reads and writes
 * content with, under the core schema, so a date such as 2026-11-25 stays the text it is.
 * `file` names the file in a syntax error's message.
 */
export function parseYaml(text: string, file?: string): unknown {
  return load(text, { schema: CORE_SCHEMA, filename: file });
}

/**
 * A Markdown file split into its front matter (the lines between a first line of --- and the
 * next line of ---) and the Markdown after it; undefined when the file does not open with one.
 * Lines, not a pattern, so a long post is read in one pass.
 */
export function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const lines = source.split("\n");
  const fence = (line: string) => line.replace(/\r$/, "") === "---";
  if (!fence(lines[0] ?? "")) return undefined;
  const end = lines.findIndex((line, index) => index > 0 && fence(line));
  if (end < 0) return undefined;
  return { yaml: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n") };
}

/**
 * A file's data, or undefined when it is not YAML. The editor's readers of the repository's files
 * leave such a file out; the build names it.
 */
export function yamlOrNothing(text: string): unknown {
  try {
    return parseYaml(text);
  } catch {
    return undefined;
  }
}

/** The YAML files in `folder` (a collection's), with their data; a file that is not YAML is left out. */
export function yamlFilesIn(
  files: readonly { file: string; text: string }[],
  folder: string,
): { file: string; data: unknown }[] {
  return files.flatMap(({ file, text }) => {
    if (!file.startsWith(`${folder}/`) || !file.endsWith(".yaml")) return [];
    try {
      return [{ file, data: parseYaml(text) }];
    } catch {
      return [];
    }
  });
}
