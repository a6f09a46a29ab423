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
