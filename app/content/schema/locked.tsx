import type { fields } from "@keystatic/core";
import { VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import { type ComponentType, useState } from "react";
import { messageOf } from "./problems";

/**
 * File names and addresses are set once, when an entry is made, and shown locked after: renaming
 * a file or moving an address breaks every link to it, so it is a change for the web team
 * (docs/editing.md, "Moving a page"), not a box staff can change by accident.
 */
export const movingNote = "Set when this was made. To move it, ask the web team: links to it must move too.";

type Slug = ReturnType<typeof fields.slug>;
type SlugProps = Parameters<Slug["Input"]>[0];

/** A name with its file name: the name stays editable, the file name is shown but fixed. */
export function fileNameLocked(field: Slug, fileLabel = "File name"): Slug {
  const Inner = field.Input as ComponentType<SlugProps>;
  return {
    ...field,
    Input(props: SlugProps) {
      // An entry being made starts with no file name; one that exists keeps its own.
      const [existing] = useState(props.value.slug !== "");
      const [blurred, setBlurred] = useState(false);
      if (!existing) return <Inner {...props} />;
      return (
        <VStack gap="regular">
          <TextField
            label={field.label}
            value={props.value.name}
            onChange={(name) => props.onChange({ name, slug: props.value.slug })}
            onBlur={() => setBlurred(true)}
            errorMessage={props.forceValidation || blurred ? problemOf(field, props.value) : undefined}
            isRequired
          />
          <Text
            size="small"
            color="neutralSecondary"
          >{`${fileLabel}: ${props.value.slug}. ${movingNote}`}</Text>
        </VStack>
      );
    },
  };
}

const problemOf = (field: Slug, value: { name: string; slug: string }) => {
  try {
    field.validate(value, undefined);
    return undefined;
  } catch (error) {
    return messageOf(error);
  }
};
