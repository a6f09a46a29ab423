import type { ComponentSchema } from "@keystatic/core";

/**
 * What is wrong with a value, by the field's own checks: the same `validate` functions the
 * editor's save runs (and the build reads every file through), walked as the editor walks them.
 * The editor only logs a refused list item to the browser's console; these messages let the list
 * mark the item and the save summary name it.
 */
export interface Problem {
  /** Field labels from the entry down to the failing field, such as Overview, paragraph 2. */
  where: string[];
  message: string;
}

/** What an error from a field's check says; a list's several errors, joined. */
export const messageOf = (error: unknown): string => {
  if (error instanceof AggregateError) return error.errors.map(messageOf).join("; ");
  return error instanceof Error ? error.message : String(error);
};

const labelOf = (schema: ComponentSchema) =>
  "label" in schema && typeof schema.label === "string" ? schema.label : "";

export function problemsOf(schema: ComponentSchema, value: unknown, where: string[] = []): Problem[] {
  switch (schema.kind) {
    case "child":
      return [];
    case "form":
      try {
        schema.validate(value, undefined);
        return [];
      } catch (error) {
        return [{ where, message: messageOf(error) }];
      }
    case "object": {
      const record = (value ?? {}) as Record<string, unknown>;
      return Object.entries(schema.fields).flatMap(([key, field]) =>
        problemsOf(field, record[key], [...where, labelOf(field) || key]),
      );
    }
    case "conditional": {
      const { discriminant, value: inner } = (value ?? {}) as {
        discriminant: string | boolean;
        value: unknown;
      };
      const chosen = schema.values[String(discriminant)];
      return chosen ? problemsOf(chosen, inner, where) : [];
    }
    case "array": {
      const list = Array.isArray(value) ? value : [];
      const { min, max } = schema.validation?.length ?? {};
      const own: Problem[] = [];
      if (min !== undefined && list.length < min)
        own.push({ where, message: `needs at least ${min} item${min === 1 ? "" : "s"}` });
      if (max !== undefined && list.length > max)
        own.push({ where, message: `takes at most ${max} item${max === 1 ? "" : "s"}` });
      const element = inSentence(labelOf(schema.element) || "Item");
      return [
        ...own,
        ...list.flatMap((item, index) =>
          problemsOf(schema.element, item, [...where, `${element} ${index + 1}`]),
        ),
      ];
    }
  }
}

/** A label inside a sentence: "Paragraph" reads "paragraph", "FAQ" stays. */
const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

/** One line for a problem: where, in the labels staff see, then why. */
export const describe = ({ where, message }: Problem) =>
  where.length ? `${where.join(", ")}: ${message}` : message;

/**
 * The value an array item's preview props hold, so its label can run the item's checks: a list
 * label receives the item as the editor's preview props, not as its value.
 */
export function valueOfPreview(props: unknown): unknown {
  const p = props as {
    schema: ComponentSchema;
    value?: unknown;
    fields?: Record<string, unknown>;
    discriminant?: unknown;
    elements?: unknown[];
  };
  switch (p.schema.kind) {
    case "form":
      return p.value;
    case "object":
      return Object.fromEntries(
        Object.entries(p.fields ?? {}).map(([key, field]) => [key, valueOfPreview(field)]),
      );
    case "conditional":
      return { discriminant: p.discriminant, value: valueOfPreview(p.value) };
    case "array":
      return (p.elements ?? []).map(valueOfPreview);
    default:
      return null;
  }
}
