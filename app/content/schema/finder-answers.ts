import { finderFolders } from "../finder-shapes";
import { type WordClash, type WordedItem, finderWordClashes } from "../finder-words";
import { yamlFilesIn } from "../yaml";
import { entryValue } from "./entry-values";
import { storedFileNameInEditor } from "./page-name";

/**
 * One answer per word in "What goes where", checked in the editor on the item open in it: its
 * name and other names against every other item's, with the rule the build applies across the
 * files (app/content/finder-words.ts). The other items are those in the repository when the
 * editor's code was built, as the pages are for the page pickers; the item's answer (the page
 * that takes it, and whether we collect it) is what its own fields say (entry-values.tsx).
 */

/** Where the item's answer fields say their values. */
export const answerKeys = { path: "wasteItems.path", collected: "wasteItems.collected" } as const;

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** Every finder item's file, words and answer, from the text of the item files; one that cannot be read is left out. */
export function finderItemsIn(files: { file: string; text: string }[]): WordedItem[] {
  return yamlFilesIn(files, finderFolders.wasteItems).flatMap(({ file, data: read }) => {
    const data = read as Record<string, unknown> | null | undefined;
    if (typeof data?.name !== "string" || typeof data.path !== "string") return [];
    const collected = data.collected as { discriminant?: unknown } | undefined;
    return [
      {
        file,
        name: data.name,
        aliases: strings(data.aliases),
        path: data.path,
        notTaken: collected?.discriminant === false,
      },
    ];
  });
}

/** The open item's answer as its fields say it; none until the page that takes it is chosen. */
function openAnswer(): Pick<WordedItem, "path" | "notTaken"> | undefined {
  const path = entryValue(answerKeys.path);
  return typeof path === "string" && path
    ? { path, notTaken: entryValue(answerKeys.collected) === false }
    : undefined;
}

/**
 * The open item's words that another item has with another answer, by field (name,
 * aliases.<n>): none outside the editor, or before its answer is chosen. The item's own file, as
 * stored, is left out of the others: staff may change its words and its answer together.
 */
export function openItemClashes(
  items: readonly WordedItem[],
  words: { name?: string; aliases?: readonly string[] },
): WordClash[] {
  const answer = openAnswer();
  if (!answer) return [];
  const stored = storedFileNameInEditor();
  const own = stored === undefined ? undefined : `${finderFolders.wasteItems}/${stored}.yaml`;
  // An item being made has no file yet: a name no file has.
  const item = {
    file: own ?? `${finderFolders.wasteItems}/`,
    name: words.name ?? "",
    aliases: [...(words.aliases ?? [])],
    ...answer,
  };
  return finderWordClashes([...items.filter((other) => other.file !== own), item]).filter(
    (clash) => clash.file === item.file,
  );
}
