import { z } from "zod";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, checkEmail } from "~/forms/email";
import { enquirySchema } from "~/forms/enquiry";

describe("the email rule", () => {
  // The same pattern, written without the escapes Zod's source has ("\\-" is "-" at a class's end).
  it("is Zod's own email pattern", () =>
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll("\\-", "-")));

  const samples = [
    "zoe@example.com",
    " Zoe.OBrien+bins@Example.com.au ",
    "a@b.co",
    "",
    "zoe",
    "zoe@",
    "@example.com",
    "zoe@example",
    "zo e@example.com",
    "zoë@example.com",
    `${"a".repeat(250)}@example.com`,
  ];

  it.each(samples)("the subscribe box and the enquiry form agree about %j", (email) => {
    const enquiry = enquirySchema([]).safeParse({ email });
    const emailIssue = enquiry.success
      ? undefined
      : enquiry.error.issues.find((issue) => issue.path[0] === "email");
    expect("email" in checkEmail(email)).toBe(emailIssue === undefined);
  });

  it("says whether the address is missing or malformed", () => {
    expect(checkEmail("  ")).toEqual({ problem: "missing" });
    expect(checkEmail(undefined)).toEqual({ problem: "missing" });
    expect(checkEmail("zoe@")).toEqual({ problem: "invalid" });
    expect(checkEmail(" Zoe@Example.com\n")).toEqual({ email: "Zoe@Example.com" });
  });
});
