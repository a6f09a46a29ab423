import { load } from "js-yaml";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { finderTables } from "../../app/content/finder.server";
import { findPage } from "../../app/site/pages";
import { filterItems } from "../../app/tools/finder";

/**
 * The finder tables as staff keep them (content/finder/), for browser tests that type a suburb or
 * a postcode or choose a bin: read from the files, never restated, so an edit in the editor never
 * fails a test.
 */
interface AreaFile {
  name: string;
  path: string;
  ranges: { from: string; to: string }[];
  suburbs?: { name: string; postcode: string }[];
}

const folder = "content/finder/service-areas";
const areas = readdirSync(folder)
  .filter((file) => file.endsWith(".yaml"))
  .sort()
  .map((file) => load(readFileSync(join(folder, file), "utf8")) as AreaFile);

/** As a visitor types it: "noble park" → "Noble Park". */
const asTyped = (name: string) => name.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Each area that lists a suburb, with its first suburb. */
export const areasWithSuburbs = areas.flatMap((area) =>
  area.suburbs?.length
    ? [
        {
          name: area.name,
          path: area.path,
          suburb: { name: asTyped(area.suburbs[0]!.name), postcode: area.suburbs[0]!.postcode },
        },
      ]
    : [],
);

/** The first four-digit postcode no area's ranges hold. */
export const uncoveredPostcode = (() => {
  const covered = (postcode: number) =>
    areas.some((area) =>
      area.ranges.some((range) => Number(range.from) <= postcode && postcode <= Number(range.to)),
    );
  for (let postcode = 200; postcode <= 9999; postcode++)
    if (!covered(postcode)) return String(postcode).padStart(4, "0");
  throw new Error(`Every postcode is in an area in ${folder}`);
})();

/** A bin the quote request offers (wheelie, front lift or skip): the code its form sends, and its name. */
export const aQuoteBin = (() => {
  const binFolder = "content/finder/bins";
  for (const file of readdirSync(binFolder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    const { family, name } = load(readFileSync(join(binFolder, file), "utf8")) as {
      family: string;
      name: string;
    };
    if (family === "wheelie" || family === "frontLift" || family === "skip")
      return { id: file.replace(/\.yaml$/, ""), name };
  }
  throw new Error(`No bin in ${binFolder} is one the quote request offers`);
})();

/** The "what goes where" items as the build reads them, with the stream the page shows: the linked page's name. */
export const wasteItems = finderTables().wasteItems.map((item) => ({
  ...item,
  stream: findPage(item.path)!.name,
}));

/** Items a visitor finds by typing the name alone, with no other item matching: first those we collect, then those we do not. */
const foundAlone = wasteItems.filter((item) => filterItems(wasteItems, item.name).length === 1);
export const itemsFoundByName = foundAlone.filter((item) => !item.notTaken);
export const itemWeDoNotCollect = foundAlone.find((item) => item.notTaken && item.note);
