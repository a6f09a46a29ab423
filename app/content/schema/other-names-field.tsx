import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { Icon } from "@keystar/ui/icon";
import { trash2Icon } from "@keystar/ui/icon/icons/trash2Icon";
import { Box, VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import { useId, useState } from "react";

/**
 * The other names people search for a finder item by, stored as a list of words (`aliases:`).
 * One field holding the whole list, rather than the editor's list of items: Keystatic 0.6.9 hands
 * a list's items to no check together (decision 0010), and a name here must be refused when
 * another item already has it with another answer, which the check of one item cannot see. Each
 * name has its own box, with its refusal under it as staff type.
 */
export function otherNames({
  label,
  description,
  max,
  nameMax,
  clashes = () => [],
}: {
  label: string;
  description: string;
  /** The most names the list takes, and the most characters a name takes. */
  max: number;
  nameMax: number;
  /** What is wrong with each name beside its own rules, by its place in the list (another item has it). */
  clashes?: (names: readonly string[]) => (string | undefined)[];
}): BasicFormField<string[]> {
  const nameProblem = (name: string, index: number) => {
    if (!name.trim()) return `Other name ${index + 1} must not be empty`;
    if (name.length > nameMax)
      return `Other name ${index + 1} is ${name.length} characters: up to ${nameMax}`;
    return undefined;
  };
  /** Each name's problem, in the list's order. */
  const problems = (names: readonly string[]) => {
    const clashing = clashes(names);
    return names.map((name, index) => {
      const clash = clashing[index];
      return nameProblem(name, index) ?? (clash ? `Other name ${index + 1}: ${clash}` : undefined);
    });
  };
  const problem = (names: readonly string[]) =>
    names.length > max
      ? `${label}: up to ${max}; there are ${names.length}`
      : problems(names).find((wrong) => wrong !== undefined);
  const validate = (names: string[]) => {
    const wrong = problem(names);
    if (wrong) throw new Error(wrong);
    return names;
  };
  const parse = (stored: FormFieldStoredValue): string[] => {
    if (stored === undefined || stored === null) return [];
    if (!Array.isArray(stored)) throw new Error(`${label} must be a list of names`);
    return stored.map((name) => {
      if (typeof name !== "string") throw new Error(`${label} must be a list of names, each a word or words`);
      return name;
    });
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, forceValidation }) {
      const [blurred, setBlurred] = useState(false);
      const heading = useId();
      const shown = problems(value);
      const clashing = clashes(value);
      const set = (index: number, name: string) =>
        onChange(value.map((old, at) => (at === index ? name : old)));
      return (
        <VStack gap="regular" role="group" aria-labelledby={heading}>
          <Text id={heading} weight="semibold">
            {label}
          </Text>
          <Text size="small" color="neutralSecondary">
            {`${description} ${value.length} of ${max}.`}
          </Text>
          {value.map((name, index) => {
            // Another item's name is said at once; an empty or long one once staff leave the box.
            const error = forceValidation || blurred || clashing[index] ? shown[index] : undefined;
            return (
              // The names are told apart by their place: a name being typed has no other key.
              <TextField
                key={index}
                label={`Other name ${index + 1}`}
                value={name}
                onChange={(typed) => set(index, typed)}
                onBlur={() => setBlurred(true)}
                errorMessage={error}
                isRequired
                // Inside the box, so it stays beside it whatever the message under it.
                endElement={
                  <ActionButton
                    prominence="low"
                    aria-label={`Remove other name ${index + 1}`}
                    onPress={() => onChange(value.filter((_, at) => at !== index))}
                  >
                    <Icon src={trash2Icon} />
                  </ActionButton>
                }
              />
            );
          })}
          {value.length > max && (
            <Text color="critical">{`Up to ${max} other names: remove ${value.length - max}.`}</Text>
          )}
          <Box>
            <ActionButton onPress={() => onChange([...value, ""])} isDisabled={value.length >= max}>
              Add another name
            </ActionButton>
          </Box>
        </VStack>
      );
    },
    defaultValue: () => [],
    parse,
    serialize: (value) => ({ value }),
    validate,
    reader: { parse: (stored) => validate(parse(stored)) },
  };
}
