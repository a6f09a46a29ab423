import { dump as stringify } from "js-yaml";
import { type ContentFile, ContentError, loadContent } from "~/content/load";
import { parseYaml } from "~/content/yaml";

/** The content check's problems with these files, or none. */
export function problemsOf(files: ContentFile[]): string[] {
  try {
    loadContent(files);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * The files with one of them changed as `change` says: read as the site reads it, written back as
 * YAML or JSON.
 */
export function withFileChanged(
  files: ContentFile[],
  file: string,
  change: (data: Record<string, unknown>) => void,
): ContentFile[] {
  return files.map((entry) => {
    if (entry.file !== file) return entry;
    const json = file.endsWith(".json");
    const data = (json ? JSON.parse(entry.text) : parseYaml(entry.text, file)) as Record<string, unknown>;
    change(data);
    return { file, text: json ? JSON.stringify(data) : stringify(data) };
  });
}
