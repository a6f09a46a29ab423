import { type FormFieldStoredValue, fields } from "@keystatic/core";

/** What Keystatic passes a slug field's check at Save: the collection's other file names. */
export interface SlugArgs {
  slugField?: { slugs: Set<string> };
}

/**
 * A name-with-file-name field's check, from the function that words its problem. The other file
 * names Keystatic passes at Save are handed to `remember`, so that the field's own report, drawn
 * between saves, refuses what the save refused.
 */
export function slugValidate<Value>(
  problem: (value: Value, slugs: Set<string>) => string | undefined,
  remember: (slugs: Set<string>) => void,
) {
  return (value: Value, args?: SlugArgs) => {
    if (args?.slugField) remember(args.slugField.slugs);
    const wrong = problem(value, args?.slugField?.slugs ?? new Set());
    if (wrong) throw new Error(wrong);
    return value;
  };
}

/** A name with its file name, as a slug field holds it. */
interface Named {
  name: string;
  slug: string;
}

/**
 * How the build reads such a field from a file (the name stored, the file name from the file's
 * own name): through the same check, so a file the editor would refuse is refused by the build.
 */
export const slugReader = (base: ReturnType<typeof fields.slug>, validate: (value: Named) => Named) => ({
  parse: (stored: FormFieldStoredValue) => base.reader.parse(stored),
  parseWithSlug: (stored: FormFieldStoredValue, args: { slug: string; glob: "*" | "**" }) =>
    validate({ name: typeof stored === "string" ? stored : "", slug: args.slug }).name,
});
