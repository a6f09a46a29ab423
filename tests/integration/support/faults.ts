import { expect } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import type { EnquiryFailure } from "~/forms/enquiry";
import { enquiryMessages } from "~/forms/messages";
import { subscribeAction } from "~/forms/subscribe-action.server";
import type { FormsRuntime } from "../../../app/forms/runtime.server";
import { answer, formRequest, validEnquiry } from "./forms";

/** What a visitor typed into the contact form, sent as the form sends it. */
export const typed = { ...validEnquiry, message: "Two 660 L bins at the back gate, emptied weekly." };

export const enquire = (runtime: FormsRuntime, fields: Record<string, string> = typed) =>
  enquiryAction(formRequest("/contact-us", fields), runtime).then(answer);

export const subscribe = (runtime: FormsRuntime, fields: Record<string, string>) =>
  subscribeAction(formRequest("/subscribe", { return_to: "/about", ...fields }), runtime).then(answer);

export const referenceOf = (location: string | null) =>
  new URL(location!, "http://localhost").searchParams.get("ref")!;

/** The answer to an enquiry the database could not take: 503, when to try again, a clear message, everything typed kept. */
export function expectTryAgain(
  result: Awaited<ReturnType<typeof enquire>>,
  fields: Record<string, string> = typed,
) {
  expect(result.status).toBe(503);
  expect(result.headers.get("retry-after")).toBe("60");
  const failure = result.data as EnquiryFailure;
  expect(failure.formError).toBe(enquiryMessages.unavailable);
  expect(failure.formError).toMatch(/hasn't been sent.*try again in a few minutes, or call us on [\d ]+\.$/);
  expect(failure.values).toEqual(fields);
}
