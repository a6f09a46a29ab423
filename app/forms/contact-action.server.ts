import { storeEnquiry } from "./store/enquiries.server";
import type { FormsRuntime } from "./runtime.server";
import {
  ENQUIRY_FIELDS,
  type EnquiryFailure,
  type EnquiryValues,
  enquiryInput,
  enquirySchema,
  firstErrors,
} from "./enquiry";
import { refusalMessage } from "./messages";
import { channelOf, formAction, retryAfter, submissionId } from "./pipeline.server";
import { serviceGroups } from "./service-choices.server";
import { serviceLabel, serviceValues } from "./services";

/** What the visitor typed, to show again: capped, but not cleaned, so they see what they sent. */
function keptValues(raw: Record<string, string>): EnquiryValues {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, (raw[field] ?? "").slice(0, field === "message" ? 4000 : 500)]),
  );
}

/**
 * The contact form's action: refuse what is not a person's enquiry, check it with the shared
 * schema, store it with its emails, then send the visitor to the thank-you page (303, so a reload
 * there does not post again). Every refusal is an answer the page can show, never a 500.
 */
export function enquiryAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  return formAction<EnquiryFailure>(request, runtime, visitorAddress, {
    limit: "contact",
    refused: (refusal, fields) => ({
      data: {
        errors: {},
        formError: refusalMessage(refusal),
        values: fields ? keptValues(enquiryInput(fields)) : {},
      },
      status: refusal.status,
      retryAfterSeconds: retryAfter(refusal),
    }),
    async handle({ fields, admit, store }) {
      const raw = enquiryInput(fields);
      const values = keptValues(raw);
      const refusal = await admit();
      if (refusal) return refusal;

      const groups = serviceGroups();
      const parsed = enquirySchema(serviceValues(groups)).safeParse(raw);
      if (!parsed.success) return { data: { errors: firstErrors(parsed.error), values }, status: 400 };

      const stored = await store("an enquiry", async () =>
        storeEnquiry(
          await runtime.db(),
          {
            enquiry: parsed.data,
            serviceLabel: serviceLabel(groups, parsed.data.service),
            submissionId: submissionId(fields),
            channel: channelOf(fields),
            receivedAt: new Date(runtime.now()),
          },
          { enquiryTo: runtime.config.enquiryTo, webhookUrl: runtime.config.webhook?.url },
        ),
      );
      if (!("ok" in stored)) return stored;
      if (runtime.mailEnabled) runtime.kickOutbox();
      else
        runtime.log.info(
          `Enquiry ${stored.value} is stored in ${runtime.storage}; with no SMTP_URL its emails wait in the outbox`,
        );
      return { redirect: `/thank-you?ref=${stored.value}` };
    },
  });
}
