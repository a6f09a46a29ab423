/**
 * Text to match as it is inside a regular expression: every character the syntax gives a meaning
 * escaped. (RegExp.escape does this from Node 24; the site also runs on Node 22.)
 */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
