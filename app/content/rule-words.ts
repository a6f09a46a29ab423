import { ruleSentences } from "./rule-limits";
import type { Parsed } from "./types";

/** Every string of a page outside its statements, with its field's path (faqs.2.answer); addresses and sources are not prose. */
function proseFields(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return value.startsWith("/") ? [] : [[path.join("."), value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => proseFields(item, [...path, String(i)]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "compliance" || key === "statements" || key === "sources" || key === "related" || key === "path"
      ? []
      : proseFields(item, [...path, key]),
  );
}

/**
 * Topic, city and hub pages that state a rule of law outside their statements, as the build
 * reports them: each names the file, the field and the sentence.
 */
export function rulesOutsideStatements(parsed: Parsed[]): string[] {
  return parsed.flatMap(({ file, kind, data }) =>
    kind === "general"
      ? []
      : proseFields(data).flatMap(([field, text]) =>
          ruleSentences([text]).map(
            (sentence) =>
              `${file}: field "${field}": "${sentence}" states a rule of law outside a statement: put the rule in a statement with its source, and keep the advice here`,
          ),
        ),
  );
}
