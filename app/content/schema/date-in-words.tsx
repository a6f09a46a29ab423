import type { fields } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import type { ComponentType } from "react";
import { formatDate } from "../../lib/format";

/**
 * A date field that says under it, in words, the day it holds as the site writes it ("21 November
 * 2026"): the date box follows the browser's language, which may put the month first, and Keystatic
 * 0.6.9 takes no language of its own for it (its list of interface languages has no en-AU).
 */
export function dateInWords<F extends ReturnType<typeof fields.date>>(field: F): F {
  const Inner = field.Input as ComponentType<{ value: string | null }>;
  return {
    ...field,
    Input(props: { value: string | null }) {
      let words = "";
      try {
        words = props.value ? formatDate(props.value) : "";
      } catch {
        words = "";
      }
      return (
        <VStack gap="regular">
          <Inner {...props} />
          {words && <Text size="small">Reads on the site: {words}</Text>}
        </VStack>
      );
    },
  } as F;
}
