/**
 * Words that state a rule of law rather than advice: a permit, licence or approval someone needs,
 * something banned or illegal, or a "must" the law or a regulator's rules impose. Such a rule
 * belongs in a statement with its source beside it (app/content/schema/compliance.ts), so prose
 * outside statements must not carry one. Questions are left alone ("Do I need a permit?"), and so
 * is plain advice ("food waste must leave the kitchen promptly"): each pattern needs a word of the
 * law itself, so the check raises no alarm over how a bin is best used.
 */
const rulePatterns: RegExp[] = [
  // "needs a council permit", "most councils require one … approval"
  /\b(?:needs?|requires?|required)\b[^.?!;:]{0,30}?\b(?:permit|licen[cs]e|approval)s?\b/i,
  // "is illegal", "are banned", "banned from landfill"
  /\b(?:is|are|it's)\s+(?:illegal|banned|prohibited|unlawful)\b|\bbanned from\b/i,
  // "the law requires", "legally required", "by law … must"
  /\b(?:the law|by law|legally)\b[^.?!;:]{0,30}?\b(?:requires?|required|must)\b/i,
  // "must be tracked under the state's rules", "must go in purple containers"
  /\bmust\b[^.?!;:]{0,60}?\b(?:under (?:the |state |WHS |state's )?(?:law|laws|rules|regulations?|Act)|by law)\b/i,
  /\bmust go in\b/i,
];

/** The sentences of `texts` that state a rule of law; questions are never rules. */
export function ruleSentences(texts: string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .filter((sentence) => !sentence.trim().endsWith("?") && rulePatterns.some((pattern) => pattern.test(sentence)));
}
