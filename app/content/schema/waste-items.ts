import { collection, fields } from "@keystatic/core";
import { finderLimits as limits } from "../finder-limits";
import { finderFolders } from "../finder-shapes";
import type { WordedItem } from "../finder-words";
import { answerKeys, openItemClashes } from "./finder-answers";
import { sentence } from "./finder-fields";
import { sayingValue } from "./entry-values";
import { nameAsFileName } from "./name-file-field";
import { otherNames } from "./other-names-field";
import type { Pickers } from "./page-picker";

/**
 * "What goes where": one file per item, with the names people search for, the page that takes
 * it and how to prepare it. Every rule about one file is a validation here, shown before a save;
 * the build checks the same rules and the rules across files (app/content/finder.ts). One rule
 * across files is checked here too, on the item open in the editor against `items` (the others
 * when the editor's code was built): a name or other name another item has with another answer.
 */
export const wasteItems = ({ pagePicker }: Pickers, items: readonly WordedItem[] = []) =>
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
        clash: (name) => openItemClashes(items, { name }).find(({ field }) => field === "name")?.message,
      }),
      aliases: otherNames({
        label: "Other names people search for",
        description: "Such as spray cans.",
        max: limits.aliasesMax,
        nameMax: limits.aliasMax,
        clashes: (aliases) => {
          const found = openItemClashes(items, { aliases });
          return aliases.map((_, index) => found.find(({ field }) => field === `aliases.${index}`)?.message);
        },
      }),
      path: sayingValue(
        answerKeys.path,
        pagePicker(
          "Service or stream that takes it",
          ["services", "waste", "materials", "hubs"],
          undefined,
          "The finder links to this page and shows its name as the bin or service.",
        ),
      ),
      prepare: sentence(
        "How to prepare it",
        `Up to ${limits.prepareMax} characters.`,
        limits.prepareMax,
        true,
      ),
      // One field, so that "we do not collect it" and "who does" are checked together as staff type.
      collected: fields.conditional(
        sayingValue(
          answerKeys.collected,
          fields.checkbox({
            label: "We collect it",
            description:
              "Untick for something we do not collect at all: the finder then shows the note first and the page as related.",
            defaultValue: true,
          }),
        ),
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
