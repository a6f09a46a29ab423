import {
  type AccountFormat,
  DEMONSTRATION_ACCOUNT_PATTERN,
  isAccountNumber,
} from "./account-number";

/** A fact to supply, as the launch check lists it (launch-facts.ts). */
interface Fiction {
  where: string;
  message: string;
}

/** What the launch check reads of customers' requests: the routing table and the customer service page. */
export interface RequestFacts {
  routes: { kind: string; state: string; email: string }[];
  /** The states the company serves (the register's), each needing a route for every kind. */
  states: string[];
  kinds: Record<string, { name: string; nextSteps?: string }>;
  cutOff?: string;
  localHolidays: { name: string; dates: (string | null)[] }[];
  /** The account number's form (content/company.json), when the facts have one. */
  account?: AccountFormat;
  /** The year the check runs in: each local holiday needs a date this year and next. */
  year: number;
}

const reserved = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;
const PAGE = "content/pages/customer-service.yaml";
const FACTS = "content/company.json";

/**
 * Every promise and address of the requests the company has not yet supplied: routes on an
 * example address or missing for a kind in a state it serves, a kind whose next steps are the
 * page's stand-in, the account number's form while it is the demonstration's (or its example does
 * not fit it), the cut-off time, and a local holiday without this year's or next year's date.
 */
export function requestFictions(facts: RequestFacts): Fiction[] {
  const found: Fiction[] = [];
  for (const route of facts.routes)
    if (reserved.test(route.email.split("@")[1] ?? ""))
      found.push({
        where: FACTS,
        message: `the route for "${facts.kinds[route.kind]?.name ?? route.kind}" in ${route.state} goes to ${route.email}, an example address`,
      });
  for (const [kind, words] of Object.entries(facts.kinds)) {
    for (const state of facts.states)
      if (!facts.routes.some((route) => route.kind === kind && route.state === state))
        found.push({
          where: FACTS,
          message: `"${words.name}" in ${state} has no route, so it goes to ENQUIRY_TO`,
        });
    if (!words.nextSteps?.trim())
      found.push({
        where: PAGE,
        message: `what happens after "${words.name}" is not supplied (the page says what the team will do instead)`,
      });
  }
  if (facts.account?.pattern === DEMONSTRATION_ACCOUNT_PATTERN)
    found.push({
      where: FACTS,
      message: `the account number's form (${facts.account.pattern}, such as ${facts.account.example}) is the demonstration's, not yet the company's`,
    });
  else if (facts.account && !isAccountNumber(facts.account.example, facts.account))
    found.push({
      where: FACTS,
      message: `the example account number ${facts.account.example} does not fit its pattern ${facts.account.pattern}`,
    });
  if (!facts.cutOff)
    found.push({ where: PAGE, message: "the cut-off time on the collection day is not set" });
  for (const local of facts.localHolidays)
    for (const year of [facts.year, facts.year + 1])
      if (!local.dates.some((date) => date?.startsWith(`${year}-`)))
        found.push({ where: PAGE, message: `${local.name} has no date for ${year}` });
  return found;
}
