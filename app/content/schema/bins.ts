import { collection, fields } from "@keystatic/core";
import { finderLimits as limits } from "../finder-limits";
import { binHelperProblems } from "../bin-limits";
import { type Bin, binFamilies, binOutlines, finderFolders } from "../finder-shapes";
import { yamlFilesIn } from "../yaml";
import { choice } from "./choice-field";
import { fileName } from "./finder-fields";
import type { Pickers } from "./page-picker";
import { NEW_PAGE, openEntryIn } from "./page-fields";
import { saveWalk } from "./save-walk";

/** A bin size as the rules across bins read it: its file, name, kind and capacity. */
export interface KnownBin extends Pick<Bin, "name" | "family" | "litres"> {
  file: string;
}

/** The bin sizes in `files`: those the editor's code is built with, which a bin is checked against. */
export function binsIn(files: readonly { file: string; text: string }[]): KnownBin[] {
  return yamlFilesIn(files, finderFolders.bins).flatMap(({ file, data }) => {
    const bin = data as Partial<KnownBin> | null | undefined;
    return bin?.name && bin.family
      ? [{ file, name: bin.name, family: bin.family, litres: Number(bin.litres) }]
      : [];
  });
}

/** The file of the bin open in the editor, a new one's stand-in, or nothing outside its screen. */
const openBin = () => {
  const open = openEntryIn("bins", finderFolders.bins)();
  return open === NEW_PAGE ? "(this new bin)" : open;
};

type Noted =
  { key: "name"; value: string } | { key: "family"; value: string } | { key: "litres"; value: number };

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
 * helper has every kind it needs and each bin its own name (app/content/finder.ts), and the Save
 * checks the bin open against the others.
 */
export const bins = ({ pagePicker }: Pickers, known: readonly KnownBin[] = []) => {
  // At Save, the bin as staff have it against the others the editor was built with: one bin per
  // name, and the bin helper keeps every kind it needs (the build checks all the bins itself).
  const walk = saveWalk<Noted>("bins", (noted) => {
    const open = openBin();
    if (!open) return [];
    const others = known.filter((bin) => bin.file !== open);
    const bin = { name: "", family: "", litres: 0 };
    for (const note of noted) Object.assign(bin, { [note.key]: note.value });
    const same = others.find((other) => other.name.trim().toLowerCase() === bin.name.trim().toLowerCase());
    // What the bins lacked before this change is not this save's to answer for.
    const before = new Set(binHelperProblems(known));
    const helper = binHelperProblems([...others, bin as KnownBin])
      .filter((problem) => !before.has(problem))
      .map((problem) => ({ where: [], message: problem.replace(/^[^:]+: /, "") }));
    return [
      ...(same && bin.name
        ? [{ where: ["Bin"], message: `“${same.name}” is another bin's name: give this one its own` }]
        : []),
      ...helper,
    ];
  });
  return collection({
    label: "Bin sizes",
    path: `${finderFolders.bins}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "litres"],
    schema: {
      binSaveStarts: walk.start,
      name: walk.noting(
        fileName(
          "Bin",
          "As the bin size guide and the quote name it, such as 240 L wheelie bin. Its file name is the size's code in quote requests: keep it when renaming.",
          limits.binNameMax,
        ),
        (value): Noted | undefined =>
          value && typeof value === "object" && "name" in value
            ? { key: "name", value: String(value.name) }
            : undefined,
      ),
      family: walk.noting(
        choice({
          label: "Kind of bin",
          description: "The guide and the bin helper list bins by kind, then by size.",
          options: binFamilies.map(({ value, label }) => ({ value, label })),
        }),
        (value): Noted | undefined => (typeof value === "string" ? { key: "family", value } : undefined),
      ),
      litres: walk.noting(
        fields.integer({
          label: "Capacity in litres",
          description: "For the bin helper's arithmetic; for a range of sizes, the largest.",
          validation: { isRequired: true, min: limits.litresMin, max: limits.litresMax },
        }),
        (value): Noted | undefined => (typeof value === "number" ? { key: "litres", value } : undefined),
      ),
      path: pagePicker("Service page", ["services"], undefined, "The service page that offers it."),
      dimensions: binText("Dimensions", "Typical of Australian bins; they vary by maker."),
      everyday: binText("In everyday terms", "A rough comparison, such as kitchen tidy bags."),
      suits: binText("Suits", "Who or what it suits."),
      space: binText("Space it needs", "Where it stands and how the truck reaches it."),
      drawing: drawing(),
      binSaveEnds: walk.end,
    },
  });
};
