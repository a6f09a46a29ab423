import { type AustralianState, stateName } from "./authority-shapes";

/**
 * The register's own rules, beyond each field's shape: the ABN and ACN pass their check digits,
 * and an authority claims only states its issuer can license. The editor's fields run them at Save
 * and the build's reading of the register runs them too (app/content/schema/register.ts).
 */

/**
 * The ABN's check (the Australian Business Register's published method): take 1 from the first
 * digit, weight the eleven digits 10, 1, 3, 5, …, 19, and the sum divides by 89.
 */
export function validAbn(abn: string) {
  const digits = abn.replace(/\s/g, "").split("").map(Number);
  if (digits.length !== 11 || digits.some((digit) => Number.isNaN(digit))) return false;
  digits[0]! -= 1;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 89 === 0;
}

/**
 * The ACN's check digit (ASIC's published method): weight the first eight digits 8 down to 1, and
 * the ninth is the sum's complement to the next ten (a complement of 10 is 0).
 */
export function validAcn(acn: string) {
  const digits = acn.replace(/\s/g, "").split("").map(Number);
  if (digits.length !== 9 || digits.some((digit) => Number.isNaN(digit))) return false;
  const sum = digits.slice(0, 8).reduce((total, digit, i) => total + digit * (8 - i), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

export const abnProblem = (abn: string) =>
  abn && !validAbn(abn)
    ? "This ABN fails the ABN's own check: a digit is wrong or two are swapped. Copy it from ABN Lookup (abr.business.gov.au)."
    : undefined;

export const acnProblem = (acn: string) =>
  acn && !validAcn(acn)
    ? "This ACN fails its check digit: a digit is wrong or two are swapped. Copy it from the company's ASIC record."
    : undefined;

/**
 * The jurisdiction an issuer's name places it in: a state's regulator licenses work in that state
 * alone, and the Commonwealth's across Australia. A name that places it nowhere (a regulator this
 * list does not know) is not judged.
 */
const jurisdictions: { state: AustralianState | "national"; name: RegExp }[] = [
  { state: "national", name: /\b(?:Commonwealth|Australian Government|Department of Agriculture|DAFF|national)\b/i },
  { state: "VIC", name: /\bVic(?:toria|torian)?\b|\bVBA\b/i },
  { state: "NSW", name: /\bNSW\b|\bNew South Wales\b/i },
  { state: "QLD", name: /\bQld\b|\bQueensland\b|\bQBCC\b/i },
  { state: "SA", name: /\bSA\b|\bSouth Australia(?:n)?\b/ },
  { state: "WA", name: /\bWA\b|\bWestern Australia(?:n)?\b/ },
  { state: "TAS", name: /\bTas(?:mania|manian)?\b/i },
  { state: "ACT", name: /\bACT\b|\bAustralian Capital Territory\b/ },
  { state: "NT", name: /\bNT\b|\bNorthern Territory\b/ },
];

/** The one state an issuer licenses in, "national", or undefined when its name does not say. */
export function issuerJurisdiction(issuer: string): AustralianState | "national" | undefined {
  const named = jurisdictions.filter(({ name }) => name.test(issuer));
  if (named.some(({ state }) => state === "national")) return "national";
  return named.length === 1 ? named[0]!.state : undefined;
}

/** What is wrong with an authority's states, given its issuer: a state outside the issuer's own. */
export function statesBeyondIssuer(authority: { issuer: string; states: readonly string[] }): string | undefined {
  const own = issuerJurisdiction(authority.issuer);
  if (!own || own === "national") return undefined;
  const beyond = authority.states.filter((state) => state !== own);
  if (!beyond.length) return undefined;
  return `${authority.issuer} issues authorities for ${stateName(own)} only, so this one cannot cover ${beyond.map(stateName).join(" or ")}: keep ${stateName(own)} alone, and add the other state's own authority as a separate entry`;
}

/** Each authority in the register whose states go beyond its issuer's, by field, as the build reports. */
export function authorityStateProblems(
  file: string,
  register: { authorities: readonly AuthorityStates[]; partners: readonly AuthorityStates[] },
): string[] {
  return (["authorities", "partners"] as const).flatMap((list) =>
    register[list].flatMap((authority, index) => {
      const problem = statesBeyondIssuer(authority);
      return problem ? [`${file}: field "${list}.${index}.states": ${problem}`] : [];
    }),
  );
}

interface AuthorityStates {
  issuer: string;
  states: readonly string[];
}

/** Countries whose names take "the" inside a sentence ("recipients in the United States"). */
const countriesWithThe =
  /^(?:United States(?: of America)?|US|USA|United Kingdom|UK|Netherlands|Philippines|United Arab Emirates|UAE|Czech Republic|Republic of .+|Bahamas|Gambia|Maldives|Seychelles|Solomon Islands|Marshall Islands|Cook Islands|Cayman Islands|European Union|EU)$/i;

/** A country as it reads after "in": "United States" is "the United States". */
export const countryInSentence = (country: string) => {
  const name = country.trim();
  return countriesWithThe.test(name) ? `the ${name}` : name;
};

/**
 * What a service holds, as it reads inside the policy's sentence: its final full stop dropped, and
 * a first word staff capitalised as a sentence's start ("Enquiry emails") in lower case. A name
 * (all capitals, or a capital inside it, such as CRM or HubSpot) keeps its capitals.
 */
export const whatInSentence = (what: string) =>
  what
    .trim()
    .replace(/\.$/, "")
    .replace(/^([A-Z])([a-z]+)(?=\s|$)/, (word, first: string, rest: string) =>
      commonFirstWords.has(word.toLowerCase()) ? `${first.toLowerCase()}${rest}` : word,
    );

/** First words of a description that are plain words, never a name. */
const commonFirstWords = new Set(
  "the a an all our enquiry enquiries emails email customer customers invoices billing accounts account payment payments card call calls recordings recording backups backup copies copy site website database web names contact contacts quote quotes requests request data files portal logins bookings".split(
    " ",
  ),
);

/** One service in the policy's sentence: "Mail B (enquiry emails, the United States)". */
export const heldFor = (p: { name: string; what: string; country: string }) =>
  `${p.name} (${whatInSentence(p.what)}, ${countryInSentence(p.country)})`;

