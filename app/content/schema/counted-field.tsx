import type { ComponentSchema } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import type { ComponentType } from "react";
import { countWords } from "../limits";
import { messageOf } from "./problems";

/**
 * A text field that states its rules and counts words and characters as staff type, under the
 * box: the rules read from its own check.
 */
type FormSchema = Extract<ComponentSchema, { kind: "form" }>;
type InputProps = Parameters<FormSchema["Input"]>[0];

/** The rules a text field states, read from its own check: what it says to a word and to a page of words. */
function rulesOf(field: FormSchema): string[] {
  const rules = new Set<string>();
  for (const probe of ["Word.", "Word. ".repeat(2000)]) {
    try {
      field.validate(probe, undefined);
    } catch (error) {
      rules.add(messageOf(error));
    }
  }
  return [...rules];
}

export const counted = (field: FormSchema): FormSchema => {
  const Inner = field.Input as ComponentType<InputProps>;
  // Read when first shown: reading the content on the server never runs a field's check early.
  let rules: string | undefined;
  return {
    ...field,
    Input(props: InputProps) {
      // A text field holds a string; the other fields of its kind (a name with its file name) do not.
      if (typeof props.value !== "string") return <Inner {...props} />;
      // Each rule a sentence of its own: Keystatic's own messages end without a full stop.
      rules ??= rulesOf(field)
        .map((rule) => rule.replace(/\.?$/, "."))
        .join(" ");
      const text = props.value;
      const words = countWords(text);
      return (
        <VStack gap="small">
          <Inner {...props} />
          <Text size="small" color="neutralSecondary" aria-live="polite">
            {`${words} word${words === 1 ? "" : "s"}, ${text.length} character${text.length === 1 ? "" : "s"}.${rules ? ` ${rules}` : ""}`}
          </Text>
        </VStack>
      );
    },
  } as FormSchema;
};
