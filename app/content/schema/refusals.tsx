import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Heading } from "@keystar/ui/typography";
import type { ComponentType } from "react";
import { counted } from "./counted-field";
import { type PlacedProblem, useReport } from "./entry-problems";
import { useEntryValues } from "./entry-values";
import { type EntryWalk, type ListPlace, type Plan, entryWalk } from "./entry-walk";
import { inPlainWords, problemLines } from "./plain-words";
import { problemsOf, valueOfPreview } from "./problems";
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
 * report refuses what the save refused, and notes each answer of its check on the entry's walk
 * under `token` (entry-walk.ts), from which the summary lists a list item's problems.
 */
function reporting(field: FormSchema, at: Place, walk: EntryWalk, token: object): FormSchema {
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
  // The summary's lines: each refused piece of words its own, the field named once on each.
  const linesOf = (said: string, value: unknown) => problemLines(said, value, passes);
  const saidBy = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let lastArgs: Parameters<FormSchema["validate"]>[1];
  const validate: FormSchema["validate"] = (value, args) => {
    if (args) lastArgs = args;
    try {
      const valid = field.validate(value, args);
      walk.note(token);
      return valid;
    } catch (error) {
      // Read before the message is worded again, as the field's own report reads it.
      const said = saidBy(error);
      walk.note(token, () => linesOf(said, value));
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
      let problems: PlacedProblem[] = [];
      try {
        field.validate(props.value, lastArgs);
      } catch (error) {
        problems = linesOf(saidBy(error), props.value).map((message) => ({
          place: at.place,
          where: at.where,
          message,
        }));
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

/** What an entry's fields share as they are wrapped: its walk, and the turns of its lists' labels. */
interface Wrapping {
  walk: EntryWalk;
  turns: Map<string, number>;
}

/** A walk no summary reads: a field wrapped on its own. */
const unread = (): Wrapping => ({ walk: entryWalk(() => ({ kind: "silent" })), turns: new Map() });

export function withRefusals(
  schema: ComponentSchema,
  at: Place = { place: "", where: [], inList: true },
): ComponentSchema {
  return wrap(schema, at, unread())[0];
}

/** `schema` with visible refusals, and its plan: where its fields sit as the save walks them. */
function wrap(schema: ComponentSchema, at: Place, entry: Wrapping): [ComponentSchema, Plan] {
  switch (schema.kind) {
    case "form": {
      // A save's walk reports its own problems, only when a save runs its check (save-walk.tsx).
      if (isWalkMarker(schema)) return [schema, { kind: "silent" }];
      const token = {};
      const field = reporting(schema.formKind === "slug" ? counted(schema) : schema, at, entry.walk, token);
      return [field, { kind: "field", token, where: at.where }];
    }
    case "object": {
      const parts = Object.entries(schema.fields).map(
        ([key, field]) => [key, ...wrap(field, placeIn(at, key, field), entry)] as const,
      );
      return [
        { ...schema, fields: Object.fromEntries(parts.map(([key, field]) => [key, field])) },
        { kind: "group", parts: parts.map(([, , plan]) => plan) },
      ];
    }
    case "conditional": {
      // The choice of template is Keystatic's own field, checked first: it notes nothing.
      const values = Object.entries(schema.values).map(
        ([key, field]) => [key, ...wrap(field, at, entry)] as const,
      );
      return [
        {
          ...schema,
          values: Object.fromEntries(values.map(([key, field]) => [key, field])),
        } as ComponentSchema,
        { kind: "choice", values: values.map(([, , plan]) => plan) },
      ];
    }
    case "array": {
      let moveTo: ListPlace | undefined;
      if (!at.inList) {
        const nth = entry.turns.get(schema.label) ?? 0;
        entry.turns.set(schema.label, nth + 1);
        moveTo = { label: schema.label, nth };
      }
      const [element, plan] = wrap(schema.element, { ...at, inList: true }, entry);
      return [
        {
          ...schema,
          element,
          itemLabel: marked(schema.element, schema.itemLabel as never),
        } as ComponentSchema,
        // Read at each save: a post's Sources rule follows its body.
        { kind: "list", where: at.where, length: () => schema.validation?.length, element: plan, moveTo },
      ];
    }
    default:
      return [schema, { kind: "silent" }];
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
  const parts: Plan[] = [];
  const walk = entryWalk(() => ({ kind: "group", parts }));
  const wrapping: Wrapping = { walk, turns: new Map() };
  const entries = Object.entries(fields).map(([key, field]) => {
    const [wrapped, plan] = wrap(
      field,
      { place: key, where: [labelOf(field) || key], inList: false },
      wrapping,
    );
    parts.push(plan);
    return [key, wrapped] as const;
  });
  const first = entries.findIndex(([, field]) => field.kind === "form" && !isWalkMarker(field));
  const helpers = (shown: boolean) => (
    <>
      <SaveSummary shown={shown} walk={walk} />
      <SavedNotice walk={walk} />
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
  // that shows them and stores nothing. Its check opens the save's walk, so that the check of
  // one list item is never read as the whole entry's.
  const token = {};
  const summaryOnly: BasicFormField<null> = {
    kind: "form",
    label: "",
    Input: ({ forceValidation }) => <VStack gap="large">{helpers(forceValidation)}</VStack>,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: () => (walk.note(token), null),
    reader: { parse: () => null },
  };
  if (first < 0) parts.unshift({ kind: "field", token, where: [] });
  const entry = Object.fromEntries(first >= 0 ? entries : [["saveSummary", summaryOnly], ...entries]) as S;
  walks.set(entry, walk);
  return entry;
}

const walks = new WeakMap<object, EntryWalk>();

/** The walk of an entry's save that its summary reads, for an entry's fields as made above. */
export const walkOf = (entry: object) => walks.get(entry);
