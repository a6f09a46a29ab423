import { claimsHint, claimsIn } from "../claims";
import { citedMessage } from "../limits";
import { contentTokenNames } from "../tokens";

/**
 * A field's refusal in the words staff use. A field of words has one pattern and so one message,
 * which lists every rule at once (no placeholder, no unknown {word}, no claim the register must
 * support); staff cannot tell which words broke it. This finds the words in the text and says what
 * is wrong with each, quoting them, and what to write instead.
 */

const placeholderWords = /\b(?:[Ll]orem [Ii]psum|[Cc]oming [Ss]oon|TODO|TBD)\b/;
const known = new Set<string>(contentTokenNames);
const tokenList = contentTokenNames.map((name) => `{${name}}`).join(", ");

interface Refused {
  /** The words as written in the text. */
  words: string;
  reason: string;
}

/** Each piece of a text a field of words refuses, with why and what to write instead. */
export function refusedWords(
  text: string,
  blanks: readonly string[] = [],
  { separately = false } = {},
): Refused[] {
  const found: Refused[] = [];
  const placeholder = placeholderWords.exec(text);
  if (placeholder)
    found.push({
      words: placeholder[0],
      reason: `"${placeholder[0]}" is placeholder text: write the words the page will show`,
    });
  const unknown = new Set(
    [...text.matchAll(/\{(\w+)\}/g)]
      .map(([token, name]) => (known.has(name!) || blanks.includes(name!) ? "" : token))
      .filter(Boolean),
  );
  for (const token of unknown)
    found.push({
      words: token,
      reason: `"${token}" is not a word the site fills in, and would show as typed: write ${tokenList}, or plain words`,
    });
  // Claims that ask for the same words instead say them once: what each claims, then what to
  // write. Said `separately`, each claim is a sentence of its own, with what to write instead.
  const claims = claimsIn(text);
  if (separately) return [...found, ...claims.map(({ words, message }) => ({ words, reason: message }))];
  const split = (message: string) => {
    const at = message.indexOf(": ");
    return at < 0
      ? { claim: message, instead: undefined }
      : { claim: message.slice(0, at), instead: message.slice(at) };
  };
  for (const [index, { words, message }] of claims.entries()) {
    const { claim, instead } = split(message);
    const sharedLater =
      instead && claims.slice(index + 1).some((later) => split(later.message).instead === instead);
    found.push({ words, reason: sharedLater ? `${claim};` : message });
  }
  return found;
}

/** The parts of a message that list every rule of words at once, which the quoted words replace. */
const sweeping = [`; ${claimsHint}`, claimsHint, `; ${citedMessage}`, citedMessage];

/**
 * The message a field of words gives, with the sweeping list of rules replaced by the words that
 * broke them. `passes` says whether the field would take a text: when the text passes with the
 * quoted words taken out, they are the whole problem and the message says only them.
 */
export function inPlainWords(message: string, text: unknown, passes: (text: string) => boolean): string {
  if (typeof text !== "string" || !sweeping.some((part) => message.includes(part))) return message;
  // What the message says besides the sweeping list, such as "Write at least 40 words".
  const rest = sweeping.reduce((left, part) => left.replace(part, ""), message).trim();
  const found = refusedWords(text);
  if (!found.length) return rest || message;
  const without = found.reduce((left, { words }) => left.replaceAll(words, "the company"), text);
  const reasons = found.map(({ reason }) => (/[.!?;]$/.test(reason) ? reason : `${reason}.`)).join(" ");
  return passes(without) || !rest ? reasons : `${rest.replace(/\.?$/, ".")} ${reasons}`;
}

const sentence = (text: string) => (/[.!?;]$/.test(text) ? text : `${text}.`);

/**
 * The same refusal as the lines of a summary: each piece of words refused its own line, quoting
 * the words and saying what to write instead, after what the message says besides (such as
 * "Write at least 40 words") when the text would still fail without them.
 */
export function problemLines(message: string, text: unknown, passes: (text: string) => boolean): string[] {
  if (typeof text !== "string" || !sweeping.some((part) => message.includes(part))) return [message];
  const rest = sweeping.reduce((left, part) => left.replace(part, ""), message).trim();
  const found = refusedWords(text, [], { separately: true });
  if (!found.length) return [rest || message];
  const without = found.reduce((left, { words }) => left.replaceAll(words, "the company"), text);
  const lines = found.map(({ reason }) => sentence(reason));
  return passes(without) || !rest ? lines : [sentence(rest), ...lines];
}
