import type { BasicFormField, fields } from "@keystatic/core";
import { undrawableIn, undrawableMessage } from "../../content/name-limits";

type Slug = ReturnType<typeof fields.slug>;

/**
 * A name or title field that also refuses characters the social card cannot draw (emoji, other
 * scripts: app/content/name-limits.ts), with its own checks unchanged. A name with its file name (a
 * post's title) is checked on its name.
 */
export function drawable<F extends BasicFormField<string> | Slug | ReturnType<typeof fields.text>>(
  field: F,
  label: string,
): F {
  const check = (value: unknown) => {
    const text = typeof value === "string" ? value : ((value as { name?: string } | null)?.name ?? "");
    const undrawable = undrawableIn(text);
    if (undrawable.length) throw new Error(undrawableMessage(label, undrawable));
  };
  const validate = ((value: never, args: never) => {
    check(value);
    return (field.validate as (value: never, args: never) => unknown)(value, args);
  }) as F["validate"];
  const reader = field.reader as Record<string, (...args: never[]) => unknown>;
  return {
    ...field,
    validate,
    reader: Object.fromEntries(
      Object.entries(reader).map(([key, parse]) => [
        key,
        (...args: never[]) => {
          const value = parse(...args);
          check(value);
          return value;
        },
      ]),
    ),
  } as F;
}
