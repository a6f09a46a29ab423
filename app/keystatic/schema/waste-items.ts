import { collection, fields } from "@keystatic/core";
import { finderLimits as limits } from "../../content/finder-limits";
import { finderFolders } from "../../content/finder-shapes";
import { sentence } from "./finder-fields";
import { nameAsFileName } from "./name-file-field";
import type { Pickers } from "./page-picker";

/**
 * "What goes where": one file per item, with the names people search for, the page that takes
 * it and how to prepare it. Every rule about one file is a validation here, shown before a save;
 * the build checks the same rules and the rules across files (app/content/finder.ts).
 */
export const wasteItems = ({ pagePicker }: Pickers) =>
  collection({
    label: "What goes where",
    path: `${finderFolders.wasteItems}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "path"],
    schema: {
      name: nameAsFileName({
        label: "Item",
        description:
          "What people call it, as the finder lists it, such as Aerosol cans (empty). Each item once.",
        max: limits.itemNameMax,
        kind: "What goes where",
      }),
      aliases: fields.array(
        fields.text({
          label: "Other name",
          validation: { isRequired: true, length: { max: limits.aliasMax } },
        }),
        {
          label: "Other names people search for",
          description: `Up to ${limits.aliasesMax}, such as spray cans.`,
          validation: { length: { max: limits.aliasesMax } },
          itemLabel: (props) => props.value,
        },
      ),
      path: pagePicker(
        "Service or stream that takes it",
        ["services", "waste", "materials", "hubs"],
        undefined,
        "The finder links to this page and shows its name as the bin or service.",
      ),
      prepare: sentence(
        "How to prepare it",
        `Up to ${limits.prepareMax} characters.`,
        limits.prepareMax,
        true,
      ),
      // One field, so that "we do not collect it" and "who does" are checked together as staff type.
      collected: fields.conditional(
        fields.checkbox({
          label: "We collect it",
          description:
            "Untick for something we do not collect at all: the finder then shows the note first and the page as related.",
          defaultValue: true,
        }),
        {
          true: sentence(
            "Note",
            `Optional, up to ${limits.noteMax} characters: where we take it only in part, who takes the rest.`,
            limits.noteMax,
            false,
          ),
          false: sentence(
            "Who takes it instead",
            `Up to ${limits.noteMax} characters: since we do not collect it, where it can go.`,
            limits.noteMax,
            true,
          ),
        },
      ),
    },
  });
