import { describe, expect, it } from "vitest";
import {
  type QuoteInput,
  type QuoteTables,
  binSizeChoices,
  checkStep,
  checkSteps,
  emptyInput,
  labelOf,
  quoteInput,
  quoteSchemas,
} from "~/forms/quote";
import { quoteLines } from "~/forms/quote-summary";

const services = ["wheelie-bins", "waste-audits-waste-assessments", "other"];
const today = new Date("2026-11-24T03:00:00Z");
/** The bin sizes and service areas the rules read, as the quote page's route data carries them. */
const tables: QuoteTables = {
  bins: [
    { id: "120", family: "wheelie", name: "120 L wheelie bin", litres: 120, path: "/services/wheelie-bins" },
    {
      id: "660",
      family: "wheelie",
      name: "660 L four-wheel bin",
      litres: 660,
      path: "/services/wheelie-bins",
    },
    { id: "hook", family: "hookLift", name: "Hook lift bins", litres: 30000, path: "/services/bulk-bins" },
  ],
  areas: {
    areas: [{ name: "Dandenong", path: "/pages/dandenong", ranges: [[3171, 3175]] }],
    suburbs: { dandenong: "3175" },
  },
};
const schemas = quoteSchemas(services, tables, today);

const complete: QuoteInput = {
  ...emptyInput(),
  service: "wheelie-bins",
  audience: "small-business",
  streams: ["general", "food"],
  rows: [
    { stream: "general", size: "660", count: "2", frequency: "2-weekly" },
    { stream: "food", size: "120", count: "1", frequency: "3-weekly" },
  ],
  place: "Dandenong",
  start: "2027-01-04",
  name: "Zoë O'Brien",
  email: "zoe@example.com",
  phone: "0412 345 678",
  business: "Wattle Café",
  reply: "call-morning",
  notes: "Bins live in the rear lane.",
  privacy: true,
};

const errorsAt = (step: number, input: QuoteInput) => {
  const checked = checkStep(schemas, step, input);
  return checked.ok ? {} : checked.errors;
};

describe("the quote schema", () => {
  it("accepts a complete request and resolves the place to a postcode in the service area", () => {
    const checked = checkSteps(schemas, complete, 3);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.answers.place).toEqual({ postcode: "3175", suburb: "Dandenong", covered: true });
    expect(checked.answers.rows).toEqual([
      { stream: "general", size: "660", count: 2, frequency: "2-weekly" },
      { stream: "food", size: "120", count: 1, frequency: "3-weekly" },
    ]);
    expect(checked.answers.reply).toBe("call-morning");
  });

  it("asks for the service and who it is for on the first step", () => {
    expect(errorsAt(0, { ...complete, service: "", audience: "" })).toEqual({
      service: "Choose the service or waste you're asking about",
      audience: "Choose who the service is for",
    });
    expect(errorsAt(0, { ...complete, service: "not-a-service" }).service).toBeDefined();
    expect(errorsAt(0, { ...complete, kind: "free-money" }).kind).toBeDefined();
  });

  it("needs a bin or 'not sure' for a quote, but not for a waste audit", () => {
    const none = { ...complete, rows: [{ stream: "", size: "", count: "", frequency: "" }] };
    expect(errorsAt(1, none)).toEqual({
      bin1_size: "Choose at least one bin, or tick that you're not sure yet",
    });
    expect(errorsAt(1, { ...none, unsure: true })).toEqual({});
    expect(errorsAt(1, { ...none, kind: "audit" })).toEqual({});
  });

  it("names the row and the part of a bin that needs fixing, and ignores empty rows", () => {
    const rows = [
      { stream: "general", size: "660", count: "0", frequency: "weekly" },
      { stream: "", size: "", count: "", frequency: "" },
      { stream: "glass", size: "hook", count: "2", frequency: "hourly" },
    ];
    expect(errorsAt(1, { ...complete, rows })).toEqual({
      bin1_count: "Enter how many of bin 1 you need, from 1 to 50",
      bin3_size: "Choose the size of bin 3",
      bin3_frequency: "Choose how often bin 3 is emptied",
    });
  });

  it("takes a postcode or a known suburb, and says when a place is outside the service areas", () => {
    expect(errorsAt(2, { ...complete, place: "" }).place).toMatch(/Enter the postcode or suburb/);
    expect(errorsAt(2, { ...complete, place: "31" }).place).toMatch(/four-digit postcode/);
    expect(errorsAt(2, { ...complete, place: "Atlantis" }).place).toMatch(/don't recognise "Atlantis"/);
    const far = checkSteps(schemas, { ...complete, place: "6000" }, 2);
    expect(far.ok && far.answers.place).toEqual({ postcode: "6000", suburb: "", covered: false });
  });

  it("needs a phone number for a call back only, and checks one whenever it is given", () => {
    expect(errorsAt(3, { ...complete, phone: "" }).phone).toBe(
      "Enter your phone number so we can call you back",
    );
    expect(errorsAt(3, { ...complete, phone: "", reply: "email" })).toEqual({});
    expect(errorsAt(3, { ...complete, phone: "12", reply: "email" }).phone).toMatch(
      /Australian phone number/,
    );
    expect(errorsAt(3, { ...complete, reply: "carrier-pigeon" }).reply).toBe(
      "Choose how you'd like us to reply",
    );
  });

  it("lists every problem of the last step at once", () => {
    const errors = errorsAt(3, { ...complete, name: "", email: "nope", phone: "", privacy: false });
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "phone", "privacy"]);
  });

  it("takes a start date from today to two years ahead, or none", () => {
    expect(errorsAt(3, { ...complete, start: "" })).toEqual({});
    expect(errorsAt(3, { ...complete, start: "2026-11-24" })).toEqual({});
    for (const start of ["2026-11-01", "2031-01-01", "2027-02-30", "next week"])
      expect(errorsAt(3, { ...complete, start }).start).toMatch(/start date/);
  });

  it("reads a posted form, bin rows and ticked streams included, ignoring other keys", () => {
    const form = new URLSearchParams({
      kind: "audit",
      service: "waste-audits-waste-assessments",
      stream_food: "on",
      stream_bogus: "on",
      rows: "2",
      bin1_size: "240",
      bin2_count: "3",
      bin9_size: "660",
      unsure: "on",
      role: "admin",
    });
    const input = quoteInput(form);
    expect(input.kind).toBe("audit");
    expect(input.streams).toEqual(["food"]);
    expect(input.rows).toEqual([
      { stream: "", size: "240", count: "", frequency: "" },
      { stream: "", size: "", count: "3", frequency: "" },
    ]);
    expect(input.unsure).toBe(true);
    expect(input).not.toHaveProperty("role");
    expect(quoteInput(new URLSearchParams({ rows: "999" })).rows).toHaveLength(6);
  });

  it("describes the answers in words for the staff email and export", () => {
    const checked = checkSteps(schemas, complete, 3);
    if (!checked.ok) throw new Error("expected a complete request");
    const { answers } = checked;
    const lines = Object.fromEntries(
      quoteLines({
        kind: "quote",
        service: answers.service,
        serviceLabel: "Wheelie bins",
        audience: answers.audience,
        streams: answers.streams,
        bins: answers.rows.map((row) => ({
          ...row,
          sizeLabel: labelOf(binSizeChoices(tables.bins), row.size),
        })),
        unsure: false,
        ...answers.place,
        start: answers.start,
        reply: answers.reply,
      }),
    );
    expect(lines).toMatchObject({
      Request: "Quote",
      For: "Small business",
      "Waste streams": "General waste, Food organics",
      Bins: "2 × 660 L four-wheel bin for general waste, twice a week; 1 × 120 L wheelie bin for food organics, three times a week",
      Where: "Dandenong (3175), in our service area",
      "Reply by": "Call me in the morning (7 am to 12 pm)",
    });
  });
});
