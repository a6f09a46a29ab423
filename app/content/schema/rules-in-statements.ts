import type { ComponentSchema } from "@keystatic/core";
import { ruleSentences } from "../rule-limits";
import { withWordsChecked } from "./checked-field";

/**
 * A rule of law on a topic, city or hub page belongs in one of its statements, with the source
 * beside it (compliance.ts). Every other field of such a page refuses a sentence that states one
 * (content/rule-limits.ts), in the editor at Save, in either storage, and in the build, which
 * reads each file through these fields.
 */

/** Fields whose words are not the page's prose: the statements and sources, and page addresses. */
const notProse = new Set(["compliance", "statements", "sources", "related", "path"]);

export const ruleOutsideStatement = (sentence: string) =>
  `“${sentence}” states a rule of law outside a statement: put the rule in a statement with its source, and keep the advice here`;

/** The words a field's value shows: a text, or a name with its file name; never an address. */
function wordsOf(value: unknown): string | undefined {
  const text =
    typeof value === "string"
      ? value
      : value && typeof value === "object" && typeof (value as { name?: unknown }).name === "string"
        ? (value as { name: string }).name
        : undefined;
  return text?.startsWith("/") ? undefined : text;
}

function ruleIn(value: unknown): string | undefined {
  const words = wordsOf(value);
  const [rule] = words ? ruleSentences([words]) : [];
  return rule && ruleOutsideStatement(rule);
}

/** A page's fields, each refusing a rule of law outside the page's statements. */
export const fieldsWithoutRules = <S extends Record<string, ComponentSchema>>(fields: S): S =>
  withWordsChecked(fields, notProse, ruleIn);
