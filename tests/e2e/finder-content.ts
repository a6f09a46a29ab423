import { finderTables } from "../../app/content/finder.server";
import { findPage } from "../../app/site/pages";
import { filterItems } from "../../app/tools/finder";

/**
 * The finder tables as staff keep them (content/finder/), for browser tests that type a suburb or
 * a postcode or choose a bin: read through the content loader, never restated, so an edit in the
 * editor never fails a test.
 */
const { serviceAreas, bins } = finderTables();

/** As a visitor types it: "noble park" → "Noble Park". */
const asTyped = (name: string) => name.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Each area that lists a suburb, with its first suburb. */
export const areasWithSuburbs = serviceAreas.flatMap((area) =>
  area.suburbs.length
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
    serviceAreas.some((area) => area.ranges.some(([from, to]) => from <= postcode && postcode <= to));
  for (let postcode = 200; postcode <= 9999; postcode++)
    if (!covered(postcode)) return String(postcode).padStart(4, "0");
  throw new Error("Every postcode is in a service area");
})();

/** A bin the quote request offers (wheelie, front lift or skip): the code its form sends, its name and the service page that offers it. */
export const aQuoteBin = (() => {
  const bin = bins.find(({ family }) => family === "wheelie" || family === "frontLift" || family === "skip");
  if (!bin) throw new Error("No bin in the bin size guide is one the quote request offers");
  return { id: bin.id, name: bin.name, path: bin.path, service: bin.path.split("/").pop()! };
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
