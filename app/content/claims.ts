/**
 * Words that claim something only the company's register can prove: a licence, permit,
 * certification or accreditation it holds, a certificate after every service, a guarantee, or
 * national reach. Written as plain words they would be a representation the company may not be able
 * to support (Australian Consumer Law s18, s29(1)(h)), so every field of words refuses them and
 * names the token that reads the register instead (app/content/register.ts).
 *
 * The rule refuses claims about the company, not statements of the law: "liquid waste travels in a
 * vehicle that holds an EPA permit" and "a licensed facility" stay writable, while "our licensed
 * trucks", "we are licensed" and "licensed vacuum tankers" are refused. Every pattern looks at most
 * a few words or one sentence ahead (bounded repeats of character classes that cannot overlap), so
 * checking a text takes time in proportion to its length.
 */

/** A word starting either case, as it would at the start of a sentence. */
const anyCase = (word: string) => `[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${word.slice(1)}`;
/** The rest of one sentence: at least one character (a space, after a whole word) and up to `most`. */
const sameSentence = (most: number) => `[^.;:!?\\n]{1,${most}}?`;

/** Adjectives that say an approval is held, optionally after an agency's initials ("EPA-licensed"). */
const approvedAdjective = String.raw`\b(?:[A-Z]{2,6}-)?(?:${["licensed", "licenced", "accredited", "certified"].map(anyCase).join("|")})\b`;
/** The company's own people and equipment, which a claim describes. */
const companyThings = String.raw`(?:trucks?|vehicles?|tankers?|fleet|teams?|crews?|drivers?|staff|removal|services?|collections?)\b`;
/** Words for the company itself. */
const firstPerson = String.raw`\b(?:${["we", "our", "ours", "us"].map(anyCase).join("|")}|\{(?:name|shortName|legalName)\})`;
/**
 * The short words that may stand between the company and what it says it holds: "we are
 * licensed", "we hold an EPA licence", "{name} is fully accredited". A verb outside this list ("we
 * need a permit", "we check your permit") is not a claim of holding one.
 */
const holdingWords = String.raw`(?:are|is|am|be|been|hold|holds|have|has|carry|carries|operate|operates|work|works|under|with|fully|all|now|also|an?|the|its|their|own|current|valid)`;
/** Nouns and verbs of holding an approval. */
const approvalWord = String.raw`\b(?:${["licensed", "licenced", "licence", "license", "licences", "licenses", "permit", "permits", "permitted", "accredited", "accreditation", "certified", "certification"].map(anyCase).join("|")}|ISO)\b`;

export interface ClaimRule {
  /** What the words claim, for the message. */
  what: string;
  /** What to write instead. */
  instead: string;
  source: string;
}

const holdings = "write {licences} or {certifications}, which read the company's register and show nothing when it is empty, or say what the law requires (\"liquid waste travels in a vehicle that holds an EPA permit\")";

export const claimRules: ClaimRule[] = [
  {
    what: "a licence, permit, certification or accreditation of the company's vehicles, people or services",
    instead: holdings,
    // "a licensed facility", "any accredited laboratory": the law's description of someone else.
    source: String.raw`(?<!\b(?:${["a", "an", "any", "every", "each"].map(anyCase).join("|")})\s(?:[A-Z]{2,6}-)?)${approvedAdjective}(?:\s[\w-]+){0,3}?\s${companyThings}`,
  },
  {
    what: "a licence, permit, certification or accreditation the company holds",
    instead: holdings,
    source: String.raw`${firstPerson}(?:'re|'ve|’re|’ve|'s|’s)?(?:\s${holdingWords}){0,4}\s(?:[A-Z]{2,6}[- ])?${approvalWord}`,
  },
  {
    what: "a certificate after every service",
    instead: "say a certificate is given on request, or write {certifications}",
    // A certificate for every service, collection or load; "each certificate records the date" is not.
    source: String.raw`\b${anyCase("certificates?")}\b${sameSentence(60)}\b(?:after|for|with|from|on|at) (?:every|each|all)\b|\b(?:${anyCase("every")}|${anyCase("each")}) (?:service|collection|visit|job|pick-?up|shred|pump-out)s?\b${sameSentence(60)}\bcertificates?\b`,
  },
  {
    what: "a guarantee",
    instead: "say what the service agreement promises, or link to it (the law's \"consumer guarantees\" are fine)",
    source: String.raw`(?<!\b[Cc]onsumer\s)\b${anyCase("guarantee")}(?:s|d|ing)?\b`,
  },
  {
    what: "national reach",
    instead: "write {serviceArea} or {cities}, which read the company's register",
    source: String.raw`\b${anyCase("nationwide")}\b|\b${anyCase("national")}(?:ly)?(?:[ -]\w+){0,3}?[ -](?:scale|reach|coverage|footprint|presence|provider|operator|services?|collections?|accounts?)\b|\b(?:${["across", "throughout", "anywhere in", "all over"].map(anyCase).join("|")}) Australia\b|\bAustralia[- ]wide\b`,
  },
  {
    what: "its reach today as if it had served there since it was founded",
    instead: "say when and where the company started, as the about page does, and where it serves today ({serviceArea}) in sentences of their own",
    // "Since {founded} … in {serviceArea}" dates every city to the founding year.
    source: String.raw`\{(?:founded|years)\}${sameSentence(200)}\{(?:serviceArea|cities)\}|\{(?:serviceArea|cities)\}${sameSentence(200)}\{(?:founded|years)\}`,
  },
  {
    what: "conformance to an Australian Standard nobody has evidenced",
    instead: "name a standard only as what it covers (\"AS 4123 sets the sizes of mobile bins\"), or write {certifications}",
    // "to Australian Standard AS 4123", "meets AS 3816"; "products certified to AS 4736" describes someone else's.
    source: String.raw`(?<!\b[Cc]ertified )\b(?:[Tt]o|[Mm]eets?|[Mm]eeting|[Cc]ompl(?:y|ies) with|[Cc]onform(?:s|ing)? to) (?:the )?(?:Australian (?:and New Zealand )?Standard )?AS(?:\/NZS)? ?\d{3,5}\b`,
  },
  {
    what: "compliance, an approval or a standard the company meets",
    instead: holdings,
    source: String.raw`\b${anyCase("fully")} compliant\b|\b100 ?% compliant\b|\b(?:EPA|${anyCase("government")}|${anyCase("council")})[- ]approved\b|\bISO[- ]?\d{4,5}\b|\b${anyCase("award")}[- ]winning\b|\b${anyCase("carbon")}[- ]neutral\b`,
  },
];

/** All the claims, as one alternative: used inside the fields' patterns (app/content/limits.ts). */
export const anyClaim = claimRules.map((rule) => `(?:${rule.source})`).join("|");

const compiled = claimRules.map((rule) => ({ rule, regex: new RegExp(rule.source) }));

/** The claims a text makes, each with the words found and what to write instead. */
export function claimsIn(text: string): { words: string; message: string }[] {
  return compiled.flatMap(({ rule, regex }) => {
    const found = regex.exec(text);
    return found ? [{ words: found[0], message: claimMessage(found[0], rule) }] : [];
  });
}

export const claimMessage = (words: string, rule: ClaimRule) =>
  `"${words}" claims ${rule.what} in plain words: ${rule.instead}`;

/** What a field says when it finds a claim: one message, since a field has one pattern. */
export const claimsHint =
  "no claim in plain words of a licence, permit, certification, accreditation, certificate after every service, guarantee or national reach: write {licences}, {certifications}, {serviceArea} or {cities}, which read the company's register";
