import type { ComponentSchema, FormFieldInputProps } from "@keystatic/core";
import { type ComponentType, type ReactElement, useEffect, useSyncExternalStore } from "react";
import { type PlacedProblem, useReport } from "./entry-problems";

/**
 * Values of the entry open in the editor that another field's check needs: Keystatic 0.6.9 hands
 * a field only its own value (decision 0010), so a field whose rule reads a second field (a
 * finder item's words and the page that takes it) has that field say its value here, from the
 * value the editor hands its component. One entry is open at a time, and a value goes when its
 * field leaves the page; outside a browser (the build) nothing is here, and the build checks the
 * same rule across files.
 */
const values = new Map<string, unknown>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

/** The value a field of the open entry said under `key`, if that field is on the page. */
export const entryValue = (key: string): unknown => values.get(key);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Draws the component again whenever a field of the open entry says a new value. */
export const useEntryValues = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );

/** A field that says its value under `key` while it is on the page, unchanged otherwise. */
export function sayingValue<V, F extends { Input(props: FormFieldInputProps<V>): ReactElement | null }>(
  key: string,
  field: F,
): F {
  const Inner = field.Input;
  return {
    ...field,
    Input(props: FormFieldInputProps<V>) {
      const { value } = props;
      useEffect(() => {
        if (Object.is(values.get(key), value)) return;
        values.set(key, value);
        changed();
      });
      useEffect(
        () => () => {
          if (values.delete(key)) changed();
        },
        [],
      );
      return <Inner {...props} />;
    },
  };
}

type FormSchema = Extract<ComponentSchema, { kind: "form" }>;

/**
 * A field whose check reads other fields' values (through `entryValue`): drawn again whenever
 * one of them says a new value, with its report to the entry's summary (entry-problems.ts)
 * renewed then. The editor draws a field again only when its own value changes, so without this
 * the summary would keep what the field's check said before the other field changed. `place` is
 * the field's place in the entry (its key), where its own report already goes: this renews it.
 */
export function readingEntryValues<F extends FormSchema>(place: string, field: F): F {
  let lastArgs: unknown;
  const check = field.validate as (value: unknown, args: unknown) => unknown;
  const validate = (value: unknown, args: unknown) => {
    // What the editor passes at Save (the collection's other file names), kept for the report.
    if (args) lastArgs = args;
    return check(value, args);
  };
  const Inner = field.Input as ComponentType<FormFieldInputProps<unknown>>;
  // Where the summary says the field is: its label, as for every field's own report.
  const label = "label" in field && typeof field.label === "string" && field.label ? field.label : place;
  return {
    ...field,
    validate,
    Input(props: FormFieldInputProps<unknown>) {
      useEntryValues();
      let problems: PlacedProblem[] = [];
      try {
        validate(props.value, lastArgs);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems = [{ place, where: [label], message }];
      }
      useReport(place, problems);
      return <Inner {...props} />;
    },
  } as F;
}
