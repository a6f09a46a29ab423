import type { FinderTables } from "./finder-shapes";
import { doerWithoutAuthority, finderContradictions, type OfferedPage, undeclaredStreams, wordsOf } from "./offer-checks";
import type { Register } from "./register";
import type { Parsed, ReadEntry } from "./types";

/**
 * The offer rules (offer-checks.ts) over every page of the site map, read against the register and
 * the finder's answers as the build reads them. A page whose template has no field for regulated
 * work is held to the first rule alone: it names no regulated stream as an offer.
 */
export function offerProblems(parsed: Parsed[], read: ReadEntry[], finder: FinderTables): string[] {
  const register = read.find((entry) => entry.collection === "register")?.data as Register | undefined;
  const notTaken = finder.wasteItems.filter((item) => item.notTaken);
  return parsed.flatMap(({ file, data }) => {
    const declares = "regulatedWork" in data;
    const page: OfferedPage = { file, name: typeof data.name === "string" ? data.name : undefined, regulatedWork: declares ? (data.regulatedWork as OfferedPage["regulatedWork"]) : [], texts: wordsOf(data) };
    // A page whose template cannot declare regulated work may not offer it at all.
    if (!declares) return undeclaredStreams(page, "none");
    return [
      ...undeclaredStreams(page),
      ...(register ? doerWithoutAuthority(page, register) : []),
      ...finderContradictions(page, notTaken),
    ];
  });
}
