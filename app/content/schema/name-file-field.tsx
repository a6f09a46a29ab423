import { fields } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";
import { nameKey } from "../name-limits";
import { slugReader, slugValidate } from "./slug-validate";

/** The file name Keystatic makes from a name: lower case, accents dropped, words joined by hyphens. */
export const fileNameOf = nameKey;

interface Named {
  name: string;
  slug: string;
}

/**
 * An entry's name that is also its file name, so two entries cannot share a name: "Coffee Pods"
 * makes the same file name as "Coffee pods", and the save is refused with the name it meets.
 * Keystatic's own slug field would quietly add "-1" instead, which the build then refuses across
 * files, taking the site down. Staff type only the name; the file name follows it.
 *
 * The editor passes the collection's other file names to `validate` when staff save; the field
 * keeps them to say, under itself, which name is taken.
 */
export function nameAsFileName({
  label,
  description,
  max,
  kind,
  clash = () => undefined,
}: {
  label: string;
  description: string;
  max: number;
  /** What the collection holds, for the message: "in What goes where". */
  kind: string;
  /** Why another entry's words make this name wrong, if they do (a finder item's other answer). */
  clash?: (name: string) => string | undefined;
}): ReturnType<typeof fields.slug> {
  const base = fields.slug({ name: { label, description, validation: { length: { min: 1, max } } } });
  let taken = new Set<string>();
  const problem = (value: Named, slugs: Set<string>) => {
    const name = value.name.trim();
    if (!name) return `${label} must not be empty`;
    if (name.length > max) return `${label} is ${name.length} characters: up to ${max}`;
    if (value.name !== name) return `${label} must not start or end with spaces`;
    if (value.slug !== fileNameOf(name))
      return `${label} makes the file name ${fileNameOf(name)}, but the file is named ${value.slug}`;
    if (slugs.has(value.slug))
      return `"${name}" is already in ${kind}: each name once, whatever its capitals`;
    return clash(name);
  };
  const validate = slugValidate(problem, (slugs) => (taken = slugs));
  return {
    ...base,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [blurred, setBlurred] = useState(false);
      // A name that clashes with another entry's words is said at once, as staff type or choose.
      const now = value.name.trim() !== "" && clash(value.name.trim()) !== undefined;
      const error = forceValidation || blurred || now ? problem(value, taken) : undefined;
      return (
        // A stack, not a plain box: a message under the name that wraps onto a second line would
        // otherwise run under the file name's line, on a phone's width.
        <VStack gap="regular">
          <TextField
            label={label}
            description={`${description} ${value.name.length} of ${max} characters.`}
            // The editor asks for focus on a new entry's first field, as its own fields do.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            value={value.name}
            onChange={(name) => onChange({ name, slug: fileNameOf(name) })}
            onBlur={() => setBlurred(true)}
            errorMessage={error}
            isRequired
          />
          <Text size="small" color="neutralSecondary">
            File name: {value.slug || "(made from the name)"}.yaml
          </Text>
        </VStack>
      );
    },
    validate,
    reader: slugReader(base, validate),
  };
}
