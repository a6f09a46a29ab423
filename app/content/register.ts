import { formatDate } from "../lib/format";
import type { RegisterToken } from "./tokens";
import { countryInSentence, heldFor } from "./register-limits";

export { countryInSentence, heldFor };
import type { AustralianState, OptionalService, PartnerRole, ProcessorKind, RegulatedActivity } from "./authority-shapes";
import registerFile from "../../content/register.json" with { type: "json" };

/**
 * What the company holds, as staff entered it in the editor's "Register of what we hold"
 * (content/register.json): licences and permits, certifications and accreditations, its own
 * authorities for regulated work and its partners' (app/content/regulated.ts), the cities and
 * states it serves, its ABN and ACN, its social accounts and the services that hold personal
 * information (scripts/launch-check.ts compares them with the settings). Empty
 * means none. Pages claim a licence, a certification or a service area only through the tokens
 * below, so a claim appears exactly when the register supports it (app/content/claims.ts refuses
 * the same claim written as plain words).
 */
export interface Holding {
  kind: "licence" | "permit" | "certification" | "accreditation";
  name: string;
  issuer: string;
  number: string;
  covers: string;
  expires?: string | null;
}

/** An authority for regulated work: the company's own, or a partner's. */
export interface Authority {
  document: string;
  issuer: string;
  number: string;
  covers: string;
  states: AustralianState[];
  expires?: string | null;
}
export interface OwnAuthority extends Authority {
  activity: RegulatedActivity;
}
export interface Partner extends Authority {
  role: PartnerRole;
  name: string;
}

/** A service that holds personal information for the company, and where. */
export interface Processor {
  kind: ProcessorKind;
  name: string;
  host: string;
  country: string;
  what: string;
}

export interface SocialAccount {
  network: "Facebook" | "LinkedIn" | "Instagram";
  url: string;
  /** Staff have signed in to it and it is the company's: only then is it linked anywhere. */
  confirmed: boolean;
}

/** The register as the editor's fields hold it (app/content/schema/register.ts); the build reads it through them. */
export type Register = Omit<
  typeof registerFile,
  "holdings" | "authorities" | "partners" | "processors" | "social" | "serviceStates" | "servicesNotUsed"
> & {
  /** The kinds of service the company says it does not use (no call recording, say). */
  servicesNotUsed?: OptionalService[];
  holdings: Holding[];
  serviceStates: AustralianState[];
  authorities: OwnAuthority[];
  partners: Partner[];
  social: SocialAccount[];
  processors: Processor[];
};

export const register = registerFile as Register;

/** The accounts staff confirmed as the company's: the footer and the search engines see only these. */
export const confirmedSocial = (accounts = register.social) => accounts.filter((account) => account.confirmed);

/** "Melbourne, Sydney and Brisbane". */
export const listInWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** A holding still in force on the day the site is built: an expired one is claimed nowhere. */
const inForce = (holding: Holding, today = new Date().toISOString().slice(0, 10)) =>
  !holding.expires || holding.expires >= today;

const describe = (holding: Holding) =>
  `${holding.name} ${holding.number}, issued by ${holding.issuer}, covering ${holding.covers}${holding.expires ? ` (in force until ${formatDate(holding.expires)})` : ""}`;

/** One sentence naming the holdings of these kinds, or nothing when the register has none. */
export function holdingsSentence(kinds: Holding["kind"][], holdings = register.holdings): string {
  const held = holdings.filter((holding) => kinds.includes(holding.kind) && inForce(holding));
  return held.length ? `We hold ${listInWords(held.map(describe))}.` : "";
}

/**
 * Where personal information is held, from the register's list of services: each overseas one by
 * country, or that every listed one is in Australia. An empty list claims neither: the policy then
 * says the list is still to be published, and the launch check refuses a launch.
 */
export function overseasSentence(processors = register.processors): string {
  if (!processors.length)
    return "We will name here every service that holds personal information for us, with its country, before this website takes enquiries.";
  const overseas = overseasCountries(processors);
  const all = `Personal information is held for us by ${listInWords(processors.map(heldFor))}.`;
  if (!overseas.length) return `${all} Each of them holds it in Australia.`;
  return `${all} So we disclose personal information to recipients in ${listInWords(overseas)}.`;
}

/** The countries outside Australia where the register's services hold personal information, as a sentence names them. */
export const overseasCountries = (processors = register.processors): string[] => [
  ...new Set(
    processors.filter((p) => !/^australia$/i.test(p.country.trim())).map((p) => countryInSentence(p.country)),
  ),
];

/** The tokens that read the register, for any text staff write. */
export const registerTokens: Record<RegisterToken, () => string> = {
  licences: () => holdingsSentence(["licence", "permit"]),
  certifications: () => holdingsSentence(["certification", "accreditation"]),
  cities: () => listInWords(register.serviceCities),
  serviceArea: () => register.serviceAreaNote,
  overseasRecipients: () => overseasSentence(),
};
