/**
 * Words that claim something only the company's register can prove: a licence, permit,
 * certification or accreditation it holds, a certificate after every service, a guarantee, or
 * national reach; and an outcome of recycling its collection records cannot show. Written as plain words they would be a representation the company may not be able
 * to support (Australian Consumer Law s18, s29(1)(h)), so every field of words refuses them and
 * names the token that reads the register instead (app/content/register.ts).
 *
 * The rule refuses claims about the company and its chain (carriers, facilities, trades), not
 * statements of the law: "liquid waste travels in a vehicle that holds an EPA permit" and "waste
 * must go to a licensed facility" stay writable, while "our licensed trucks", "we are licensed",
 * "a licensed vehicle" and "sorted at licensed facilities" are refused. Who does a page's regulated
 * work is rendered from the register (app/content/regulated.ts). Every pattern looks at most
 * a few words or one sentence ahead (bounded repeats of character classes that cannot overlap), so
 * checking a text takes time in proportion to its length.
 */

/** A word starting either case, as it would at the start of a sentence. */
const anyCase = (word: string) => `[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${word.slice(1)}`;
/** The rest of one sentence: at least one character (a space, after a whole word) and up to `most`. */
const sameSentence = (most: number) => `[^.;:!?\\n]{1,${most}}?`;

/** Adjectives that say an approval is held, optionally after an agency's initials ("EPA-licensed"). */
const approvedAdjective = String.raw`\b(?:[A-Z]{2,6}-)?(?:${["licensed", "licenced", "permitted", "approved", "accredited", "certified"].map(anyCase).join("|")})\b`;
/**
 * The parties in the company's chain, and its own people and equipment: whoever carries, treats,
 * disposes of or installs anything for a customer. A sentence that calls one of them licensed is a
 * claim about the company's chain, however the article reads ("a licensed vehicle").
 */
const chainParty = String.raw`(?:transport(?:ers?)?|carriers?|carriage|vehicles?|trucks?|tankers?|fleet|drivers?|crews?|teams?|staff|removal(?:ists?)?|services?|collections?|collectors?|facilit(?:y|ies)|plants?|treatment|disposal|landfills?|recyclers?|processors?|operators?|contractors?|subcontractors?|trades|tradespeople|technicians?|partners?)\b`;
/**
 * Words that make a sentence a statement of the law rather than of the company's chain: "the law
 * requires an EPA-permitted carrier", "refrigerant must be recovered by a licensed technician".
 */
const lawWord = String.raw`\b(?:${["must", "law", "laws", "legal", "legally", "lawful", "requires", "require", "required", "requirement", "need", "needs", "obliged", "regulation", "regulations", "offence", "levy", "has to", "have to"].map(anyCase).join("|")})\b`;
/**
 * Not in a clause that states the law: no law word earlier in the same clause ("must be moved by
 * a licensed transporter"). The clause ends at a comma, semicolon or colon, or at "and", "but",
 * "then" or "so" joining another verb: in "arrange tracking where required and deliver the drums
 * to a licensed facility" the law's word governs the tracking, and the licensed facility is the
 * company's own claim. A law word after it counts only as the clause's modal ("a licensed facility
 * must receive it"): in "licensed trades install the unit where required" the claim comes first.
 */
const sameClause = String.raw`(?:(?!\b(?:and|but|then|so)\b)[^.;:,!?\n])`;
/** A modal of the law later in the same clause: "a licensed facility must receive it". */
const lawModal = String.raw`\b(?:must|has to|have to|(?:is|are) required to|needs? to)\b`;
const outsideTheLaw = String.raw`(?<!${lawWord}${sameClause}{0,300})(?!${sameClause}{0,80}?${lawModal})`;
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

/** What a material can become, which is not a claim of what became of the customer's. */
const notCapability = String.raw`(?<!\b(?:can|could|may) (?:be )?)`;

export interface ClaimRule {
  /** What the words claim, for the message. */
  what: string;
  /** What to write instead. */
  instead: string;
  source: string;
}

const holdings = "write {licences} or {certifications}, which read the company's register and show nothing when it is empty, or say what the law requires (\"liquid waste travels in a vehicle that holds an EPA permit\")";
const chain = "the page's regulated work names who does it from the register; elsewhere say what the law requires (\"the law requires an EPA-permitted carrier\") or how the work is arranged (\"we arrange collection by an authorised carrier and name it on the quote\")";

export const claimRules: ClaimRule[] = [
  {
    what: "an approval of a party in the company's chain (itself, a carrier, a vehicle, a facility, a trade)",
    instead: chain,
    // "licensed transporters", "a licensed vehicle", "a facility licensed to treat it"; the law's
    // own sentences ("must", "the law requires") stay writable.
    // The sentence is looked back over only where an approval word stands, so a text without one
    // is checked as fast as before.
    source: String.raw`${approvedAdjective}${outsideTheLaw}(?:\s[\w-]+){0,3}?\s${chainParty}|\b${chainParty}(?:\s(?:that|which|who))?(?:\s(?:is|are))?\s${approvedAdjective}${outsideTheLaw}(?:\s(?:or|and)\s${approvedAdjective})?\s(?:to|for|by|under|in)\b`,
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
  {
    what: "a result the company promises (that the customer will be compliant)",
    instead: "say what the service helps with (\"help you meet the trade waste rules\", \"containers that meet the rules for the waste\")",
    source: String.raw`\b${anyCase("keep")}(?:s|ing)?(?: [\w-]+){1,4}? compliant\b|\b${anyCase("compliant")} (?:containers?|bins?|drums?|packaging|storage)\b`,
  },
  {
    what: "an outcome of recycling the company cannot show (material made into new products, or a report of what was diverted or recovered)",
    instead:
      "say what the company does and can show: the material is delivered to a recycler or processor for it, and its reports give the weight collected in each stream (ACCC, Making environmental claims)",
    // "goes back into new products", "processors who turn them into new products", "recycled into
    // new paper", "diversion reports"; "the weight collected in each stream" and "delivered to a
    // glass recycler" are what collection records show, and what a material can become ("cullet
    // can go back into new bottles") describes the material, not the company's result.
    source: String.raw`${notCapability}\b(?:goes|go|went|gets?|is|are|was|were) back into\b|\b(?:processors?|reprocessors?|recyclers?|mills?|smelters?|facilit(?:y|ies)|plants?)\s(?:that|who|which)\s(?:turns?|makes?|remakes?|recycles?|converts?)\s(?:it|them|this|these|that)\s(?:in)?to\b|${notCapability}\b(?:recycled|recycling|made|remade|turned|converted) into (?:new|the same)\b|\b${anyCase("diversion")} reports?\b`,
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
  "no claim in plain words of a licence, permit, certification, accreditation (of the company or any party in its chain), certificate after every service, guarantee, promised compliance, national reach or recycling outcome you cannot show: write {licences}, {certifications}, {serviceArea} or {cities}, which read the company's register";
