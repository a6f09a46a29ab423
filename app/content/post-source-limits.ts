import { givesADate } from "./date-limits";
import { ruleSentences } from "./rule-limits";

/**
 * Why a post must list a source, or undefined when its words need none: a dated rule ("from
 * 1 July 2026") and a rule of law ("needs a council permit") are what a reader must be able to
 * check. The build (app/blog/catalogue.server.ts) and the editor's Sources list ask the same.
 */
export function whyPostNeedsSources(body: string): string | undefined {
  if (givesADate([body]))
    return "the post gives the date a rule starts; list the regulator's or the law's page for it under Sources, with the day you read it";
  const [rule] = ruleSentences([body]);
  if (rule)
    return `the post states a rule ("${rule.trim()}"); list the regulator's or the law's page for it under Sources, with the day you read it`;
  return undefined;
}
