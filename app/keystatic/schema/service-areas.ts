import { collection, fields } from "@keystatic/core";
import {
  finderLimits as limits,
  postcodePattern,
  rangeProblem,
  suburbPattern,
} from "../../content/finder-limits";
import { finderFolders } from "../../content/finder-shapes";
import { fileName } from "./finder-fields";
import type { Pickers } from "./page-picker";
import { postcodeRange } from "./postcode-range-field";

const suburb = () =>
  fields.object({
    name: fields.text({
      label: "Suburb",
      description: "As visitors type it; capitals do not matter.",
      validation: {
        isRequired: true,
        length: { min: limits.suburbMin, max: limits.suburbMax },
        pattern: {
          regex: suburbPattern,
          message: "Letters, spaces, hyphens and apostrophes only, such as O'Connor",
        },
      },
    }),
    postcode: fields.text({
      label: "Postcode",
      validation: {
        isRequired: true,
        pattern: { regex: postcodePattern, message: "Four digits, such as 3175" },
      },
    }),
  });

/**
 * The area checker's table: one file per service area, with its postcode ranges, the suburbs
 * people type instead of a postcode, and the city page it sends visitors to. The build checks
 * the ranges and suburbs across areas (app/content/finder.ts).
 */
export const serviceAreas = ({ pagePicker }: Pickers) =>
  collection({
    label: "Service areas",
    path: `${finderFolders.serviceAreas}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "path"],
    schema: {
      name: fileName(
        "Area name",
        "As the area checker names it, such as Dandenong and south-east Melbourne.",
        limits.areaNameMax,
      ),
      path: pagePicker(
        "City page",
        ["cities"],
        undefined,
        "Where the area checker sends visitors whose postcode is in this area.",
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
      suburbs: fields.array(suburb(), {
        label: "Suburbs people type instead of a postcode",
        description:
          "Each with one of its postcodes: in this area's ranges, or in none (nearby towns we do not reach, which get a 'call us' answer).",
        itemLabel: (props) => `${props.fields.name.value} (${props.fields.postcode.value})`,
      }),
    },
  });
