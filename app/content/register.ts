import type { RegisterToken } from "./tokens";
import registerFile from "../../content/register.json" with { type: "json" };

/**
 * What the company holds, as staff entered it in the editor's "Register of what we hold"
 * (content/register.json): licences and permits, certifications and accreditations, the cities it
 * serves, its ABN and ACN, its social accounts and where personal information goes overseas. Empty
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

export interface OverseasRecipient {
  country: string;
  what: string;
}

/** The file as the editor's fields hold it (app/keystatic/schema/register.ts); the build reads it through them. */
export const register = registerFile as Omit<typeof registerFile, "holdings" | "overseasRecipients"> & {
  holdings: Holding[];
  overseasRecipients: OverseasRecipient[];
};

/** "Melbourne, Sydney and Brisbane". */
export const listInWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** A holding still in force on the day the site is built: an expired one is claimed nowhere. */
const inForce = (holding: Holding, today = new Date().toISOString().slice(0, 10)) =>
  !holding.expires || holding.expires >= today;

const describe = (holding: Holding) =>
  `${holding.name} ${holding.number}, issued by ${holding.issuer}, covering ${holding.covers}${holding.expires ? ` (in force until ${holding.expires})` : ""}`;

/** One sentence naming the holdings of these kinds, or nothing when the register has none. */
export function holdingsSentence(kinds: Holding["kind"][], holdings = register.holdings): string {
  const held = holdings.filter((holding) => kinds.includes(holding.kind) && inForce(holding));
  return held.length ? `We hold ${listInWords(held.map(describe))}.` : "";
}

/** Where personal information goes overseas, or the sentence that says it goes nowhere. */
export function overseasSentence(recipients = register.overseasRecipients): string {
  if (!recipients.length)
    return "We do not disclose personal information to anyone outside Australia; if that changes, this policy will first name the countries.";
  return `We disclose personal information to recipients in ${listInWords(recipients.map((r) => r.country))}: ${recipients.map((r) => `${r.what} (${r.country})`).join("; ")}.`;
}

/** The tokens that read the register, for any text staff write. */
export const registerTokens: Record<RegisterToken, () => string> = {
  licences: () => holdingsSentence(["licence", "permit"]),
  certifications: () => holdingsSentence(["certification", "accreditation"]),
  cities: () => listInWords(register.serviceCities),
  serviceArea: () => register.serviceAreaNote,
  overseasRecipients: () => overseasSentence(),
};
