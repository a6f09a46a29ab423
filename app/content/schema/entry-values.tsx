import type { FormFieldInputProps } from "@keystatic/core";
import { type ReactElement, useEffect, useSyncExternalStore } from "react";

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

/**
 * Draws the component again whenever a field of the open entry says a new value: every field's
 * report to the summary (refusals.tsx) does, since Keystatic draws a field again only for its
 * own value.
 */
export const useEntryValues = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );

/**
 * Says a value while the editor draws (a list's item label, which is handed the whole item): it
 * can be read at once, and the fields are drawn again after the drawing, since no component may
 * be changed while another draws. It stays until it is said again: a list's label has no moment
 * at which its item leaves the page.
 */
export function sayWhileDrawing(key: string, value: unknown) {
  if (JSON.stringify(values.get(key)) === JSON.stringify(value)) return;
  values.set(key, value);
  queueMicrotask(changed);
}

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
