import { type BasicFormField, collection, fields } from "@keystatic/core";
import {
  finderLimits as limits,
  postcodePattern,
  rangeProblem,
  sentencePattern,
  suburbPattern,
} from "../content/finder-limits";
import { binFamilies, binOutlines, finderFolders } from "../content/finder-shapes";
import { postcodeRange } from "./postcode-range-field";

/** A choice among the existing pages of the given folders, as the site's other page pickers make it. */
type PagePicker = (label: string, description: string, folders: string[]) => BasicFormField<string>;

const sentence = (label: string, description: string, max: number, isRequired: boolean) =>
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
        message: "Write full sentences: start with a capital letter and end with a full stop",
      },
    },
  });

const fileName = (label: string, description: string, max: number) =>
  fields.slug({
    name: { label, description, validation: { length: { min: 1, max } } },
    slug: { label: "File name", description: "Lower-case words joined by hyphens; staff only." },
  });

/**
 * The finder tools' tables as the editor shows them: one file per "what goes where" item, per
 * service area (its postcode ranges and suburbs) and per bin size. Every rule about one file is a
 * validation here, shown before a save; the build checks the same rules and the rules across files
 * (app/content/finder.ts).
 */
export function finderCollections(pagePicker: PagePicker) {
  return {
    wasteItems: collection({
      label: "What goes where",
      path: `${finderFolders.wasteItems}/*`,
      slugField: "name",
      format: { data: "yaml" },
      columns: ["path"],
      schema: {
        name: fileName(
          "Item",
          `What people call it, as the finder lists it, such as Aerosol cans (empty). Up to ${limits.itemNameMax} characters; each item once.`,
          limits.itemNameMax,
        ),
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
          "The finder links to this page and shows its name as the bin or service.",
          ["services", "waste", "materials", "hubs"],
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
    }),
    serviceAreas: collection({
      label: "Service areas",
      path: `${finderFolders.serviceAreas}/*`,
      slugField: "name",
      format: { data: "yaml" },
      columns: ["path"],
      schema: {
        name: fileName(
          "Area name",
          "As the area checker names it, such as Dandenong and south-east Melbourne.",
          limits.areaNameMax,
        ),
        path: pagePicker(
          "City page",
          "Where the area checker sends visitors whose postcode is in this area.",
          ["cities"],
        ),
        notes: fields.text({
          label: "Where the ranges come from",
          description: "For staff only, not shown on the site.",
          multiline: true,
          validation: { length: { max: limits.areaNotesMax } },
        }),
        ranges: fields.array(
          postcodeRange({
            label: "Postcodes",
            description: "Both ends included, such as 3000 to 3207.",
          }),
          {
            label: "Postcode ranges",
            description:
              "The metropolitan postcode blocks we collect in. A postcode at the fringe that is in no range gets a 'call us' answer rather than a wrong yes. A range may sit inside another area's range (Dandenong inside Melbourne): the narrower range answers.",
            validation: { length: { min: limits.rangesMin } },
            // The list shows a refused range's problem too: the save button alone does not say why.
            itemLabel: ({ value }) => {
              const problem = rangeProblem(value.from, value.to);
              return `${value.from} to ${value.to}${problem ? `: this range ${problem}` : ""}`;
            },
          },
        ),
        suburbs: fields.array(
          fields.object({
            name: fields.text({
              label: "Suburb",
              description: "As visitors type it; capitals do not matter.",
              validation: {
                isRequired: true,
                length: { min: limits.suburbMin, max: limits.suburbMax },
                pattern: { regex: suburbPattern, message: "Letters, spaces, hyphens and apostrophes only" },
              },
            }),
            postcode: fields.text({
              label: "Postcode",
              validation: {
                isRequired: true,
                pattern: { regex: postcodePattern, message: "Four digits, such as 3175" },
              },
            }),
          }),
          {
            label: "Suburbs people type instead of a postcode",
            description:
              "Each with one of its postcodes: in this area's ranges, or in none (nearby towns we do not reach, which get a 'call us' answer).",
            itemLabel: (props) => `${props.fields.name.value} (${props.fields.postcode.value})`,
          },
        ),
      },
    }),
    bins: collection({
      label: "Bin sizes",
      path: `${finderFolders.bins}/*`,
      slugField: "name",
      format: { data: "yaml" },
      columns: ["family", "litres"],
      schema: {
        name: fileName(
          "Bin",
          "As the bin size guide and the quote name it, such as 240 L wheelie bin. Its file name is the size's code in quote requests: keep it when renaming.",
          limits.binNameMax,
        ),
        family: fields.select({
          label: "Kind of bin",
          description: "The guide and the bin helper list bins by kind, then by size.",
          options: binFamilies.map(({ value, label }) => ({ value, label })),
          defaultValue: binFamilies[0].value,
        }),
        litres: fields.integer({
          label: "Capacity in litres",
          description: "For the bin helper's arithmetic; for a range of sizes, the largest.",
          validation: { isRequired: true, min: limits.litresMin, max: limits.litresMax },
        }),
        path: pagePicker("Service page", "The service page that offers it.", ["services"]),
        dimensions: binText("Dimensions", "Typical of Australian bins; they vary by maker."),
        everyday: binText("In everyday terms", "A rough comparison, such as kitchen tidy bags."),
        suits: binText("Suits", "Who or what it suits."),
        space: binText("Space it needs", "Where it stands and how the truck reaches it."),
        // A drawing has an outline and both sizes, or there is none: one field, checked as a whole.
        drawing: fields.conditional(
          fields.checkbox({
            label: "Drawn to scale",
            description:
              "Beside a person and a doorway. Untick for a bin whose size varies too much to draw.",
            defaultValue: true,
          }),
          {
            true: fields.object(
              {
                outline: fields.select({
                  label: "Outline",
                  description:
                    "Wheelie and front lift bins from the front (width), skips and hook lift bins from the side (length).",
                  options: binOutlines.map(({ value, label }) => ({ value, label })),
                  defaultValue: binOutlines[0].value,
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
        ),
      },
    }),
  };
}

function binText(label: string, description: string) {
  return fields.text({
    label,
    description: `${description} Up to ${limits.binTextMax} characters.`,
    multiline: true,
    validation: { isRequired: true, length: { max: limits.binTextMax } },
  });
}

function drawnSize(label: string) {
  return fields.integer({
    label,
    validation: { isRequired: true, min: limits.drawnMin, max: limits.drawnMax },
  });
}
