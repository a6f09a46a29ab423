import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Heading, Text } from "@keystar/ui/typography";
import type { ComponentType } from "react";
import { countWords } from "../../content/limits";
import { type ListRule, type PlacedProblem, useReport } from "./entry-problems";
import { useEntryValues } from "./entry-values";
import { inPlainWords, problemLines } from "./plain-words";
import { messageOf, problemsOf, valueOfPreview } from "./problems";
import { SaveSummary } from "./save-summary";
import { isWalkMarker } from "./save-walk";
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
      rules.add(messageOf(error));
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

/** Where a field sits in its entry: its key path, the labels staff see, and whether it is inside a list item. */
export interface Place {
  place: string;
  where: string[];
  inList: boolean;
}

/**
 * A field whose message reads in staff's words (plain-words.ts), for the editor and the build
 * alike, and which reports its problems to the entry's summary while it is on the page, drawn
 * again when another field it may read says a new value. It keeps
 * what the editor last passed its check at Save (the collection's other file names), so that its
 * report refuses what the save refused.
 */
function reporting(field: FormSchema, at: Place): FormSchema {
  const passes = (text: string) => {
    try {
      field.validate(text, undefined);
      return true;
    } catch {
      return false;
    }
  };
  // The same error (Keystatic tells its own kind of error apart), worded when read: the build
  // checks thousands of values and reads the message of few.
  const reworded = (error: unknown, value: unknown) => {
    if (!(error instanceof Error)) return error;
    const said = error.message;
    let worded: string | undefined;
    return Object.defineProperty(error, "message", {
      get: () => (worded ??= inPlainWords(said, value, passes)),
      configurable: true,
    });
  };
  let lastArgs: Parameters<FormSchema["validate"]>[1];
  const validate: FormSchema["validate"] = (value, args) => {
    if (args) lastArgs = args;
    try {
      return field.validate(value, args);
    } catch (error) {
      throw reworded(error, value);
    }
  };
  const reader = field.reader as { parse?: (value: never) => unknown };
  const Inner = field.Input as ComponentType<InputProps>;
  return {
    ...field,
    validate,
    ...(reader.parse && {
      reader: {
        ...field.reader,
        parse: (value: never) => {
          try {
            return reader.parse!(value);
          } catch (error) {
            throw reworded(error, value);
          }
        },
      },
    }),
    Input(props: InputProps) {
      // A check may read another field of the entry (entry-values.tsx): the report is renewed
      // when one of those says a new value, not only when this field's own value changes.
      useEntryValues();
      // The summary's lines: each refused piece of words its own, the field named once on each.
      let problems: PlacedProblem[] = [];
      try {
        field.validate(props.value, lastArgs);
      } catch (error) {
        problems = (
          error instanceof Error ? problemLines(error.message, props.value, passes) : [String(error)]
        ).map((message) => ({ place: at.place, where: at.where, message }));
      }
      useReport(at.place, at.inList ? [] : problems);
      return (
        <div data-field-place={at.place}>
          <Inner {...props} />
        </div>
      );
    },
  } as FormSchema;
}

const labelOf = (schema: ComponentSchema) =>
  "label" in schema && typeof schema.label === "string" ? schema.label : "";

/**
 * Where the field under `key` of a group at `at` sits. A field labelled as its group ("Who it
 * suits" in "Who it suits") is named once.
 */
export function placeIn(at: Place, key: string, field: ComponentSchema): Place {
  const label = labelOf(field);
  const where = label && label !== at.where.at(-1) ? [...at.where, label] : at.where;
  return { place: at.place ? `${at.place}.${key}` : key, where, inList: at.inList };
}

export function withRefusals(
  schema: ComponentSchema,
  at: Place = { place: "", where: [], inList: true },
  lists: ListRule[] = [],
): ComponentSchema {
  const inner = (key: string, field: ComponentSchema) => withRefusals(field, placeIn(at, key, field), lists);
  switch (schema.kind) {
    case "form":
      // A save's walk reports its own problems, only when a save runs its check (save-walk.tsx).
      if (isWalkMarker(schema)) return schema;
      return reporting(schema.formKind === "slug" ? counted(schema) : schema, at);
    case "object":
      return {
        ...schema,
        fields: Object.fromEntries(Object.entries(schema.fields).map(([k, f]) => [k, inner(k, f)])),
      };
    case "conditional":
      return {
        ...schema,
        values: Object.fromEntries(
          Object.entries(schema.values).map(([k, f]) => [k, withRefusals(f, at, lists)]),
        ),
      } as ComponentSchema;
    case "array": {
      if (!at.inList) {
        lists.push({ label: schema.label, where: at.where, length: schema.validation?.length });
      }
      return {
        ...schema,
        element: withRefusals(schema.element, { ...at, inList: true }, lists),
        itemLabel: marked(schema.element, schema.itemLabel as never),
      } as ComponentSchema;
    }
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
  const lists: ListRule[] = [];
  const entries = Object.entries(fields).map(
    ([key, field]) =>
      [
        key,
        withRefusals(field, { place: key, where: [labelOf(field) || key], inList: false }, lists),
      ] as const,
  );
  const first = entries.findIndex(([, field]) => field.kind === "form" && !isWalkMarker(field));
  const helpers = (shown: boolean) => (
    <>
      <SaveSummary shown={shown} lists={lists} />
      <SavedNotice lists={lists} />
    </>
  );
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
            {helpers(props.forceValidation)}
            <Inner {...props} />
          </VStack>
        ),
      } as FormSchema,
    ];
  }
  // An entry of lists only (the menu, the lid colours) has no field to carry them: it gets one
  // that shows them and stores nothing.
  const summaryOnly: BasicFormField<null> = {
    kind: "form",
    label: "",
    Input: ({ forceValidation }) => <VStack gap="large">{helpers(forceValidation)}</VStack>,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: () => null,
    reader: { parse: () => null },
  };
  return Object.fromEntries(first >= 0 ? entries : [["saveSummary", summaryOnly], ...entries]) as S;
}
