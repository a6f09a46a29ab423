import { collection, fields } from "@keystatic/core";
import { finderLimits as limits } from "../../content/finder-limits";
import { binFamilies, binOutlines, finderFolders } from "../../content/finder-shapes";
import { choice } from "./choice-field";
import { fileName } from "./finder-fields";
import type { Pickers } from "./page-picker";

const binText = (label: string, description: string) =>
  fields.text({
    label,
    description: `${description} Up to ${limits.binTextMax} characters.`,
    multiline: true,
    validation: { isRequired: true, length: { max: limits.binTextMax } },
  });

const drawnSize = (label: string) =>
  fields.integer({
    label,
    validation: { isRequired: true, min: limits.drawnMin, max: limits.drawnMax },
  });

// A drawing has an outline and both sizes, or there is none: one field, checked as a whole.
const drawing = () =>
  fields.conditional(
    fields.checkbox({
      label: "Drawn to scale",
      description: "Beside a person and a doorway. Untick for a bin whose size varies too much to draw.",
      defaultValue: true,
    }),
    {
      true: fields.object(
        {
          outline: choice({
            label: "Outline",
            description:
              "Wheelie and front lift bins from the front (width), skips and hook lift bins from the side (length).",
            options: binOutlines.map(({ value, label }) => ({ value, label })),
          }),
          width: drawnSize("Width drawn (cm)"),
          height: drawnSize("Height drawn (cm)"),
          note: fields.text({
            label: "What the drawing shows",
            description: "For a range of sizes, such as Drawn: the largest skip, about 4 m long.",
            validation: { length: { max: limits.binTextMax } },
          }),
        },
        { label: "Drawing" },
      ),
      false: fields.empty(),
    },
  );

/**
 * The bin size guide's and the bin helper's table: one file per bin size, with its kind,
 * capacity, the words the guide shows and its drawing to scale. The build checks that the bin
 * helper has every kind it needs (app/content/finder.ts).
 */
export const bins = ({ pagePicker }: Pickers) =>
  collection({
    label: "Bin sizes",
    path: `${finderFolders.bins}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "litres"],
    schema: {
      name: fileName(
        "Bin",
        "As the bin size guide and the quote name it, such as 240 L wheelie bin. Its file name is the size's code in quote requests: keep it when renaming.",
        limits.binNameMax,
      ),
      family: choice({
        label: "Kind of bin",
        description: "The guide and the bin helper list bins by kind, then by size.",
        options: binFamilies.map(({ value, label }) => ({ value, label })),
      }),
      litres: fields.integer({
        label: "Capacity in litres",
        description: "For the bin helper's arithmetic; for a range of sizes, the largest.",
        validation: { isRequired: true, min: limits.litresMin, max: limits.litresMax },
      }),
      path: pagePicker("Service page", ["services"], undefined, "The service page that offers it."),
      dimensions: binText("Dimensions", "Typical of Australian bins; they vary by maker."),
      everyday: binText("In everyday terms", "A rough comparison, such as kitchen tidy bags."),
      suits: binText("Suits", "Who or what it suits."),
      space: binText("Space it needs", "Where it stands and how the truck reaches it."),
      drawing: drawing(),
    },
  });
