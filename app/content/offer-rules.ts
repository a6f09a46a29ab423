import type { FinderTables } from "./finder-shapes";
import { doerWithoutAuthority, finderContradictions, type OfferedPage, undeclaredStreams, wordsOf } from "./offer-checks";
import type { Register } from "./register";
import type { Parsed, ReadEntry } from "./types";

/**
 * The offer rules (offer-checks.ts) over the whole site: every page that has a field for its
 * regulated work, read against the register and the finder's answers as the build reads them.
 */
export function offerProblems(parsed: Parsed[], read: ReadEntry[], finder: FinderTables): string[] {
  const register = read.find((entry) => entry.collection === "register")?.data as Register | undefined;
  const notTaken = finder.wasteItems.filter((item) => item.notTaken);
  return parsed.flatMap(({ file, data }) => {
    if (!("regulatedWork" in data)) return [];
    const page: OfferedPage = { file, regulatedWork: data.regulatedWork as OfferedPage["regulatedWork"], texts: wordsOf(data) };
    return [
      ...undeclaredStreams(page),
      ...(register ? doerWithoutAuthority(page, register) : []),
      ...finderContradictions(page, notTaken),
    ];
  });
}
