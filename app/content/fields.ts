import type { ComponentSchema } from "@keystatic/core";

/**
 * Reads one content file's data through the editor's own field definitions (app/content/schema),
 * as Keystatic's reader does: each field's own `reader.parse` (its parse, then its validate: the
 * editor's checks before a save), every list's least and most items, no key the fields do not
 * know. It walks the fields itself rather than calling createReader, so that the build reads
 * files it was handed (text, synchronously, with a problem per field rather than one message per
 * file); tests/unit/editor-rules.test.ts holds the two to the same answers.
 */
export interface FieldProblem {
  /** The field, such as faqs.1.answer. */
  field: string;
  message: string;
}

export function readFields(
  fields: Record<string, ComponentSchema>,
  data: unknown,
  /** The collection's slug field and the file's name, which that field's own check reads. */
  slug?: { field: string; value: string },
): { value: Record<string, unknown>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const value = readObject(fields, data, [], problems, slug) ?? {};
  return { value, problems };
}

function read(schema: ComponentSchema, raw: unknown, path: (string | number)[], problems: FieldProblem[]): unknown {
  // A stored null is an absent value, as the reader treats it.
  const value = raw === null ? undefined : raw;
  const problem = (message: string) => problems.push({ field: path.join("."), message });
  switch (schema.kind) {
    case "child":
      return null;
    case "form":
      // The blog post's body is its Markdown, read by the blog's own catalogue.
      if (schema.formKind === "content" || schema.formKind === "asset" || schema.formKind === "assets") return value;
      try {
        return schema.reader.parse(value as never);
      } catch (error) {
        problem(messageOf(error));
        return undefined;
      }
    case "object":
      return readObject(schema.fields, value, path, problems);
    case "conditional": {
      const chosen = value ?? {};
      if (!isRecord(chosen)) return problem("must be a choice of template with its words"), undefined;
      for (const key of Object.keys(chosen))
        if (key !== "discriminant" && key !== "value") problems.push({ field: [...path, key].join("."), message: "is not a known field here" });
      const discriminant = read(schema.discriminant, chosen.discriminant, [...path, "discriminant"], problems);
      const values = schema.values as Record<string, ComponentSchema>;
      // A select's value or a checkbox's true or false names the fields that follow.
      const key = String(discriminant);
      if ((typeof discriminant !== "string" && typeof discriminant !== "boolean") || !Object.hasOwn(values, key))
        return undefined;
      return { discriminant, value: read(values[key]!, chosen.value, [...path, "value"], problems) };
    }
    case "array": {
      const list = value ?? [];
      if (!Array.isArray(list)) return problem("must be a list"), undefined;
      const { min, max } = schema.validation?.length ?? {};
      if (min !== undefined && list.length < min) problem(`needs at least ${min} item${min === 1 ? "" : "s"}`);
      if (max !== undefined && list.length > max) problem(`takes at most ${max} item${max === 1 ? "" : "s"}`);
      return list.map((item, index) => read(schema.element, item, [...path, index], problems));
    }
  }
}

function readObject(
  fields: Record<string, ComponentSchema>,
  raw: unknown,
  path: (string | number)[],
  problems: FieldProblem[],
  slug?: { field: string; value: string },
): Record<string, unknown> | undefined {
  const value = raw ?? {};
  if (!isRecord(value)) {
    problems.push({ field: path.join(".") || "(whole file)", message: "must be a set of fields" });
    return undefined;
  }
  for (const key of Object.keys(value))
    if (!Object.hasOwn(fields, key)) problems.push({ field: [...path, key].join("."), message: "is not a known field here" });
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (slug && key === slug.field && field.kind === "form" && field.formKind === "slug") {
      try {
        result[key] = field.reader.parseWithSlug(value[key] as never, { slug: slug.value, glob: "*" });
      } catch (error) {
        problems.push({ field: key, message: messageOf(error) });
      }
      continue;
    }
    result[key] = read(field, value[key], [...path, key], problems);
  }
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
