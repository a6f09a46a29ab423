import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { binSizeChoices } from "~/forms/quote-fields";
import { serviceGroups } from "~/forms/service-choices.server";
import { allQuoteSteps } from "./forms";

/**
 * What a quote test needs from the content staff edit (the service pages, content/finder/bins and
 * content/finder/service-areas), read rather than restated, so no save in the editor fails a
 * test: a service, two bins the quote offers, a postcode inside an area, and a suburb with its
 * postcode. `steps` are the four steps' answers with those filled in.
 */
export function quoteFacts() {
  const service = serviceGroups()[0]!.choices[0]!;
  const [first, second] = binSizeChoices(binChoices());
  const { areas, suburbs } = serviceAreaTable();
  const postcode = String(areas[0]!.ranges[0]![0]).padStart(4, "0");
  const [suburb, suburbPostcode] = Object.entries(suburbs)[0]!;
  return {
    service,
    bins: [first!, second!] as const,
    postcode,
    suburb: { name: suburb, postcode: suburbPostcode },
    steps: {
      ...allQuoteSteps,
      service: service.value,
      bin1_size: first!.value,
      bin2_size: second!.value,
      place: postcode,
    },
  };
}
