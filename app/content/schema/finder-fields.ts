import { fields } from "@keystatic/core";
import { sentencePattern } from "../finder-limits";
import { fileNameLocked } from "./locked";

/**
 * Fields the finder tools' tables share: a note written in full sentences, and an entry's name
 * that also makes its file name.
 */

export const sentence = (label: string, description: string, max: number, isRequired: boolean) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: {
      isRequired,
      length: { max },
      pattern: {
        // An optional note may be left empty.
        regex: isRequired ? sentencePattern : new RegExp(`^$|${sentencePattern.source}`),
        message:
          "Write full sentences: start with a capital letter and end with a full stop, such as Rinse it first.",
      },
    },
  });

/** A name with its own file name (a bin's code), set when the entry is made and fixed after. */
export const fileName = (label: string, description: string, max: number) =>
  fileNameLocked(
    fields.slug({
      name: { label, description, validation: { length: { min: 1, max } } },
      slug: { label: "File name", description: "Lower-case words joined by hyphens; staff only." },
    }),
  );
