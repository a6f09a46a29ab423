import { describe, expect, it } from "vitest";
import { type RequestFacts, requestFictions } from "~/content/request-facts";
import { DEMONSTRATION_ACCOUNT_PATTERN } from "~/content/account-number";

const supplied: RequestFacts = {
  routes: [
    { kind: "missedCollection", state: "VIC", email: "collections@saltbush.com.au" },
    { kind: "missedCollection", state: "QLD", email: "qld@saltbush.com.au" },
  ],
  states: ["VIC", "QLD"],
  kinds: {
    missedCollection: { name: "Missed collection", nextSteps: "Leave the bin out: we return within a day." },
  },
  account: { pattern: "SE[0-9]{5}", example: "SE10422" },
  cutOff: "06:00",
  localHolidays: [{ name: "Show holiday", dates: ["2026-08-12", "2027-08-11"] }],
  year: 2026,
};

describe("the launch check on customers' requests", () => {
  it("is satisfied when every route, promise and date is the company's", () => {
    expect(requestFictions(supplied)).toEqual([]);
  });

  it("names the account number's form while it is the demonstration's, or while its example does not fit it", () => {
    const named = (account: RequestFacts["account"]) =>
      requestFictions({ ...supplied, account }).map((fiction) => fiction.message);
    expect(named({ pattern: DEMONSTRATION_ACCOUNT_PATTERN, example: "C104233" })).toEqual([
      "the account number's form (C[0-9]{6}, such as C104233) is the demonstration's, not yet the company's",
    ]);
    expect(named({ pattern: "SE[0-9]{5}", example: "SE1042" })).toEqual([
      "the example account number SE1042 does not fit its pattern SE[0-9]{5}",
    ]);
  });

  it("names example routes, missing routes, missing promises, the cut-off and a year without the local holiday", () => {
    const messages = requestFictions({
      ...supplied,
      routes: [{ kind: "missedCollection", state: "VIC", email: "team@saltbush.example" }],
      kinds: { missedCollection: { name: "Missed collection", nextSteps: "" } },
      cutOff: "",
      localHolidays: [{ name: "Show holiday", dates: ["2026-08-12"] }],
    }).map((fiction) => `${fiction.where}: ${fiction.message}`);
    expect(messages).toEqual([
      'content/company.json: the route for "Missed collection" in VIC goes to team@saltbush.example, an example address',
      'content/company.json: "Missed collection" in QLD has no route, so it goes to ENQUIRY_TO',
      'content/pages/customer-service.yaml: what happens after "Missed collection" is not supplied (the page says what the team will do instead)',
      "content/pages/customer-service.yaml: the cut-off time on the collection day is not set",
      "content/pages/customer-service.yaml: Show holiday has no date for 2027",
    ]);
  });
});
