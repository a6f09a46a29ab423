import { processorKinds, requiredProcessorKinds } from "./authority-shapes";
import { doerWithoutAuthority } from "./offer-checks";
import type { Register } from "./register";
import { type RecordedTerms, termsEditedAfterPublication } from "./terms-record-limits";

/**
 * The launch check's facts of the business as a whole (launch-facts.ts): the facts staff confirm
 * (nothing else can tell a real founding year, street or opening hours from an example), where the
 * whole business holds personal data (its billing, portal, calls and payments, not the website's
 * alone), the pages that speak as the doer of regulated work, and a terms version changed after
 * publication. Each names where to fix it, never a setting's value.
 */
type Fiction = { where: string; message: string };

const companyFile = "content/company.json";
const registerFile = "content/register.json";

const confirmable = [
  { value: "foundedYear", name: "the year founded is" },
  { value: "address", name: "the street address is" },
  { value: "hours", name: "the opening hours are" },
] as const;

/** Each company fact staff have not yet confirmed as the company's own. */
export function unconfirmedFacts(company: { confirmed?: readonly string[] }): Fiction[] {
  return confirmable
    .filter(({ value }) => !company.confirmed?.includes(value))
    .map(({ name }) => ({
      where: companyFile,
      message: `${name} not confirmed by staff as the company's (tick it under "Confirmed by staff as the company's own")`,
    }));
}

/** A kind's label as it reads mid-sentence: "billing and accounts (invoices, customers' accounts)". */
const kindName = (kind: string) => {
  const label = processorKinds.find((known) => known.value === kind)!.label;
  return `${label[0]!.toLowerCase()}${label.slice(1)}`;
};

const hostOf = (address: string) => {
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return "";
  }
};

/** Every kind of service the business needs named, unless the register says it does not use it; and the portal's host declared. */
export function businessProcessorFictions(register: Register, loginUrl?: string): Fiction[] {
  const notUsed = new Set<string>(register.servicesNotUsed ?? []);
  const found: Fiction[] = requiredProcessorKinds
    .filter((kind) => !notUsed.has(kind) && !register.processors.some((processor) => processor.kind === kind))
    .map((kind) => ({
      where: registerFile,
      message: `no service is listed for ${kindName(kind)} under "Where personal information is held", with its country${kind === "calls" || kind === "payments" || kind === "portal" ? ', or ticked under "Services we do not use"' : ""}`,
    }));
  const portal = loginUrl && !notUsed.has("portal") ? hostOf(loginUrl) : "";
  if (portal && !register.processors.some(({ host }) => host && (portal === host || portal.endsWith(`.${host}`))))
    found.push({
      where: registerFile,
      message:
        "the customer portal's host (the Customer Log In address's) is declared by no service under \"Where personal information is held\"",
    });
  return found;
}

export interface VoicedPage {
  file: string;
  name?: string;
  regulatedWork: Parameters<typeof doerWithoutAuthority>[0]["regulatedWork"];
  /** The page's words, when the check is given them. */
  texts?: string[];
}

/** Each page that speaks as the doer of regulated work the company holds no authority of its own for. */
export function doerPages(pages: readonly VoicedPage[], register: Register, today?: string): Fiction[] {
  return pages.flatMap((page) =>
    page.texts && doerWithoutAuthority({ ...page, texts: page.texts }, register, today).length
      ? [
          {
            where: page.file,
            message:
              "speaks as the company doing regulated work, but the register holds no authority of the company's own for it",
          },
        ]
      : [],
  );
}

export interface TermsFacts {
  versions: { file: string; version: { document: string; version: string } }[];
  recorded: RecordedTerms[];
}

/** Each published terms version whose words changed after publication. */
export const editedTerms = (terms: TermsFacts | undefined): Fiction[] =>
  terms
    ? termsEditedAfterPublication(terms.versions, terms.recorded).map((problem) => {
        const at = problem.indexOf(": ");
        return { where: problem.slice(0, at), message: problem.slice(at + 2) };
      })
    : [];
