import { nameKey } from "./name-limits";

/** A finder item as the words check reads it: its file, names and answer. */
export interface WordedItem {
  file: string;
  name: string;
  aliases: string[];
  /** The page that takes it: its bin or service. */
  path: string;
  /** True when we do not collect it. */
  notTaken: boolean;
}

const answerOf = (item: WordedItem) => (item.notTaken ? `not collected (${item.path})` : item.path);

/**
 * One answer for each word people search the finder with: a name or other name that is already
 * another item's (whatever its capitals, spacing or punctuation), with another page or another
 * "we collect it", would show two contradicting answers, often two bins, for one thing. Items
 * that share words and give the same answer are allowed (Soft plastics and Plastic bags).
 */
export function finderWordProblems(items: readonly WordedItem[]): string[] {
  const owner = new Map<string, { item: WordedItem; field: string }>();
  const problems: string[] = [];
  for (const item of items) {
    const words = [
      { field: "name", text: item.name },
      ...item.aliases.map((text, index) => ({ field: `aliases.${index}`, text })),
    ];
    for (const { field, text } of words) {
      const key = nameKey(text);
      const other = owner.get(key);
      if (!other) {
        owner.set(key, { item, field });
        continue;
      }
      if (other.item.file === item.file || answerOf(other.item) === answerOf(item)) continue;
      const what = other.field === "name" ? "the name" : "another name";
      problems.push(
        `${item.file}: field "${field}": “${text}” is already ${what} of “${other.item.name}” (${other.item.file}), ` +
          `whose answer is ${answerOf(other.item)}; this item's is ${answerOf(item)}, so the finder would give two answers: ` +
          "give both one answer, or name this item differently",
      );
    }
  }
  return problems;
}
