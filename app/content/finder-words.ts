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

/** A word of one item that another item already has with another answer. */
export interface WordClash {
  /** The item whose word it is, and its field: name, or aliases.<n>. */
  file: string;
  field: string;
  message: string;
}

const answerOf = (item: WordedItem) => (item.notTaken ? `not collected (${item.path})` : item.path);

/** An item's answer in a sentence: where the finder sends it. */
const answerWords = (item: WordedItem) =>
  item.notTaken ? `is not collected by us (the finder points to ${item.path})` : `goes to ${item.path}`;

/**
 * One answer for each word people search the finder with: a name or other name that is already
 * another item's (whatever its capitals, spacing or punctuation), with another page or another
 * "we collect it", would show two contradicting answers, often two bins, for one thing. Items
 * that share words and give the same answer are allowed (Soft plastics and Plastic bags). The
 * build checks every item; the editor's fields check the item open in it against the others.
 */
export function finderWordClashes(items: readonly WordedItem[]): WordClash[] {
  const owner = new Map<string, { item: WordedItem; field: string }>();
  const clashes: WordClash[] = [];
  for (const item of items) {
    const words = [
      { field: "name", text: item.name },
      ...item.aliases.map((text, index) => ({ field: `aliases.${index}`, text })),
    ];
    for (const { field, text } of words) {
      const key = nameKey(text);
      // An empty word is no word: its own field refuses it.
      if (!key) continue;
      const other = owner.get(key);
      if (!other) {
        owner.set(key, { item, field });
        continue;
      }
      if (other.item.file === item.file || answerOf(other.item) === answerOf(item)) continue;
      const what = other.field === "name" ? "the name" : "another name";
      clashes.push({
        file: item.file,
        field,
        message:
          `“${text.trim()}” is already ${what} of “${other.item.name}” (${other.item.file}), which ${answerWords(other.item)}; ` +
          `this item ${answerWords(item)}, so the finder would give two answers: give both one answer, or name this item differently`,
      });
    }
  }
  return clashes;
}

/** The same, as the build lists problems: file, field and why. */
export const finderWordProblems = (items: readonly WordedItem[]): string[] =>
  finderWordClashes(items).map(({ file, field, message }) => `${file}: field "${field}": ${message}`);
