import { type Bin, binFamilies, finderFolders } from "./finder-shapes";

/**
 * The bin helper's needs, which the build applies to the bin files and the editor's save to a bin
 * as staff have it, against the others: it picks from every kind of bin, and a home's bins from
 * wheelie bins of 240 litres or less.
 */
export function binHelperProblems(bins: readonly Pick<Bin, "family" | "litres">[]): string[] {
  const problems: string[] = [];
  for (const family of binFamilies)
    if (!bins.some((bin) => bin.family === family.value))
      problems.push(`${finderFolders.bins}: the bin helper needs at least one ${family.label.toLowerCase()}`);
  if (!bins.some((bin) => bin.family === "wheelie" && bin.litres <= 240))
    problems.push(
      `${finderFolders.bins}: the bin helper needs a wheelie bin of 240 litres or less, for homes`,
    );
  return problems;
}
