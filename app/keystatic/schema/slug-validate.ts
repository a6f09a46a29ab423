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
