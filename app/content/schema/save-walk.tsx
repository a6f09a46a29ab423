import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { FieldMessage } from "@keystar/ui/field";
import { VStack } from "@keystar/ui/layout";
import { useEffect, useSyncExternalStore } from "react";
import { type PlacedProblem, reportNow } from "./entry-problems";

/**
 * A rule on a whole entry, run when staff press Save, in either storage. Keystatic 0.6.9 hands
 * each field only its own value and has no check on an entry as a whole (decision 0010), but its
 * save checks every field of the entry, in the order of the entry's fields, depth first, in one
 * go, before it writes anything. So the entry gets two fields that store and draw nothing: one
 * first, that opens a walk, and one last, that closes it. The fields in between note their values
 * on the walk as the save checks them, and the last field's check applies the rule to what was
 * noted and refuses the save with the rule's problems. Outside a save (a field's check as staff
 * type, the build reading a file) no walk is open and nothing is noted; the build applies the same
 * rule across the files itself.
 *
 * The save's problems are reported to the entry's summary at once (not after drawing), so that the
 * "Saved" message, which looks when the save's own check has run, sees this save's answer.
 */
export interface WalkProblem {
  /** Where, in the labels staff see, such as "SERVICES dropdown, item 4, Page". */
  where: string[];
  message: string;
  /** The label of the list to move to from the summary, where the problem is in a list. */
  list?: string;
}

export interface SaveWalk<N> {
  /** The field that opens the walk: the entry's first. */
  start: BasicFormField<null>;
  /** The field that closes the walk and refuses the save with the rule's problems: the entry's last. */
  end: BasicFormField<null>;
  /**
   * `schema` whose form fields note `note(value)` on an open walk, before their own check runs;
   * fields under a key of `skip`, at any depth, note nothing.
   */
  noting<S extends ComponentSchema>(
    schema: S,
    note: (value: unknown) => N | undefined,
    skip?: ReadonlySet<string>,
  ): S;
}

/** The walk's two fields, told apart so that the summary's helpers leave them as they are. */
const markers = new WeakSet<object>();
export const isWalkMarker = (field: ComponentSchema) => markers.has(field);

/**
 * A walk of the entry's save, named `place` in the entry (its problems' place in the summary),
 * applying `rule` to the values noted in the order the save checked them.
 */
export function saveWalk<N>(place: string, rule: (noted: N[]) => WalkProblem[]): SaveWalk<N> {
  let noted: N[] | undefined;
  let problems: WalkProblem[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: WalkProblem[]) => {
    problems = next;
    reportNow(
      place,
      next.map(({ where, message, list }): PlacedProblem => ({
        place,
        where,
        message,
        ...(list && { list }),
      })),
    );
    for (const listener of listeners) listener();
  };
  const pseudo = (validate: () => null, Input: BasicFormField<null>["Input"]): BasicFormField<null> => {
    const field: BasicFormField<null> = {
      kind: "form",
      label: "",
      Input,
      defaultValue: () => null,
      parse: () => null,
      serialize: () => ({ value: undefined }),
      validate,
      reader: { parse: () => null },
    };
    markers.add(field);
    return field;
  };
  const start = pseudo(
    () => {
      noted = [];
      return null;
    },
    () => null,
  );
  const end = pseudo(
    () => {
      const walked = noted;
      noted = undefined;
      // Only a save's check opens a walk: a lone check of this field has nothing to judge.
      if (!walked) return null;
      publish(rule(walked));
      if (problems.length) throw new Error(problems.map(({ message }) => message).join("; "));
      return null;
    },
    function WalkProblems() {
      // A save of another entry, or of this one before it was opened again, is not this one's.
      useEffect(() => {
        publish([]);
        return () => publish([]);
      }, []);
      const shown = useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => problems,
        () => problems,
      );
      if (!shown.length) return null;
      return (
        <div data-field-place={place}>
          <VStack gap="regular">
            {shown.map(({ where, message }, index) => (
              <FieldMessage key={index}>
                {where.length ? `${where.join(", ")}: ${message}` : message}
              </FieldMessage>
            ))}
          </VStack>
        </div>
      );
    },
  );
  const noting = <S extends ComponentSchema>(
    schema: S,
    note: (value: unknown) => N | undefined,
    skip: ReadonlySet<string> = new Set(),
  ): S => {
    switch (schema.kind) {
      case "form": {
        const validate = schema.validate as (value: unknown, ...rest: unknown[]) => unknown;
        return {
          ...schema,
          validate(value: unknown, ...rest: unknown[]) {
            if (noted) {
              const said = note(value);
              if (said !== undefined) noted.push(said);
            }
            return validate(value, ...rest);
          },
        } as S;
      }
      case "object":
        return {
          ...schema,
          fields: Object.fromEntries(
            Object.entries(schema.fields).map(([key, field]) => [
              key,
              skip.has(key) ? field : noting(field, note, skip),
            ]),
          ),
        };
      case "array":
        return { ...schema, element: noting(schema.element, note, skip) };
      case "conditional":
        return {
          ...schema,
          discriminant: noting(schema.discriminant as ComponentSchema, note, skip),
          values: Object.fromEntries(
            Object.entries(schema.values).map(([key, field]) => [key, noting(field, note, skip)]),
          ),
        } as S;
      default:
        return schema;
    }
  };
  return { start, end, noting };
}
