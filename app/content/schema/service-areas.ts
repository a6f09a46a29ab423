import { collection, fields } from "@keystatic/core";
import {
  finderLimits as limits,
  postcodePattern,
  rangeProblem,
  suburbPattern,
} from "../finder-limits";
import { areaProblems } from "../area-limits";
import { type ServiceArea, finderFolders } from "../finder-shapes";
import { problemParts } from "../problem-shapes";
import { yamlFilesIn } from "../yaml";
import { fieldLabel } from "./field-label";
import { fileName } from "./finder-fields";
import type { Pickers } from "./page-picker";
import { type PostcodeRange, postcodeRange } from "./postcode-range-field";
import { NEW_PAGE, openEntryIn } from "./page-fields";
import { saveWalk } from "./save-walk";

/** A service area as the rules across areas read it, with its file and name. */
export interface KnownArea {
  file: string;
  name: string;
  area: Pick<ServiceArea, "ranges" | "suburbs">;
}

/** The service areas in `files`: those the editor's code is built with, which an area is checked against. */
export function areasIn(files: readonly { file: string; text: string }[]): KnownArea[] {
  return yamlFilesIn(files, finderFolders.serviceAreas).map(({ file, data }) => {
    const area = data as
      | {
          name?: string;
          ranges?: { from: unknown; to: unknown }[];
          suburbs?: { name: string; postcode: unknown }[];
        }
      | null
      | undefined;
    return {
      file,
      name: String(area?.name ?? file),
      area: {
        ranges: (area?.ranges ?? []).map(({ from, to }) => [Number(from), Number(to)] as [number, number]),
        suburbs: (area?.suburbs ?? []).map(({ name, postcode }) => ({ name, postcode: String(postcode) })),
      },
    };
  });
}

const NEW_AREA = "(this new area)";

/** The file of the area open in the editor, a new one's stand-in, or nothing outside its screen. */
const openArea = () => {
  const open = openEntryIn("serviceAreas", finderFolders.serviceAreas)();
  return open === NEW_PAGE ? NEW_AREA : open;
};
const RANGES = "Postcode ranges";
const SUBURBS = "Suburbs people type instead of a postcode";

type Noted =
  | { key: "range"; value: PostcodeRange }
  | { key: "suburb"; value: string }
  | { key: "postcode"; value: string };

/** A suburb with its postcode, each noted on the save's walk of its area. */
const suburb = (walk: ReturnType<typeof saveWalk<Noted>>) =>
  fields.object({
    name: walk.noting(
      fields.text({
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
      (value) => (typeof value === "string" ? { key: "suburb" as const, value } : undefined),
    ),
    postcode: walk.noting(
      fields.text({
        label: "Postcode",
        validation: {
          isRequired: true,
          pattern: { regex: postcodePattern, message: "Four digits, such as 3175" },
        },
      }),
      (value) => (typeof value === "string" ? { key: "postcode" as const, value } : undefined),
    ),
  });

/**
 * The area checker's table: one file per service area, with its postcode ranges, the suburbs
 * people type instead of a postcode, and the city page it sends visitors to. The build checks
 * the ranges and suburbs across areas (app/content/finder.ts).
 */
export const serviceAreas = ({ pagePicker }: Pickers, known: readonly KnownArea[] = []) => {
  let placeOf = (field: string) => field;
  // At Save, the area as staff have it against the others the editor was built with: the
  // problems it brings (the build checks every area against every other itself).
  const walk = saveWalk<Noted>("serviceAreas", (noted) => {
    const open = openArea();
    if (!open) return [];
    const area: KnownArea["area"] = { ranges: [], suburbs: [] };
    for (const note of noted)
      if (note.key === "range") area.ranges.push([Number(note.value.from), Number(note.value.to)]);
      else if (note.key === "suburb") area.suburbs.push({ name: note.value, postcode: "" });
      else if (area.suburbs.length) area.suburbs.at(-1)!.postcode = note.value;
    const others = known.filter((other) => other.file !== open);
    const before = new Set(areaProblems(others));
    const nameOf = new Map(others.map((other) => [other.file, `“${other.name}”`]));
    const inWords = (text: string) =>
      text.replace(
        /(content\/[\w/-]+\.yaml|\(this new area\))(?: field "([^"]+)")?/g,
        (_, file: string, field?: string) =>
          file === open
            ? field
              ? `this area's ${placeOf(field)}`
              : "this area"
            : `${nameOf.get(file) ?? file}${field ? `'s ${placeOf(field)}` : ""}`,
      );
    return areaProblems([...others, { file: open, area }])
      .filter((problem) => !before.has(problem))
      .map((problem) => {
        const { file, field, message } = problemParts(problem);
        const list = field?.startsWith("ranges") ? RANGES : SUBURBS;
        return file === open && field
          ? { where: [placeOf(field)], message: inWords(message), list }
          : { where: [], message: inWords(problem), list };
      });
  });
  const ranges = fields.array(
    walk.noting(
      postcodeRange({
        label: "Postcodes",
        description: "Both ends included, such as 3000 to 3207.",
      }),
      // A range its own field refuses (an end left empty) is that field's to say, not an overlap.
      (value) => {
        const range = value as PostcodeRange;
        return rangeProblem(range.from, range.to) ? undefined : { key: "range", value: range };
      },
    ),
    {
      label: RANGES,
      description:
        "The metropolitan postcode blocks we collect in. A postcode at the fringe that is in no range gets a 'call us' answer rather than a wrong yes. A range may sit inside another area's range (Dandenong inside Melbourne): the narrower range answers.",
      validation: { length: { min: limits.rangesMin } },
      // The list shows a refused range's problem too: the save button alone does not say why.
      itemLabel: ({ value }) => {
        const problem = rangeProblem(value.from, value.to);
        return `${value.from} to ${value.to}${problem ? `: this range ${problem}` : ""}`;
      },
    },
  );
  const suburbs = fields.array(suburb(walk), {
    label: SUBURBS,
    description:
      "Each with one of its postcodes: in this area's ranges, or in none (nearby towns we do not reach, which get a 'call us' answer).",
    itemLabel: (props) => `${props.fields.name.value} (${props.fields.postcode.value})`,
  });
  placeOf = (field) => fieldLabel({ ranges, suburbs }, field);
  return collection({
    label: "Service areas",
    path: `${finderFolders.serviceAreas}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name", "path"],
    schema: {
      areaSaveStarts: walk.start,
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
      ranges,
      suburbs,
      areaSaveEnds: walk.end,
    },
  });
};
