import { describe, expect, it } from "vitest";
import { australianPhoneDigits, isAustralianPostcode } from "~/forms/phone";

describe("Australian phone numbers", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["0412-345-678", "0412345678"],
    ["(03) 9123 4567", "0391234567"],
    ["02 9876 5432", "0298765432"],
    ["07 3123 4567", "0731234567"],
    ["08 8123 4567", "0881234567"],
    ["+61 412 345 678", "0412345678"],
    ["+61 (0)3 9123 4567", "0391234567"],
    ["0061 412 345 678", "0412345678"],
    ["1300 975 707", "1300975707"],
    ["1800 123 456", "1800123456"],
    ["13 12 34", "131234"],
  ])("accepts %s", (input, digits) => expect(australianPhoneDigits(input)).toBe(digits));

  it.each([
    "",
    "12345",
    "9123 4567",
    "0512 345 678x",
    "0112 345 678",
    "041 234 567",
    "04123456789",
    "+44 20 7946 0958",
    "+1 415 555 0100",
    "phone me",
  ])("refuses %j", (input) => expect(australianPhoneDigits(input)).toBeNull());
});

describe("Australian postcodes", () => {
  it.each(["0200", "0800", "0872", "2000", "2600", "3000", "3175", "4000", "5000", "6000", "7000", "9726"])(
    "accepts %s",
    (code) => expect(isAustralianPostcode(code)).toBe(true),
  );
  it.each(["", "317", "31750", "0000", "0123", "abcd", "3 17"])("refuses %j", (code) =>
    expect(isAustralianPostcode(code)).toBe(false),
  );
});
