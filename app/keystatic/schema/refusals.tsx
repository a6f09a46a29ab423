import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Heading, Text } from "@keystar/ui/typography";
import type { ComponentType } from "react";
import { countWords } from "../../content/limits";
import { problemsOf, valueOfPreview } from "./problems";
import { SaveSummary } from "./save-summary";
import { SavedNotice } from "./saved-notice";

/**
 * Makes every refusal visible where staff look, through the editor's own field APIs and without
 * changing a single check: each text field states its rules and counts words and characters as
 * staff type, a list marks an item its checks refuse, and the entry's first field carries the
 * summary a refused save shows.
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
      rules.add(error instanceof Error ? error.message : String(error));
    }
  }
  return [...rules];
}

const counted = (field: FormSchema): FormSchema => {
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

/** The label a list gives an item, with its checks' first message when they refuse it. */
const marked = (element: ComponentSchema, itemLabel?: (props: never) => string) => (props: never) => {
  const label = itemLabel?.(props) || "(empty)";
  const [problem] = problemsOf(element, valueOfPreview(props));
  return problem ? `⚠ ${label}: ${problem.message}` : label;
};

export function withRefusals(schema: ComponentSchema): ComponentSchema {
  switch (schema.kind) {
    case "form":
      return schema.formKind === "slug" ? counted(schema) : schema;
    case "object":
      return {
        ...schema,
        fields: Object.fromEntries(Object.entries(schema.fields).map(([k, f]) => [k, withRefusals(f)])),
      };
    case "conditional":
      return {
        ...schema,
        values: Object.fromEntries(Object.entries(schema.values).map(([k, f]) => [k, withRefusals(f)])),
      } as ComponentSchema;
    case "array":
      return {
        ...schema,
        element: withRefusals(schema.element),
        itemLabel: marked(schema.element, schema.itemLabel as never),
      } as ComponentSchema;
    default:
      return schema;
  }
}

/**
 * The entry's name at the top of its form, when its first field holds a name with its file name:
 * the editor's own header shows only the file name (wheelie-bins).
 */
function EntryName({ value }: { value: unknown }) {
  const name = (value as { name?: unknown } | null)?.name;
  return typeof name === "string" && name.trim() ? (
    <Heading elementType="h2" size="medium" data-entry-name>
      {name}
    </Heading>
  ) : null;
}

/**
 * An entry's fields with visible refusals; above its first field, its name, the summary a
 * refused save shows and the "Saved" message after a save.
 */
export function entryWithRefusals<S extends Record<string, ComponentSchema>>(fields: S): S {
  const entries = Object.entries(fields).map(([key, field]) => [key, withRefusals(field)] as const);
  const first = entries.findIndex(([, field]) => field.kind === "form");
  if (first >= 0) {
    const [key, field] = entries[first] as [string, FormSchema];
    const Inner = field.Input as ComponentType<InputProps>;
    entries[first] = [
      key,
      {
        ...field,
        Input: (props: InputProps) => (
          <VStack gap="large">
            <EntryName value={props.value} />
            <SaveSummary shown={props.forceValidation} />
            <SavedNotice />
            <Inner {...props} />
          </VStack>
        ),
      } as FormSchema,
    ];
  }
  // An entry of lists only (the menu, the lid colours) has no field to carry them: it gets one
  // that shows them and stores nothing.
  return Object.fromEntries(first >= 0 ? entries : [["saveSummary", summaryOnly], ...entries]) as S;
}

/** A field that holds no value: the summary and the "Saved" message of an entry of lists only. */
const summaryOnly: BasicFormField<null> = {
  kind: "form",
  label: "",
  Input: ({ forceValidation }) => (
    <VStack gap="large">
      <SaveSummary shown={forceValidation} />
      <SavedNotice />
    </VStack>
  ),
  defaultValue: () => null,
  parse: () => null,
  serialize: () => ({ value: undefined }),
  validate: () => null,
  reader: { parse: () => null },
};
