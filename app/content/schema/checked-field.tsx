import type { ComponentSchema } from "@keystatic/core";
import { FieldMessage } from "@keystar/ui/field";
import { VStack } from "@keystar/ui/layout";
import type { ComponentType } from "react";

interface Checkable {
  validate: (value: never, args?: never) => unknown;
  reader: { parse: (value: never, ...rest: never[]) => unknown };
  Input?: unknown;
}

/**
 * A field with one more check on the value its own check passed: `problem` says what is wrong
 * with it, or nothing. The editor's save runs it as the field's validate, and the build's reading
 * (the field's `reader.parse`) too. Under the field, the editor says it as staff type, in the
 * field's own message style: Keystatic's input shows only the messages of its own rules.
 */
export function withCheck<F extends Checkable>(
  field: F,
  problem: (value: ReturnType<F["validate"]>) => string | undefined,
): F {
  const refuse = <T,>(value: T) => {
    const wrong = problem(value as ReturnType<F["validate"]>);
    if (wrong) throw new Error(wrong);
    return value;
  };
  const said = (value: unknown) => {
    try {
      return problem(value as ReturnType<F["validate"]>);
    } catch {
      // A value the field's own rules refuse is for its own message, not this one.
      return undefined;
    }
  };
  const Inner = field.Input as ComponentType<{ value: unknown }> | undefined;
  return {
    ...field,
    validate: (value: never, args?: never) => refuse(field.validate(value, args)),
    reader: {
      ...field.reader,
      parse: (value: never, ...rest: never[]) => refuse(field.reader.parse(value, ...rest)),
    },
    ...(Inner && {
      Input(props: { value: unknown }) {
        const wrong = said(props.value);
        return (
          <VStack gap="regular">
            <Inner {...props} />
            {wrong && <FieldMessage>{wrong}</FieldMessage>}
          </VStack>
        );
      },
    }),
  };
}

type FormSchema = Extract<ComponentSchema, { kind: "form" }>;

/**
 * `fields` with `problem` added (withCheck) to every field that holds words: each field at any
 * depth of objects, lists and templates, except those under a key of `skip` and the files of a
 * post's body and pictures.
 */
export function withWordsChecked<S extends Record<string, ComponentSchema>>(
  fields: S,
  skip: ReadonlySet<string>,
  problem: (value: unknown) => string | undefined,
): S {
  const walk = (schema: ComponentSchema): ComponentSchema => {
    switch (schema.kind) {
      case "form":
        return schema.formKind === "content" || schema.formKind === "asset" || schema.formKind === "assets"
          ? schema
          : withCheck(schema as FormSchema & Checkable, problem);
      case "object":
        return { ...schema, fields: each(schema.fields) };
      case "array":
        return { ...schema, element: walk(schema.element) } as ComponentSchema;
      case "conditional":
        return {
          ...schema,
          values: Object.fromEntries(Object.entries(schema.values).map(([key, value]) => [key, walk(value)])),
        } as ComponentSchema;
      default:
        return schema;
    }
  };
  const each = (group: Record<string, ComponentSchema>) =>
    Object.fromEntries(
      Object.entries(group).map(([key, field]) => [key, skip.has(key) ? field : walk(field)]),
    );
  return each(fields) as S;
}
