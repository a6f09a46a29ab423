import { describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS, enquiryInput, enquirySchema, firstErrors } from "~/forms/enquiry";

const services = ["grease-trap-pump-outs", "wheelie-bins", "other"];
const schema = enquirySchema(services);

const valid = {
  name: "Zoë O'Brien-Nguyễn",
  email: "zoe.obrien@example.com.au",
  phone: "0412 345 678",
  business: "Wattle Café",
  postcode: "3175",
  audience: "small-business",
  service: "grease-trap-pump-outs",
  message: "We need our grease trap pumped out every month.",
  privacy: "on",
};

function errorsFor(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
}

describe("the enquiry schema", () => {
  it("accepts a complete enquiry and cleans it", () => {
    const result = schema.safeParse({
      ...valid,
      name: "  Zoë  O'Brien\t ",
      message: "Line one\r\nLine two\u0007",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.name).toBe("Zoë O'Brien");
    expect(result.data.message).toBe("Line one\nLine two");
    expect(result.data.privacy).toBe(true);
  });

  it("treats the business name as optional", () => {
    expect(schema.safeParse({ ...valid, business: "" }).success).toBe(true);
    expect(schema.safeParse({ ...valid, business: undefined }).success).toBe(true);
  });

  it.each([
    ["Nguyễn Thị Minh Khai"],
    ["李小龍"],
    ["Ngāti Pōneke"],
    ["Siobhán Ó Ceallaigh"],
    ["Мария Иванова"],
    ["محمد علي"],
    ["José-María d'Arcy Jr."],
  ])("accepts the Unicode name %s", (name) => {
    expect(schema.safeParse({ ...valid, name }).success).toBe(true);
  });

  it("reports every missing field, each with its own message, in form order", () => {
    const errors = errorsFor({});
    expect(Object.keys(errors)).toEqual([
      "name",
      "email",
      "phone",
      "postcode",
      "audience",
      "service",
      "message",
      "privacy",
    ]);
    expect(errors).toEqual({
      name: "Enter your name",
      email: "Enter your email address",
      phone: "Enter your phone number",
      postcode: "Enter your postcode",
      audience: "Choose who the service is for",
      service: "Choose the service or waste you're asking about",
      message: "Tell us what you need",
      privacy: "Tick the box to say you have read the collection notice",
    });
  });

  it.each([
    ["name", "   ", "Enter your name"],
    ["name", "12345", "Enter your name using letters"],
    ["email", "not-an-email", "Enter an email address in the right format, like name@example.com"],
    ["email", "zoe@example", "Enter an email address in the right format, like name@example.com"],
    ["email", "zoe@exa mple.com", "Enter an email address in the right format, like name@example.com"],
    ["phone", "12345", "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567"],
    ["phone", "9123 4567", "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567"],
    ["phone", "+44 20 7946 0958", "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567"],
    ["postcode", "317", "Enter a 4-digit Australian postcode, like 3175"],
    ["postcode", "0123", "Enter a 4-digit Australian postcode, like 3175"],
    ["postcode", "31755", "Enter a 4-digit Australian postcode, like 3175"],
    ["audience", "government", "Choose who the service is for"],
    ["service", "rocket-fuel", "Choose the service or waste you're asking about"],
    ["message", "Hi", "Tell us a little more about what you need (at least 10 characters)"],
    ["privacy", "off", "Tick the box to say you have read the collection notice"],
  ])("refuses %s = %j with “%s”", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["name", ENQUIRY_LIMITS.name, "Your name must be 100 characters or fewer"],
    ["business", ENQUIRY_LIMITS.business, "Business name must be 120 characters or fewer"],
    ["message", ENQUIRY_LIMITS.message, "Your message must be 2,000 characters or fewer"],
  ])("limits %s to %d characters", (field, limit, message) => {
    expect(schema.safeParse({ ...valid, [field]: "é".repeat(limit) }).success).toBe(true);
    expect(errorsFor({ ...valid, [field]: "é".repeat(limit + 1) })).toEqual({ [field]: message });
  });

  it("refuses very long input of every kind without trouble", () => {
    const long = "x".repeat(100_000);
    const errors = errorsFor({
      ...valid,
      name: long,
      email: `${long}@example.com`,
      phone: long,
      postcode: long,
      service: long,
      message: long,
    });
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "phone", "postcode", "service"]);
  });

  it("strips control characters and bidirectional overrides", () => {
    const result = schema.safeParse({
      ...valid,
      name: "Eve\r\nBcc: victim@example.com",
      business: "Evil\u202Emoc.elgoog\u0000",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.name).toBe("Eve Bcc: victim@example.com");
    expect(result.data.business).toBe("Evilmoc.elgoog");
  });

  it("ignores values that are not text (a file in a multipart form) and unknown fields", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("name", new Blob(["Mallory"]), "name.txt");
    form.set("role", "admin");
    const input = enquiryInput(form);
    expect(input).not.toHaveProperty("role");
    expect(errorsFor(input)).toEqual({ name: "Enter your name" });
  });
});
