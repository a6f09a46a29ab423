import { data, redirect } from "react-router";
import { RETRY_AFTER_SECONDS, describeError } from "../../server/forms/database-errors";
import { storeEnquiry } from "../../server/forms/enquiries";
import { isCrossOrigin } from "../../server/forms/origin";
import { addressKey } from "../../server/forms/rate-limit";
import { type FormFields, readForm } from "../../server/forms/read-form";
import type { FormsRuntime } from "../../server/forms/runtime";
import { DEFENCE_FIELDS } from "./defence";
import {
  ENQUIRY_FIELDS,
  type EnquiryFailure,
  type EnquiryValues,
  enquiryInput,
  enquirySchema,
  firstErrors,
} from "./enquiry";
import { enquiryMessages } from "./messages";
import { serviceGroups } from "./service-choices.server";
import { serviceLabel, serviceValues } from "./services";

const NO_STORE = { "Cache-Control": "no-store" };

function refuse(status: number, failure: EnquiryFailure, headers: Record<string, string> = {}) {
  return data(failure, { status, headers: { ...NO_STORE, ...headers } });
}

/** What the visitor typed, to show again: capped, but not cleaned, so they see what they sent. */
function keptValues(raw: Record<string, string>): EnquiryValues {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, (raw[field] ?? "").slice(0, field === "message" ? 4000 : 500)]),
  );
}

/**
 * The honeypot has text in it, or the form was sent sooner after the page loaded than a person
 * could fill it in. Without scripts there is no time to check (docs/decisions/0004-form-defence.md).
 */
export function looksAutomated(fields: FormFields, minFillMs: number): boolean {
  if ((fields.get(DEFENCE_FIELDS.honeypot) ?? "") !== "") return true;
  const elapsed = fields.get(DEFENCE_FIELDS.elapsed);
  if (elapsed === undefined || elapsed === "") return false;
  const ms = Number(elapsed);
  return !Number.isFinite(ms) || ms < minFillMs;
}

function submissionId(fields: FormFields): string | undefined {
  const value = fields.get(DEFENCE_FIELDS.submission);
  return value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : undefined;
}

/**
 * The contact form's action: refuse what is not a person's enquiry, check it with the shared
 * schema, store it with its emails, then send the visitor to the thank-you page (303, so a reload
 * there does not post again). Every refusal is an answer the page can show, never a 500.
 */
export async function enquiryAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  if (isCrossOrigin(request))
    return refuse(403, { errors: {}, formError: enquiryMessages.crossOrigin, values: {} });
  const read = await readForm(request, runtime.config.maxBodyBytes);
  if (!read.ok) {
    const formError = read.status === 413 ? enquiryMessages.tooLarge : enquiryMessages.unreadable;
    return refuse(read.status, { errors: {}, formError, values: {} });
  }
  const { fields } = read;
  const raw = enquiryInput(fields);
  const values = keptValues(raw);

  const decision = runtime.limits.contact.attempt(addressKey(visitorAddress));
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    const formError = enquiryMessages.rateLimited(seconds);
    return refuse(429, { errors: {}, formError, values }, { "Retry-After": String(seconds) });
  }
  if (looksAutomated(fields, runtime.config.minFillMs)) {
    runtime.log.info("Refused an enquiry that looked automated (honeypot or timing)");
    return refuse(400, { errors: {}, formError: enquiryMessages.automated, values });
  }

  const groups = serviceGroups();
  const parsed = enquirySchema(serviceValues(groups)).safeParse(raw);
  if (!parsed.success) return refuse(400, { errors: firstErrors(parsed.error), values });

  let reference: string;
  try {
    const db = await runtime.db();
    reference = await storeEnquiry(
      db,
      {
        enquiry: parsed.data,
        serviceLabel: serviceLabel(groups, parsed.data.service),
        submissionId: submissionId(fields),
        channel: fields.get(DEFENCE_FIELDS.elapsed) ? "js" : "no-js",
        receivedAt: new Date(runtime.now()),
      },
      { enquiryTo: runtime.config.enquiryTo, webhookUrl: runtime.config.webhook?.url },
    );
  } catch (error) {
    // A read-only, full or failing disk, or a database that cannot be opened: nothing was stored
    // (one transaction), so the visitor is told so, keeps what they typed, and can send it again.
    runtime.databaseFailed(error);
    runtime.log.error(`Could not store an enquiry: ${describeError(error)}`);
    return refuse(
      503,
      { errors: {}, formError: enquiryMessages.unavailable, values },
      { "Retry-After": String(RETRY_AFTER_SECONDS) },
    );
  }
  if (runtime.mailEnabled) runtime.kickOutbox();
  else
    runtime.log.info(
      `Enquiry ${reference} is stored in ${runtime.storage}; with no SMTP_URL its emails wait in the outbox`,
    );
  return redirect(`/thank-you?ref=${reference}`, { status: 303, headers: NO_STORE });
}
